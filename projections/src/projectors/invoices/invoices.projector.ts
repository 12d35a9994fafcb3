import type { ColumnType, Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { CreditNoteIssued, InvoiceDocumentData } from '../../events/invoicing/invoicing-events';
import type { Projector } from '../projector';
import type { ReadModelTables } from '../read-model-database';
import { upsertRows } from '../table-rows';

export type InvoiceKind = 'invoice' | 'credit-note';

/** A document as printed: what its event recorded, with the invoice a credit note corrects. */
export type InvoiceDocument = InvoiceDocumentData & {
  kind: InvoiceKind;
  corrects: { documentNumber: string; issuedAt: string } | null;
};

/** Columns of `read_models.invoices`: one row per issued document, never changed once written. */
export interface InvoicesTable {
  document_number: string;
  series: string;
  number: number;
  kind: InvoiceKind;
  order_id: string;
  issued_at: Date;
  // A bigint column: read back as a BigInt, written as the document's number.
  total_cents: ColumnType<bigint, number, number>;
  currency: string;
  document: InvoiceDocument;
  position: bigint;
  /** The document's date as printed (`issuedOn`): the finance register's periods are these days. */
  issued_on: string;
  /** What the register searches, kept beside the document so a search reads columns, not JSON. */
  order_number: string;
  buyer_name: string;
  buyer_email: string;
}

const KINDS: Readonly<Record<string, InvoiceKind>> = { InvoiceIssued: 'invoice', CreditNoteIssued: 'credit-note' };
const CHUNK = 1000;

function documentOf(event: RecordedEvent): InvoiceDocument {
  const data = event.data as unknown as CreditNoteIssued['data'];
  const kind = KINDS[event.type]!;
  return { ...data, kind, corrects: kind === 'credit-note' ? data.corrects : null };
}

export const invoicesProjector: Projector = {
  name: 'invoices',
  version: 2,
  tables: ['invoices'],
  queryIndexes: ['invoices_order', 'invoices_issued_on'],
  eventTypes: new Set(Object.keys(KINDS)),
  migrations: {
    '0001_invoices': {
      async up(db) {
        await db.schema
          .createTable('invoices')
          .addColumn('document_number', 'text', (c) => c.primaryKey())
          .addColumn('series', 'text', (c) => c.notNull())
          .addColumn('number', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('order_id', 'uuid', (c) => c.notNull())
          .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
          .addColumn('total_cents', 'bigint', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('document', 'jsonb', (c) => c.notNull())
          .addColumn('position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('invoices_order').on('invoices').column('order_id').execute();
      },
    },
    // Version 2: the finance register lists documents by their printed day and searches them by buyer.
    '0002_register': {
      async up(db) {
        await db.schema
          .alterTable('invoices')
          .addColumn('issued_on', 'date', (c) => c.notNull())
          .addColumn('order_number', 'text', (c) => c.notNull())
          .addColumn('buyer_name', 'text', (c) => c.notNull())
          .addColumn('buyer_email', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('invoices_issued_on').on('invoices').columns(['issued_on', 'position']).execute();
      },
    },
  },

  async project(events: readonly RecordedEvent[], db: Kysely<ReadModelTables>): Promise<void> {
    const rows = events
      .filter((event) => KINDS[event.type] !== undefined)
      .map((event) => {
        const document = documentOf(event);
        return {
          document_number: document.documentNumber,
          series: document.series,
          number: document.number,
          kind: document.kind,
          order_id: document.orderId,
          issued_at: document.issuedAt,
          total_cents: document.totalCents,
          currency: document.currency,
          document,
          position: event.globalPosition.toString(),
          issued_on: document.issuedOn,
          order_number: document.orderNumber,
          buyer_name: document.buyer.name,
          buyer_email: document.buyer.email,
        };
      });
    // A document never changes after issue: a redelivered event finds its row and leaves it.
    await upsertRows(db, 'invoices', rows, { key: 'document_number', chunk: CHUNK });
  },
};
