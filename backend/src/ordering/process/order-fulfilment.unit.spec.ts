import type { OrderEvent, RecordedEvent } from '@ticketshop/projections';
import { eventDetails, orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import type { ExistingCatalogEvent } from '../../catalog/domain/catalog-event.decider';
import { evolve, initialOrderState, type OrderState } from '../domain/order.decider';
import type { CatalogSnapshots } from '../infrastructure/catalog-snapshots';
import type { OrderStreams } from '../infrastructure/order-streams';
import type { SeatInventory } from '../seat-inventory/seat-inventory';
import { OrderFulfilment } from './order-fulfilment';

const orderId = 'order-1';
const catalogEventId = 'event-1';
const order = orderPlacedData(orderId, catalogEventId, [orderLine('tt-1', { quantity: 2, unitPriceCents: 2500 })]);
const paid = { provider: 'sandbox', providerTransactionId: 'tx-1', amountCents: order.totalCents, currency: 'EUR' };
const on = (type: OrderEvent['type'], data: object = {}) => ({ type, data: { orderId, ...data } }) as OrderEvent;
const refundOf = (refundId: string, amountCents: number): OrderEvent[] => [
  on('PaymentRefundRequested', {
    refundId,
    reason: 'admin',
    ...paid,
    amountCents,
    note: 'Buyer cannot come',
    notifyCustomer: true,
    refundRequestId: null,
  }),
  on('PaymentRefunded', { refundId, providerRefundId: null }),
];
const paidOrder = [on('OrderPlaced', order), on('PaymentSucceeded', paid)];
const fullyRefunded = [...paidOrder, ...refundOf('refund-1', order.totalCents)];
const partlyRefunded = [...paidOrder, ...refundOf('refund-1', 100)];

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The fulfilment process with its order, catalog and inventory in memory, counting seats returned. */
function fulfilmentOf(orderEvents: OrderEvent[], catalog: Pick<ExistingCatalogEvent, 'status' | 'details'> | null) {
  const returned: { catalogEventId: string; orderId: string; tickets?: unknown[] }[] = [];
  const state: OrderState = orderEvents.reduce(evolve, initialOrderState);
  const orders = { load: () => Promise.resolve({ state, position: 1n }) } as unknown as OrderStreams;
  const inventory = {
    returnSold: (input: { catalogEventId: string; orderId: string }) => {
      returned.push(input);
      return Promise.resolve();
    },
    returnVoided: (input: { catalogEventId: string; orderId: string; tickets: unknown[] }) => {
      returned.push(input);
      return Promise.resolve();
    },
  } as unknown as SeatInventory;
  const catalogs = { load: () => Promise.resolve(catalog) } as unknown as CatalogSnapshots;
  const process = new OrderFulfilment(orders, inventory, catalogs);
  const refundedEvent = {
    eventId: 'event-id-1',
    type: 'PaymentRefunded',
    data: { orderId, refundId: 'refund-1', providerRefundId: null },
    metadata: { correlationId: 'request-1' },
  } as unknown as RecordedEvent;
  const voidedEvent = {
    eventId: 'event-id-2',
    type: 'TicketsVoided',
    data: { orderId, ticketIds: ['ticket-1'], reason: 'Grąžino bilietą' },
    metadata: { correlationId: 'request-2' },
  } as unknown as RecordedEvent;
  return {
    returned,
    whenRefunded: () => process.react(refundedEvent),
    whenVoided: () => process.react(voidedEvent),
  };
}

const eventOn = (status: ExistingCatalogEvent['status'], startsAt: string, endsAt: string | null) => ({
  status,
  details: eventDetails({ startsAt, endsAt }),
});

describe('order fulfilment: the seats of a fully refunded order', () => {
  it('given an event still to come, when the order is fully refunded, then its seats go back on sale', async () => {
    const { returned, whenRefunded } = fulfilmentOf(fullyRefunded, eventOn('published', inDays(10), inDays(11)));
    await whenRefunded();
    expect(returned).toEqual([{ catalogEventId, orderId }]);
  });

  it('given an event that has ended, when the order is fully refunded, then its seats stay sold', async () => {
    const { returned, whenRefunded } = fulfilmentOf(fullyRefunded, eventOn('published', inDays(-2), inDays(-1)));
    await whenRefunded();
    expect(returned).toEqual([]);
  });

  it('given an event without an end that has begun, when the order is fully refunded, then its seats stay sold', async () => {
    const { returned, whenRefunded } = fulfilmentOf(fullyRefunded, eventOn('published', inDays(-1), null));
    await whenRefunded();
    expect(returned).toEqual([]);
  });

  it('given an event that has begun but not ended, when the order is fully refunded, then its seats go back on sale', async () => {
    const { returned, whenRefunded } = fulfilmentOf(fullyRefunded, eventOn('published', inDays(-1), inDays(1)));
    await whenRefunded();
    expect(returned).toEqual([{ catalogEventId, orderId }]);
  });

  it('given a cancelled event, when the order is fully refunded, then its seats stay sold', async () => {
    const { returned, whenRefunded } = fulfilmentOf(fullyRefunded, eventOn('cancelled', inDays(10), null));
    await whenRefunded();
    expect(returned).toEqual([]);
  });

  it('given only part of the order refunded, then its seats stay sold', async () => {
    const { returned, whenRefunded } = fulfilmentOf(partlyRefunded, eventOn('published', inDays(10), null));
    await whenRefunded();
    expect(returned).toEqual([]);
  });
});

describe('order fulfilment: the seats of voided tickets', () => {
  const tickets = [
    { ticketId: 'ticket-1', code: 'CODE-1', ticketTypeId: 'tt-1', holderName: 'Ona Onaitė' },
    { ticketId: 'ticket-2', code: 'CODE-2', ticketTypeId: 'tt-1', holderName: 'Ona Onaitė' },
  ];
  const voided = [
    ...partlyRefunded,
    on('TicketsIssued', { tickets }),
    on('TicketsVoided', { ticketIds: ['ticket-1'], reason: 'Grąžino bilietą' }),
  ];

  it('given an event still to come, when a ticket is voided, then its seat goes back on sale', async () => {
    const { returned, whenVoided } = fulfilmentOf(voided, eventOn('published', inDays(10), null));
    await whenVoided();
    expect(returned).toEqual([{ catalogEventId, orderId, tickets: [{ ticketId: 'ticket-1', ticketTypeId: 'tt-1' }] }]);
  });

  it('given an event that has ended or is cancelled, when a ticket is voided, then its seat stays sold', async () => {
    for (const catalog of [eventOn('published', inDays(-2), inDays(-1)), eventOn('cancelled', inDays(10), null)]) {
      const { returned, whenVoided } = fulfilmentOf(voided, catalog);
      await whenVoided();
      expect(returned).toEqual([]);
    }
  });
});
