import { Query } from '@nestjs/cqrs';
import type { FeaturedEventsResponse } from './public-event.response';

/** The home page hero shows three slides (docs/web.md, "Screen rules"). */
export const HERO_SLIDES = 3;

/** The home page hero: the featured upcoming events, topped up with the soonest others. */
export class ListFeaturedEventsQuery extends Query<FeaturedEventsResponse> {
  constructor(
    readonly limit: number,
    readonly now: Date,
  ) {
    super();
  }
}
