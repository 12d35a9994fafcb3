import { Inject, Injectable } from '@nestjs/common';
import { catalogEventStreamId, type CatalogEventEvent, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { CacheRegistry } from '../../shared/cache-registry';
import { StreamStateCache } from '../../shared/event-sourcing/stream-state-cache';
import {
  evolveCatalogEvent as evolve,
  initialCatalogEventState,
  type CatalogEventState,
  type ExistingCatalogEvent,
} from '../../catalog/public-api';

/**
 * The catalog event an order is priced against, from its stream (not a read model that may lag):
 * prices, sale windows and quantities as they are at this moment. Cached, reading only new events.
 */
@Injectable()
export class CatalogSnapshots {
  private readonly cache: StreamStateCache<CatalogEventState, CatalogEventEvent>;

  constructor(@Inject(EVENT_STORE) store: EventStore, caches: CacheRegistry) {
    this.cache = new StreamStateCache(
      store,
      () => initialCatalogEventState,
      (state, events) => events.reduce(evolve, state),
    );
    caches.register('catalog-event-streams', () => this.cache.clear());
  }

  async load(catalogEventId: string): Promise<ExistingCatalogEvent | null> {
    const { state } = await this.cache.load(catalogEventStreamId(catalogEventId));
    return state.status === 'none' || state.status === 'deleted' ? null : state;
  }
}
