import { Query } from '@nestjs/cqrs';
import type { PublicEventResponse } from './public-event.response';

/** Answers undefined for an unknown or unpublished event. */
export class GetPublicEventQuery extends Query<PublicEventResponse | undefined> {
  constructor(
    readonly id: string,
    readonly now: Date,
  ) {
    super();
  }
}
