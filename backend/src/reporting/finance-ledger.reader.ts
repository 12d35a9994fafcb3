/**
 * Reads the finance ledger's read model (`read_models.finance_*`) and nothing else, so a report is the
 * log's own answer. Its rows are append-only and carry the position of the event that made them: a
 * figure "as of position P" is the same query filtered by `position <= P`, whatever happened since.
 */
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database, LocalizedText } from '@ticketshop/projections';
import { DATABASE } from '../infrastructure/storage/storage.tokens';
import { ShopSettings } from '../settings/public-api';

export const FINANCE_PROJECTION = 'finance-ledger';

const REVENUE = sql`('sale', 'discount', 'payment_fee')`;
const REVENUE_AND_REFUNDS = sql`('sale', 'discount', 'payment_fee', 'refund')`;

/**
 * Which rows a figure counts: one currency, up to a position, within the days `from`..`to` of the
 * shop's time zone (the settings' `timezone`, Europe/Vilnius unless changed).
 */
export interface LedgerSlice {
  currency: string;
  position: bigint;
  from: string;
  to: string;
}

export type SeriesUnit = 'day' | 'week' | 'month';

export interface BucketFigures {
  /** `YYYY-MM` for months, `YYYY-MM-DD` for days and for weeks (their Monday). */
  bucket: string;
  grossCents: number;
  refundsCents: number;
  orders: number;
  tickets: number;
}

export interface CurrencyFigures extends Omit<BucketFigures, 'bucket'> {
  currency: string;
}

export interface EventFigures {
  catalogEventId: string;
  netCents: number;
  tickets: number;
}

export interface EventNaming {
  name: LocalizedText;
  category: string;
}

const startOf = (day: string, zone: string) => sql`(${day}::date::timestamp at time zone ${zone})`;
const endOf = (day: string, zone: string) => sql`((${day}::date + 1)::timestamp at time zone ${zone})`;

