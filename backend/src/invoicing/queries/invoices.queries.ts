import { Inject, Injectable } from '@nestjs/common';
import type { Database, InvoiceDocument } from '@ticketshop/projections';
import { isUuid } from '../../catalog/public-api';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { vilniusDate } from '../../shared/time/vilnius-time';

/** A document as printed, with its date and, on a credit note, the corrected invoice's date. */
export type PrintedDocument = InvoiceDocument & {
  corrects: { documentNumber: string; issuedAt: string; issuedOn: string } | null;
};

/**
 * Rows projected from documents issued before they carried their date (`issuedOn`, events v2) lack it:
 * those were printed with the Vilnius day of their issue, as the events' upcaster reads them too.
 */
export function printed(document: InvoiceDocument): PrintedDocument {
  const dated = document as Partial<PrintedDocument> & InvoiceDocument;
  const corrects = dated.corrects ?? null;
  return {
    ...document,
    issuedOn: dated.issuedOn ?? vilniusDate(document.issuedAt),
    corrects: corrects && { ...corrects, issuedOn: corrects.issuedOn ?? vilniusDate(corrects.issuedAt) },
  };
}

/** Reads of the invoices read model. */
@Injectable()
export class InvoicesQueries {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** An order's documents as issued: its invoice first, then its credit notes in the order issued. */
  async documentsOf(orderId: string): Promise<PrintedDocument[]> {
    if (!isUuid(orderId)) return [];
    const rows = await this.database.db
      .selectFrom('read_models.invoices')
      .select('document')
      .where('order_id', '=', orderId.toLowerCase())
      .orderBy('position')
      .execute();
    return rows.map((row) => printed(row.document as InvoiceDocument));
  }

  async invoiceOf(orderId: string): Promise<PrintedDocument | undefined> {
    return (await this.documentsOf(orderId)).find((document) => document.kind === 'invoice');
  }
}
