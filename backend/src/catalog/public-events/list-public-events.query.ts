import { Query } from '@nestjs/cqrs';
import type { Category } from '../domain/catalog-event.types';
import type { PublicEventsPageResponse } from './public-event.response';

export class ListPublicEventsQuery extends Query<PublicEventsPageResponse> {
  constructor(readonly filter: { category: Category | undefined; page: number; limit: number; now: Date }) {
    super();
  }
}