@Injectable()
export class FinanceLedgerReader {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly settings: ShopSettings,
  ) {}

  /** The zone days, months and as-of moments are read in: the shop's, as it is at the call. */
  get timeZone(): string {
    return this.settings.current().system.timezone;
  }

  /** The currency the shop prices and is paid in (the settings' `currency`): listed first, always. */
  get shopCurrency(): string {
    return this.settings.current().system.currency;
  }

  private get db() {
    return this.database.db;
  }

  /** The last log position the ledger has taken in: what a report without as-of is computed at. */
  async checkpoint(): Promise<bigint> {
    const result = await sql<{ position: string | null }>`
      select c.position::text as position from projections p
      join projection_checkpoints c on c.schema_name = p.active_schema
      where p.name = ${FINANCE_PROJECTION}`.execute(this.db);
    return BigInt(result.rows[0]?.position ?? 0);
  }

  /**
   * The position a report asked "as of" a moment in the shop's zone or a log position is computed at; without
   * either, the ledger's checkpoint. A position the ledger has not reached yet is answered at the one it
   * has, and the report says which.
   */
  async asOf(query: { as_of?: string; as_of_position?: string }): Promise<{ position: bigint; moment: Date | null }> {
    const checkpoint = await this.checkpoint();
    if (query.as_of !== undefined) {
      const moment = await this.instantOf(query.as_of);
      return { position: await this.positionAt(moment, checkpoint), moment };
    }
    if (query.as_of_position !== undefined) {
      const asked = BigInt(query.as_of_position);
      return { position: asked < checkpoint ? asked : checkpoint, moment: null };
    }
    return { position: checkpoint, moment: null };
  }

  /** The wall-clock time `YYYY-MM-DDTHH:mm` in the shop's zone as the instant it names. */
  async instantOf(localMoment: string): Promise<Date> {
    const result = await sql<{ instant: Date | string }>`
      select (${`${localMoment}:00`}::timestamp at time zone ${this.timeZone}) as instant`.execute(this.db);
    return new Date(result.rows[0]!.instant);
  }

  /** The last position the ledger recorded at or before `moment`, never past `ceiling`. */
  async positionAt(moment: Date, ceiling: bigint): Promise<bigint> {
    const at = moment.toISOString();
    const result = await sql<{ position: string | null }>`
      select greatest(
        (select max(position) from read_models.finance_entries where occurred_at <= ${at}::timestamptz and position <= ${ceiling}),
        (select max(position) from read_models.finance_users where registered_at <= ${at}::timestamptz and position <= ${ceiling}),
        (select max(position) from read_models.finance_catalog_events where occurred_at <= ${at}::timestamptz and position <= ${ceiling})
      )::text as position`.execute(this.db);
    return BigInt(result.rows[0]?.position ?? 0);
  }

  /**
   * When the newest fact at or before `position` happened: the moment exported files are dated with, so
   * the same report made twice (or after a rebuild) has the same bytes. The epoch when nothing is there.
   */
  async momentOf(position: bigint): Promise<Date> {
    const result = await sql<{ moment: Date | string | null }>`
      select greatest(
        (select max(occurred_at) from read_models.finance_entries where position <= ${position}),
        (select max(registered_at) from read_models.finance_users where position <= ${position}),
        (select max(occurred_at) from read_models.finance_catalog_events where position <= ${position})
      ) as moment`.execute(this.db);
    const moment = result.rows[0]?.moment;
    return moment ? new Date(moment) : new Date(0);
  }

  /** Revenue, refunds, paid orders and tickets per month of the shop's zone (or day, or ISO week by its Monday). */
  async series(slice: LedgerSlice, unit: SeriesUnit = 'month'): Promise<BucketFigures[]> {
    const local = sql`(occurred_at at time zone ${this.timeZone})`;
    const bucket =
      unit === 'month'
        ? sql<string>`to_char(${local}, 'YYYY-MM')`
        : unit === 'day'
          ? sql<string>`to_char(${local}, 'YYYY-MM-DD')`
          : sql<string>`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`;
    const result = await sql<{ bucket: string; gross: string; refunds: string; orders: string; tickets: string }>`
      select ${bucket} as bucket,
        coalesce(sum(amount_cents) filter (where kind in ${REVENUE}), 0)::text as gross,
        coalesce(-sum(amount_cents) filter (where kind = 'refund'), 0)::text as refunds,
        coalesce(sum(orders), 0)::text as orders,
        coalesce(sum(tickets) filter (where kind in ${REVENUE_AND_REFUNDS}), 0)::text as tickets
      from read_models.finance_entries
      where ${this.within(slice)}
      group by 1 order by 1`.execute(this.db);
    return result.rows.map((row) => ({
      bucket: row.bucket,
      grossCents: Number(row.gross),
      refundsCents: Number(row.refunds),
      orders: Number(row.orders),
      tickets: Number(row.tickets),
    }));
  }

  /**
   * Revenue, refunds, paid orders and tickets per currency with sales or refunds: of every order up to
   * `position`, or only within the slice's days. Never summed across currencies.
   */
  async currencyTotals(slice: { position: bigint; from?: string; to?: string }): Promise<CurrencyFigures[]> {
    const days =
      slice.from !== undefined && slice.to !== undefined
        ? sql`and occurred_at >= ${startOf(slice.from, this.timeZone)} and occurred_at < ${endOf(slice.to, this.timeZone)}`
        : sql``;
    const result = await sql<{ currency: string; gross: string; refunds: string; orders: string; tickets: string }>`
      select currency,
        coalesce(sum(amount_cents) filter (where kind in ${REVENUE}), 0)::text as gross,
        coalesce(-sum(amount_cents) filter (where kind = 'refund'), 0)::text as refunds,
        coalesce(sum(orders), 0)::text as orders,
        coalesce(sum(tickets) filter (where kind in ${REVENUE_AND_REFUNDS}), 0)::text as tickets
      from read_models.finance_entries
      where position <= ${slice.position} and kind in ${REVENUE_AND_REFUNDS} ${days}
      group by currency`.execute(this.db);
    return result.rows.map((row) => ({
      currency: row.currency,
      grossCents: Number(row.gross),
      refundsCents: Number(row.refunds),
      orders: Number(row.orders),
      tickets: Number(row.tickets),
    }));
  }

  /** Every kind of entry with its sum and count: the whole ledger of the slice, pass-through money too. */
  async kinds(slice: LedgerSlice): Promise<{ kind: string; amountCents: number; entries: number }[]> {
    const result = await sql<{ kind: string; amount: string; entries: string }>`
      select kind, sum(amount_cents)::text as amount, count(*)::text as entries
      from read_models.finance_entries where ${this.within(slice)}
      group by kind order by kind`.execute(this.db);
    return result.rows.map((row) => ({
      kind: row.kind,
      amountCents: Number(row.amount),
      entries: Number(row.entries),
    }));
  }

  /** Net revenue and tickets per catalog event that had any, best first. */
  async events(slice: LedgerSlice): Promise<EventFigures[]> {
    const result = await sql<{ catalog_event_id: string; net: string; tickets: string }>`
      select catalog_event_id, sum(amount_cents)::text as net, sum(tickets)::text as tickets
      from read_models.finance_entries
      where ${this.within(slice)} and kind in ${REVENUE_AND_REFUNDS}
      group by catalog_event_id
      order by sum(amount_cents) desc, catalog_event_id`.execute(this.db);
    return result.rows.map((row) => ({
      catalogEventId: row.catalog_event_id,
      netCents: Number(row.net),
      tickets: Number(row.tickets),
    }));
  }

  /** How many catalog events had sales or refunds within the days, in any currency. */
  async eventsWithSales(slice: Omit<LedgerSlice, 'currency'>): Promise<number> {
    const result = await sql<{ events: string }>`
      select count(distinct catalog_event_id)::text as events from read_models.finance_entries
      where position <= ${slice.position} and kind in ${REVENUE_AND_REFUNDS}
        and occurred_at >= ${startOf(slice.from, this.timeZone)} and occurred_at < ${endOf(slice.to, this.timeZone)}`.execute(
      this.db,
    );
    return Number(result.rows[0]?.events ?? 0);
  }

  /** Each event's name and category as its latest draft or details change at or before `position` set them. */
  async namings(ids: readonly string[], position: bigint): Promise<Map<string, EventNaming>> {
    if (ids.length === 0) return new Map();
    const result = await sql<{ catalog_event_id: string; name: LocalizedText; category: string }>`
      select distinct on (catalog_event_id) catalog_event_id, name, category
      from read_models.finance_catalog_events
      where position <= ${position} and catalog_event_id = any(${[...ids]}::uuid[])
      order by catalog_event_id, position desc`.execute(this.db);
    return new Map(result.rows.map((row) => [row.catalog_event_id, { name: row.name, category: row.category }]));
  }

  /** Registrations per month (in the shop's zone) of the slice, and how many came before it. */
  async registrations(slice: Omit<LedgerSlice, 'currency'>): Promise<{ before: number; months: Map<string, number> }> {
    const at = sql`position <= ${slice.position}`;
    const [before, months] = await Promise.all([
      sql<{ users: string }>`
        select count(*)::text as users from read_models.finance_users
        where ${at} and registered_at < ${startOf(slice.from, this.timeZone)}`.execute(this.db),
      sql<{ month: string; users: string }>`
        select to_char(registered_at at time zone ${this.timeZone}, 'YYYY-MM') as month, count(*)::text as users from read_models.finance_users
        where ${at} and registered_at >= ${startOf(slice.from, this.timeZone)} and registered_at < ${endOf(slice.to, this.timeZone)}
        group by 1`.execute(this.db),
    ]);
    return {
      before: Number(before.rows[0]?.users ?? 0),
      months: new Map(months.rows.map((row) => [row.month, Number(row.users)])),
    };
  }

  private within(slice: LedgerSlice) {
    return sql`currency = ${slice.currency} and position <= ${slice.position}
      and occurred_at >= ${startOf(slice.from, this.timeZone)} and occurred_at < ${endOf(slice.to, this.timeZone)}`;
  }
}
