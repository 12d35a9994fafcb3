import { Injectable } from '@nestjs/common';
import type { OrderLanguage } from '@ticketshop/projections';
import { InvoicesQueries } from '../queries/invoices.queries';
import { renderInvoicesPdf } from './invoice-pdf';
import { orderNumberOf } from '@ticketshop/projections';

export interface InvoicesFile {
  filename: string;
  content: Buffer;
}

/** An order's invoice and credit notes as one PDF, from the documents as issued; none before payment. */
@Injectable()
export class InvoicesPdf {
  constructor(private readonly queries: InvoicesQueries) {}

  async render(orderId: string, language: OrderLanguage): Promise<InvoicesFile | undefined> {
    const documents = await this.queries.documentsOf(orderId);
    const newest = documents.at(-1);
    if (!newest) return undefined;
    return {
      filename: `${language === 'en' ? 'invoices' : 'saskaitos'}-${orderNumberOf(orderId)}.pdf`,
      // Dated by its newest document, so the same documents always give the same file.
      content: await renderInvoicesPdf(documents, language, { createdAt: new Date(newest.issuedAt) }),
    };
  }
}
