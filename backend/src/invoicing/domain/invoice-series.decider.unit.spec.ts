import type { InvoicingEvent, InvoiceSeller } from '@ticketshop/projections';
import { orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import { decide, invoiceSeriesDecider, type InvoiceSeriesCommand } from './invoice-series.decider';

const seller: InvoiceSeller = {
  legalName: 'UAB „Bilietų šėlsmas“',
  companyCode: '304000000',
  vatCode: '',
  address: 'Gedimino pr. 1, Vilnius',
  bankAccount: 'LT121000011101001000',
};
const paidAt = '2026-11-01T10:00:00.000Z';
const orderOf = (orderId: string) =>
  orderPlacedData(
    orderId,
    'event-1',
    [orderLine('tt-1', { quantity: 2, unitPriceCents: 2500, discountCents: 500 }), orderLine('tt-2')],
    { feeCents: 120, totalCents: 2 * 2500 - 500 + 2500 + 120 },
  );

const { given, when: issued } = givenWhenThen(invoiceSeriesDecider);
const invoice = (orderId: string, series = 'TS'): InvoiceSeriesCommand => ({
  type: 'IssueInvoice',
  data: {
    series,
    seller,
    issuedAt: paidAt,
    issuedOn: paidAt.slice(0, 10),
    order: orderOf(orderId),
    orderNumber: orderId.toUpperCase(),
  },
});

function invoicesOf(...orderIds: string[]): InvoicingEvent[] {
  return orderIds.reduce<InvoicingEvent[]>((events, orderId) => [...events, ...issued(events, invoice(orderId))], []);
}

const creditNote = (events: InvoicingEvent[], orderId: string, refundId: string, amountCents: number) => {
  const state = given(events);
  return decide(
    {
      type: 'IssueCreditNote',
      data: {
        series: 'TS',
        seller,
        issuedAt: '2026-11-02T08:00:00.000Z',
        issuedOn: '2026-11-02',
        refundId,
        amountCents,
        invoice: state.invoices.get(orderId)!,
      },
    },
    state,
  );
};

describe('invoice series', () => {
  it('given an empty series, when an order is invoiced, then it is number 1 with the order as it was bought', () => {
    const [event] = issued([], invoice('ord-1'));

    expect(event).toEqual({
      type: 'InvoiceIssued',
      data: {
        series: 'TS',
        number: 1,
        documentNumber: 'TS-000001',
        orderId: 'ord-1',
        orderNumber: 'ORD-1',
        issuedAt: paidAt,
        issuedOn: '2026-11-01',
        seller,
        buyer: { name: 'Ona Onaitė', email: 'Ona@Example.LT' },
        eventName: { lt: 'Vasaros koncertas', en: 'Summer concert' },
        lines: [
          {
            description: { lt: 'Standartinis', en: 'Standard' },
            quantity: 2,
            unitPriceCents: 2500,
            discountCents: 500,
            totalCents: 4500,
          },
          {
            description: { lt: 'Standartinis', en: 'Standard' },
            quantity: 1,
            unitPriceCents: 2500,
            discountCents: 0,
            totalCents: 2500,
          },
        ],
        feeCents: 120,
        totalCents: 7120,
        currency: 'EUR',
      },
    });
  });

  it('given documents issued, when another order is invoiced, then it takes the next number', () => {
    const events = invoicesOf('ord-1', 'ord-2', 'ord-3');

    expect(events.map((event) => event.data.documentNumber)).toEqual(['TS-000001', 'TS-000002', 'TS-000003']);
  });

  it('given an order already invoiced, when it is invoiced again (a redelivery), then nothing is issued', () => {
    expect(issued(invoicesOf('ord-1'), invoice('ord-1'))).toEqual([]);
  });

  it('given an invoice, when all of it is refunded, then a credit note with the next number reverses every line and the fee', () => {
    const events = invoicesOf('ord-1', 'ord-2');

    const [note] = creditNote(events, 'ord-1', 'refund-1', 7120);

    expect(note).toMatchObject({
      type: 'CreditNoteIssued',
      data: {
        number: 3,
        documentNumber: 'TS-000003',
        orderId: 'ord-1',
        refundId: 'refund-1',
        corrects: { documentNumber: 'TS-000001', issuedAt: paidAt },
        issuedAt: '2026-11-02T08:00:00.000Z',
        lines: [
          { quantity: -2, unitPriceCents: 2500, discountCents: -500, totalCents: -4500 },
          { quantity: -1, unitPriceCents: 2500, discountCents: 0, totalCents: -2500 },
        ],
        feeCents: -120,
        totalCents: -7120,
      },
    });
  });

  it('given an invoice, when part of it is refunded, then the credit note is one negative line naming the invoice', () => {
    const [note] = creditNote(invoicesOf('ord-1'), 'ord-1', 'refund-1', 1050);

    expect(note?.data).toMatchObject({
      lines: [
        {
          description: {
            lt: 'Dalinis grąžinimas pagal sąskaitą TS-000001',
            en: 'Partial refund of invoice TS-000001',
          },
          quantity: -1,
          unitPriceCents: 1050,
          totalCents: -1050,
        },
      ],
      feeCents: 0,
      totalCents: -1050,
    });
  });

  it('given a refund already credited, when it is credited again, then nothing is issued', () => {
    const events = invoicesOf('ord-1');
    const credited = [...events, ...creditNote(events, 'ord-1', 'refund-1', 1050)];

    expect(creditNote(credited, 'ord-1', 'refund-1', 1050)).toEqual([]);
    expect(creditNote(credited, 'ord-1', 'refund-2', 1000)[0]?.data.number).toBe(3);
  });

  it('given an invoice, when a refund larger than it is credited, then it is refused', () => {
    expect(() => creditNote(invoicesOf('ord-1'), 'ord-1', 'refund-1', 7121)).toThrow(
      expect.objectContaining({ code: 'invoice.refund-not-creditable' }),
    );
  });
});
