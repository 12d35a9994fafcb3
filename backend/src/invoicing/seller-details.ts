import type { InvoiceSeller } from '@ticketshop/projections';

/** Who issues the documents, in which series and time zone, at this moment. */
export interface SellerOnInvoices {
  seller: InvoiceSeller;
  /** 2–5 upper-case letters, e.g. `TS`. */
  series: string;
  /** The shop's IANA time zone: a document is dated with the day it was issued there. */
  timeZone: string;
}

/**
 * The seller's details as invoicing needs them, whatever keeps them (the shop's settings). A document
 * copies them when it is issued, so a later change never alters it.
 */
export abstract class SellerDetails {
  abstract current(): SellerOnInvoices;
}
