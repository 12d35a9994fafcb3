// What others may use of the catalog (docs/architecture.md, "Bounded contexts"): an event's state as
// the catalog folds it, for the prices and rules an order is decided on; and the public reads (queries
// on the QueryBus and their answers) that the server-rendered pages (web/) show.
export {
  evolve as evolveCatalogEvent,
  initialCatalogEventState,
  type CatalogEventState,
  type ExistingCatalogEvent,
} from './domain/catalog-event.decider';
export { isUuid } from './queries/catalog-rows';
export { CATEGORIES, type Category } from './domain/catalog-event.types';
export { GetPublicEventQuery } from './public-events/get-public-event.query';
export { HERO_SLIDES, ListFeaturedEventsQuery } from './public-events/list-featured-events.query';
export { ListPublicEventsQuery } from './public-events/list-public-events.query';
export { type PublicEventResponse, type PublicTicketTypeResponse } from './public-events/public-event.response';
