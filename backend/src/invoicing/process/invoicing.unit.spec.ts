import type { InvoicingEvent, OrderEvent, RecordedEvent } from '@ticketshop/projections';
import { orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { evolve as evolveOrder, initialOrderState } from '../../ordering/domain/order.decider';
import type { OrderStreams } from '../../ordering/infrastructure/order-streams';
import { decide, evolve, initialInvoiceSeriesState, type InvoiceSeriesCommand } from '../domain/invoice-series.decider';
import type { InvoiceSeriesStreams } from '../infrastructure/invoice-series-streams';
import type { InvoicesQueries } from '../queries/invoices.queries';
import type { SellerDetails, SellerOnInvoices } from '../seller-details';
import { Invoicing } from './invoicing';

const orderId = '3f0b6a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const order = orderPlacedData(orderId, 'event-1', [orderLine('tt-1', { quantity: 2, unitPriceCents: 2500 })]);
const payment = { provider: 'sandbox' as const, providerTransactionId: 'tx-1', amountCents: 5000, currency: 'EUR' };
const current: SellerOnInvoices = {
  series: 'TS',
  timeZone: 'Europe/Vilnius',
  seller: {
    legalName: 'UAB „Bilietų šėlsmas“',
    companyCode: '304000000',
    vatCode: '',
    address: 'Gedimino pr. 1, Vilnius',
    bankAccount: 'LT121000011101001000',
  },
};

/** A series stream in memory, decided by the real decider, remembering which command appended what. */
class SeriesInMemory {
  events: InvoicingEvent[] = [];
  commandIds: string[] = [];

  state() {
    return Promise.resolve(this.events.reduce(evolve, initialInvoiceSeriesState));
  }

  async decide(command: InvoiceSeriesCommand, metadata: CommandMetadata) {
    const events = decide(command, await this.state());
    this.events.push(...events);
    this.commandIds.push(...events.map(() => metadata.commandId));
    return events;
  }
}

function setUp(orderEvents: OrderEvent[], readModel: Partial<InvoicesQueries> = {}, issuer = current) {
  const series = new SeriesInMemory();
  const orders = {
    load: () => Promise.resolve({ state: orderEvents.reduce(evolveOrder, initialOrderState), position: 0n }),
  } as unknown as OrderStreams;
  const seller = { current: () => issuer } as SellerDetails;
  const queries = { invoiceOf: () => Promise.resolve(undefined), ...readModel } as unknown as InvoicesQueries;
  const reaction = new Invoicing(orders, series as unknown as InvoiceSeriesStreams, seller, queries);
  return { series, reaction };
}

let position = 0n;
function recorded(type: string, data: Record<string, unknown>, occurredAt: string): RecordedEvent {
  position += 1n;
  return {
    eventId: `event-${position}`,
    streamId: `order-${orderId}`,
    streamRevision: position,
    globalPosition: position,
    type,
    version: 1,
    data: { orderId, ...data },
    metadata: { actor: { kind: 'system', name: 'sandbox' }, correlationId: 'c-1', causationId: 'c-1', occurredAt },
    recordedAt: new Date(occurredAt),
  };
}

const refundRequested = (refundId: string, amountCents: number, reason: 'admin' | 'duplicate-payment' = 'admin') =>
  ({
    type: 'PaymentRefundRequested',
    data: {
      orderId,
      ...payment,
      ...(reason === 'duplicate-payment' ? { providerTransactionId: 'tx-2' } : {}),
      amountCents,
      refundId,
      reason,
      note: '',
      notifyCustomer: true,
      refundRequestId: null,
    },
  }) as OrderEvent;
const refunded = (refundId: string) =>
  ({ type: 'PaymentRefunded', data: { orderId, refundId, providerRefundId: null } }) as OrderEvent;

const placedAndPaid: OrderEvent[] = [
  { type: 'OrderPlaced', data: order },
  { type: 'PaymentSucceeded', data: { orderId, ...payment } },
];
const paidAt = '2026-11-01T10:00:00.000Z';

describe('invoicing process', () => {
  it('given an order paid, when its payment is handled, then an invoice dated at the payment is issued for it, once', async () => {
    const { series, reaction } = setUp(placedAndPaid);
    const paid = recorded('PaymentSucceeded', payment, paidAt);

    await reaction.react(paid);
    await reaction.react(paid);

    expect(series.events).toHaveLength(1);
    expect(series.events[0]).toMatchObject({
      type: 'InvoiceIssued',
      data: {
        documentNumber: 'TS-000001',
        orderId,
        issuedAt: paidAt,
        issuedOn: '2026-11-01',
        seller: current.seller,
        totalCents: 5000,
      },
    });
    // The document's event id is derived from the payment's, so a redelivered append is stored once.
    expect(series.commandIds).toEqual([paid.eventId]);
  });

  it('given the shop in New York, when a payment late in the Vilnius night is invoiced, then it is dated with the New York day', async () => {
    const { series, reaction } = setUp(placedAndPaid, {}, { ...current, timeZone: 'America/New_York' });

    await reaction.react(recorded('PaymentSucceeded', payment, '2026-11-01T01:30:00.000Z'));

    expect(series.events[0]?.data).toMatchObject({ issuedAt: '2026-11-01T01:30:00.000Z', issuedOn: '2026-10-31' });
  });

  it('given an order paid late and accepted, then it is invoiced', async () => {
    const { series, reaction } = setUp([
      { type: 'OrderPlaced', data: order },
      { type: 'OrderExpired', data: { orderId } },
      { type: 'LatePaymentReceived', data: { orderId, ...payment } },
      { type: 'LatePaymentAccepted', data: { orderId } },
    ]);

    await reaction.react(recorded('LatePaymentAccepted', {}, paidAt));

    expect(series.events.map((event) => event.type)).toEqual(['InvoiceIssued']);
  });

  it('given an invoiced order, when a refund of its payment completes, then a credit note corrects the invoice', async () => {
    const { series, reaction } = setUp([...placedAndPaid, refundRequested('refund-1', 1000), refunded('refund-1')]);
    await reaction.react(recorded('PaymentSucceeded', payment, paidAt));

    await reaction.react(recorded('PaymentRefunded', { refundId: 'refund-1' }, '2026-11-03T09:00:00.000Z'));

    expect(series.events[1]).toMatchObject({
      type: 'CreditNoteIssued',
      data: {
        documentNumber: 'TS-000002',
        refundId: 'refund-1',
        totalCents: -1000,
        issuedAt: '2026-11-03T09:00:00.000Z',
        corrects: { documentNumber: 'TS-000001' },
      },
    });
  });

  it('given a second payment refunded as a duplicate, then no credit note is issued: that money was never invoiced', async () => {
    const { series, reaction } = setUp([
      ...placedAndPaid,
      { type: 'DuplicatePaymentReceived', data: { orderId, ...payment, providerTransactionId: 'tx-2' } },
      refundRequested('refund-dup', 5000, 'duplicate-payment'),
      refunded('refund-dup'),
    ]);
    await reaction.react(recorded('PaymentSucceeded', payment, paidAt));

    await reaction.react(recorded('PaymentRefunded', { refundId: 'refund-dup' }, paidAt));

    expect(series.events.map((event) => event.type)).toEqual(['InvoiceIssued']);
  });

  it('given a late payment whose seats were gone, then its refund gets no credit note', async () => {
    const { series, reaction } = setUp([
      { type: 'OrderPlaced', data: order },
      { type: 'OrderExpired', data: { orderId } },
      { type: 'LatePaymentReceived', data: { orderId, ...payment } },
      { type: 'LatePaymentRejected', data: { orderId, reason: 'seats-gone' } },
    ]);

    await reaction.react(recorded('PaymentRefunded', { refundId: 'refund-late' }, paidAt));

    expect(series.events).toEqual([]);
  });

  it('given an invoice of an earlier series, when its refund completes, then the credit note in the current series corrects it', async () => {
    const invoiceOf = () =>
      Promise.resolve({
        kind: 'invoice',
        corrects: null,
        series: 'AB',
        number: 7,
        documentNumber: 'AB-000007',
        orderId,
        orderNumber: '2E3F4A5B',
        issuedAt: paidAt,
        issuedOn: '2026-11-01',
        seller: current.seller,
        buyer: { name: 'Ona Onaitė', email: 'Ona@Example.LT' },
        eventName: order.event.name,
        lines: [],
        feeCents: 0,
        totalCents: 5000,
        currency: 'EUR',
      });
    const { series, reaction } = setUp([...placedAndPaid, refundRequested('refund-1', 5000), refunded('refund-1')], {
      invoiceOf,
    } as Partial<InvoicesQueries>);

    await reaction.react(recorded('PaymentRefunded', { refundId: 'refund-1' }, paidAt));

    expect(series.events[0]).toMatchObject({
      type: 'CreditNoteIssued',
      data: {
        documentNumber: 'TS-000001',
        totalCents: -5000,
        corrects: { documentNumber: 'AB-000007', issuedOn: '2026-11-01' },
      },
    });
  });

  it('given a refund whose invoice cannot be read yet, then the reaction fails so that the reactor asks again', async () => {
    const { reaction } = setUp([...placedAndPaid, refundRequested('refund-1', 1000), refunded('refund-1')]);

    await expect(reaction.react(recorded('PaymentRefunded', { refundId: 'refund-1' }, paidAt))).rejects.toThrow(
      /not readable yet/,
    );
  });
});
