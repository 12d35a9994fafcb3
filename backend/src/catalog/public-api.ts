// What other contexts may use of the catalog (docs/architecture.md, "Bounded contexts"): an event's
// state as the catalog folds it, for the prices and rules an order is decided on.
export {
  evolve as evolveCatalogEvent,
  initialCatalogEventState,
  type CatalogEventState,
  type ExistingCatalogEvent,
} from './domain/catalog-event.decider';
export { isUuid } from './queries/catalog-rows';
