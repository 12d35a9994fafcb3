import { Inject, Injectable } from '@nestjs/common';
import type { Database, InvoiceDocument } from '@ticketshop/projections';
import { isUuid } from '../../catalog/queries/catalog-rows';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';

/** Reads of the invoices read model. */
@Injectable()
export class InvoicesQueries {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** An order's documents as issued: its invoice first, then its credit notes in the order issued. */
  async documentsOf(orderId: string): Promise<InvoiceDocument[]> {
    if (!isUuid(orderId)) return [];
    const rows = await this.database.db
      .selectFrom('read_models.invoices')
      .select('document')
      .where('order_id', '=', orderId.toLowerCase())
      .orderBy('position')
      .execute();
    return rows.map((row) => row.document as InvoiceDocument);
  }

  async invoiceOf(orderId: string): Promise<InvoiceDocument | undefined> {
    return (await this.documentsOf(orderId)).find((document) => document.kind === 'invoice');
  }
}
