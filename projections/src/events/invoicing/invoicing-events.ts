import { defineEvent, type DomainEvent } from '../event-catalog';
import type { LocalizedText, TicketCurrency } from '../catalog/catalog-values';

/*
 * Invoices and credit notes (`invoice-series-<series>`, one stream per series): each number is the one
 * before plus one, appended with the stream's expected revision, so the series has no gaps or repeats
 * whatever the concurrency. A document holds everything it prints, as it was issued: it never changes.
 */
/** Version 1 had no `issuedOn`: its documents were printed with the Vilnius day of `issuedAt`. */
const vilniusDay = (iso: unknown): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vilnius',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(String(iso)));

export const InvoiceIssued = defineEvent('InvoiceIssued', 2, {
  1: (data) => ({ ...data, issuedOn: vilniusDay(data.issuedAt) }),
});
export const CreditNoteIssued = defineEvent('CreditNoteIssued', 2, {
  1: (data) => {
    const corrects = data.corrects as { documentNumber: string; issuedAt: string };
    return {
      ...data,
      issuedOn: vilniusDay(data.issuedAt),
      corrects: { ...corrects, issuedOn: vilniusDay(corrects.issuedAt) },
    };
  },
});

export const invoicingEventDefinitions = [InvoiceIssued, CreditNoteIssued];

/** The seller's details a document was issued with (the shop's settings at that moment). */
export interface InvoiceSeller {
  legalName: string;
  companyCode: string;
  /** '' when the seller is not registered for VAT: the document then says VAT is not applied. */
  vatCode: string;
  address: string;
  bankAccount: string;
}

export interface InvoiceBuyer {
  name: string;
  email: string;
}

/**
 * One line of a document. `totalCents = quantity × unitPriceCents − discountCents`; on a credit note the
 * quantity is negative (and the discount too), so its totals are negative.
 */
export interface InvoiceLine {
  description: LocalizedText;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  totalCents: number;
}

/** What every document of the series holds. */
// A type, not an interface: event data must be readable as a plain record.
export type InvoiceDocumentData = {
  series: string;
  /** 1, 2, 3… within the series. */
  number: number;
  /** Series and number as printed, e.g. `TS-000123`. */
  documentNumber: string;
  orderId: string;
  /** The order's 8-character number the buyer knows. */
  orderNumber: string;
  /** When the payment or the refund it documents happened (ISO UTC). */
  issuedAt: string;
  /** The document's date, `YYYY-MM-DD`: the calendar day of `issuedAt` in the shop's time zone at issue. */
  issuedOn: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  eventName: LocalizedText;
  lines: InvoiceLine[];
  /** The payment fee; negative on a credit note that returns it. */
  feeCents: number;
  /** Sum of the lines and the fee. */
  totalCents: number;
  currency: TicketCurrency;
};

export type InvoiceIssued = DomainEvent<'InvoiceIssued', InvoiceDocumentData>;

/** A negative document correcting an invoice: one per completed refund of the payment it invoiced. */
export type CreditNoteIssued = DomainEvent<
  'CreditNoteIssued',
  InvoiceDocumentData & {
    refundId: string;
    /** The invoice it corrects, and its date as printed on it. */
    corrects: { documentNumber: string; issuedAt: string; issuedOn: string };
  }
>;

export type InvoicingEvent = InvoiceIssued | CreditNoteIssued;

export const invoiceSeriesStreamId = (series: string): string => `invoice-series-${series}`;

/** `TS`, 123 → `TS-000123`: six digits keep a year's documents sorting as text. */
export const invoiceDocumentNumber = (series: string, number: number): string =>
  `${series}-${String(number).padStart(6, '0')}`;
