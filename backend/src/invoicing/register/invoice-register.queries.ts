import { Inject, Injectable } from '@nestjs/common';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, InvoiceDocument, ReadModelDatabase } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { containsPattern } from '../../shared/sql/like-pattern';
import { printed, type PrintedDocument } from '../queries/invoices.queries';
import type { InvoiceRegisterFilters, ListInvoiceRegisterRequest, RegisterKind } from './invoice-register.requests';
import type {
  InvoiceRegisterPageResponse,
  RegisterCurrencyTotalsResponse,
  RegisterDocumentResponse,
} from './invoice-register.responses';

type RegisterQuery = SelectQueryBuilder<ReadModelDatabase, 'read_models.invoices', object>;

interface RegisterRow {
  document: InvoiceDocument;
  issued_on: string;
  position: bigint | string;
}

const STORED_KIND: Record<RegisterKind, InvoiceDocument['kind']> = { invoice: 'invoice', credit_note: 'credit-note' };

/** A document as the register lists it, from the document as issued. */
function registerDocumentOf(document: PrintedDocument): RegisterDocumentResponse {
  return {
    document_number: document.documentNumber,
    kind: document.kind === 'credit-note' ? 'credit_note' : 'invoice',
    series: document.series,
    number: document.number,
    issued_on: document.issuedOn,
    issued_at: document.issuedAt,
    order_id: document.orderId,
    order_number: document.orderNumber,
    buyer: { name: document.buyer.name, email: document.buyer.email },
    event_name: { lt: document.eventName.lt, en: document.eventName.en },
    total_cents: Number(document.totalCents),
    currency: document.currency,
    corrects: document.corrects && {
      document_number: document.corrects.documentNumber,
      issued_on: document.corrects.issuedOn,
    },
  };
}

/**
 * The register of invoices and credit notes for finance: the `invoices` read model, in the order of the
 * documents' dates and numbers, narrowed by the dates printed on them. It only reads.
 */
@Injectable()
export class InvoiceRegisterQueries {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async list(request: ListInvoiceRegisterRequest): Promise<InvoiceRegisterPageResponse> {
    const { page, limit } = request;
    const [rows, totals] = await Promise.all([
      this.ordered(this.matchingRows(request))
        .limit(limit)
        .offset((page - 1) * limit)
        .execute() as Promise<RegisterRow[]>,
      this.totals(request),
    ]);
    const total = totals.reduce((sum, currency) => sum + currency.invoices + currency.credit_notes, 0);
    return {
      data: rows.map((row) => registerDocumentOf(printed(row.document))),
      pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
      totals,
    };
  }

  /** How many documents the filters match. */
  async count(filters: InvoiceRegisterFilters): Promise<number> {
    const row = (await this.matchingRows(filters)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow()) as { total: string | bigint };
    return Number(row.total);
  }

  /**
   * Every document the filters match, in the register's order, in chunks read one after another from
   * where the last ended (not by offset), so a year of documents neither sits in memory nor shifts
   * under a document issued meanwhile.
   */
  async *matching(filters: InvoiceRegisterFilters, chunk: number): AsyncGenerator<PrintedDocument[]> {
    let after: RegisterRow | undefined;
    for (;;) {
      let query = this.matchingRows(filters);
      if (after) {
        const { issued_on, position } = after;
        query = query.where(sql<boolean>`(issued_on, position) > (${issued_on}::date, ${String(position)}::bigint)`);
      }
      const rows = (await this.ordered(query).limit(chunk).execute()) as RegisterRow[];
      if (rows.length === 0) return;
      yield rows.map((row) => printed(row.document));
      if (rows.length < chunk) return;
      after = rows.at(-1);
    }
  }

  /** Per currency, over every matching document: money of two currencies is never added up. */
  private async totals(filters: InvoiceRegisterFilters): Promise<RegisterCurrencyTotalsResponse[]> {
    const rows = (await this.matchingRows(filters)
      .select(['currency', 'kind'])
      .select((eb) => [eb.fn.countAll<string>().as('documents'), eb.fn.sum<string>('total_cents').as('cents')])
      .groupBy(['currency', 'kind'])
      .orderBy('currency')
      .execute()) as { currency: string; kind: InvoiceDocument['kind']; documents: string; cents: string }[];
    const byCurrency = new Map<string, RegisterCurrencyTotalsResponse>();
    for (const row of rows) {
      const totals = byCurrency.get(row.currency) ?? {
        currency: row.currency,
        invoices: 0,
        invoiced_cents: 0,
        credit_notes: 0,
        credited_cents: 0,
        balance_cents: 0,
      };
      if (row.kind === 'credit-note') {
        totals.credit_notes = Number(row.documents);
        totals.credited_cents = Number(row.cents);
      } else {
        totals.invoices = Number(row.documents);
        totals.invoiced_cents = Number(row.cents);
      }
      totals.balance_cents = totals.invoiced_cents + totals.credited_cents;
      byCurrency.set(row.currency, totals);
    }
    return [...byCurrency.values()];
  }

  private ordered(query: RegisterQuery): RegisterQuery {
    return query
      .select(['document', 'position'])
      .select(sql<string>`issued_on::text`.as('issued_on'))
      .orderBy('issued_on')
      .orderBy('position');
  }

  private matchingRows(filters: InvoiceRegisterFilters): RegisterQuery {
    let query: RegisterQuery = this.database.db.selectFrom('read_models.invoices');
    // The documents' own dates: the shop's calendar day each was issued on, as printed on it.
    if (filters.from) query = query.where('issued_on', '>=', sql<string>`${filters.from}::date`);
    if (filters.to) query = query.where('issued_on', '<=', sql<string>`${filters.to}::date`);
    if (filters.kind) query = query.where('kind', '=', STORED_KIND[filters.kind]);
    if (filters.series) query = query.where('series', '=', filters.series.toUpperCase());
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      query = query.where((eb) =>
        eb.or([
          eb('document_number', 'ilike', pattern),
          eb('order_number', 'ilike', pattern),
          eb('buyer_name', 'ilike', pattern),
          eb('buyer_email', 'ilike', pattern),
        ]),
      );
    }
    return query;
  }
}
