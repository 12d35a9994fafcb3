/**
 * A series of invoices and credit notes (`invoice-series-<series>`): each document takes the number after
 * the last one. The number is decided here, against the stream's state, and appended with its expected
 * revision, so two writers can never take one number or leave one out. Each paid order is invoiced once
 * and each refund credited once, however often the process asks. Pure: seller, time and order come in
 * with the command.
 */
import {
  invoiceDocumentNumber,
  type InvoiceDocumentData,
  type InvoiceLine,
  type InvoiceSeller,
  type InvoicingEvent,
  type OrderPlaced,
} from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import { invoicingErrors } from './invoicing.errors';

export interface InvoiceSeriesState {
  lastNumber: number;
  /** Each invoiced order's invoice, which its credit notes correct. */
  invoices: ReadonlyMap<string, InvoiceDocumentData>;
  creditedRefunds: ReadonlySet<string>;
}

export const initialInvoiceSeriesState: InvoiceSeriesState = {
  lastNumber: 0,
  invoices: new Map(),
  creditedRefunds: new Set(),
};

interface Issue {
  series: string;
  seller: InvoiceSeller;
  /** When the payment or the refund happened. */
  issuedAt: string;
  /** Its calendar day in the shop's time zone: the document's date. */
  issuedOn: string;
}

export type InvoiceSeriesCommand =
  | { type: 'IssueInvoice'; data: Issue & { order: OrderPlaced['data']; orderNumber: string } }
  | {
      type: 'IssueCreditNote';
      data: Issue & {
        refundId: string;
        /** This refund's amount (not the payment's). */
        amountCents: number;
        /** The order's invoice, from this series or an earlier one. */
        invoice: InvoiceDocumentData;
      };
    };

/** Minus, without a negative zero (a line without discount would print `-0,00`). */
const negated = (cents: number): number => 0 - cents;

function invoiceLines(order: OrderPlaced['data']): InvoiceLine[] {
  return order.lines.map((line) => ({
    description: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    discountCents: line.discountCents,
    totalCents: line.quantity * line.unitPriceCents - line.discountCents,
  }));
}

/**
 * A refund of the whole invoice reverses every line and the fee; part of it is one line naming the
 * invoice, as the shop cannot know which tickets a partial sum stands for.
 */
function creditLines(invoice: InvoiceDocumentData, amountCents: number): { lines: InvoiceLine[]; feeCents: number } {
  if (amountCents === invoice.totalCents) {
    return {
      lines: invoice.lines.map((line) => ({
        ...line,
        quantity: negated(line.quantity),
        discountCents: negated(line.discountCents),
        totalCents: negated(line.totalCents),
      })),
      feeCents: negated(invoice.feeCents),
    };
  }
  return {
    lines: [
      {
        description: {
          lt: `Dalinis grąžinimas pagal sąskaitą ${invoice.documentNumber}`,
          en: `Partial refund of invoice ${invoice.documentNumber}`,
        },
        quantity: -1,
        unitPriceCents: amountCents,
        discountCents: 0,
        totalCents: negated(amountCents),
      },
    ],
    feeCents: 0,
  };
}

export function decide(command: InvoiceSeriesCommand, state: InvoiceSeriesState): InvoicingEvent[] {
  const number = state.lastNumber + 1;
  const { series, seller, issuedAt, issuedOn } = command.data;
  const numbered = {
    series,
    number,
    documentNumber: invoiceDocumentNumber(series, number),
    issuedAt,
    issuedOn,
    seller,
  };
  switch (command.type) {
    case 'IssueInvoice': {
      const { order, orderNumber } = command.data;
      if (state.invoices.has(order.orderId)) return [];
      return [
        {
          type: 'InvoiceIssued',
          data: {
            ...numbered,
            orderId: order.orderId,
            orderNumber,
            buyer: { name: `${order.buyer.firstName} ${order.buyer.lastName}`, email: order.buyer.email.trim() },
            eventName: order.event.name,
            lines: invoiceLines(order),
            feeCents: order.feeCents,
            totalCents: order.totalCents,
            currency: order.currency,
          },
        },
      ];
    }
    case 'IssueCreditNote': {
      const { refundId, amountCents, invoice } = command.data;
      if (state.creditedRefunds.has(refundId)) return [];
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > invoice.totalCents) {
        throw invoicingErrors.refundNotCreditable(invoice.documentNumber, amountCents);
      }
      const { lines, feeCents } = creditLines(invoice, amountCents);
      return [
        {
          type: 'CreditNoteIssued',
          data: {
            ...numbered,
            orderId: invoice.orderId,
            orderNumber: invoice.orderNumber,
            buyer: invoice.buyer,
            eventName: invoice.eventName,
            lines,
            feeCents,
            totalCents: negated(amountCents),
            currency: invoice.currency,
            refundId,
            corrects: {
              documentNumber: invoice.documentNumber,
              issuedAt: invoice.issuedAt,
              issuedOn: invoice.issuedOn,
            },
          },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolve(state: InvoiceSeriesState, event: InvoicingEvent): InvoiceSeriesState {
  switch (event.type) {
    case 'InvoiceIssued':
      return {
        ...state,
        lastNumber: event.data.number,
        invoices: new Map(state.invoices).set(event.data.orderId, event.data),
      };
    case 'CreditNoteIssued':
      return {
        ...state,
        lastNumber: event.data.number,
        creditedRefunds: new Set(state.creditedRefunds).add(event.data.refundId),
      };
  }
}

export const invoiceSeriesDecider: Decider<InvoiceSeriesState, InvoiceSeriesCommand, InvoicingEvent> = {
  decide,
  evolve,
  initialState: initialInvoiceSeriesState,
};
