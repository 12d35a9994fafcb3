// What other contexts may use of ordering (docs/architecture.md, "Bounded contexts"): an order's
// stream and what its decider answers (refunds and invoices act on orders), the seat inventory
// (the catalog asks what is sold), and the buyer's links.
export { decide as decideOrder, refundableCents, type PlacedOrder, type Refund } from './domain/order.decider';
export { orderingErrors } from './domain/ordering.errors';
export { TicketsPdfQuery } from './http/guest-order.requests';
export { OrderLinks } from './infrastructure/order-links';
export { OrderStreams } from './infrastructure/order-streams';
export { SeatInventory } from './seat-inventory/seat-inventory';
