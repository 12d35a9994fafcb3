import { Inject, Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import type { Actor, Database, RefundRequestsTable } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { vilniusDate } from '../../shared/time/vilnius-time';
import { DEFAULT_REFUND_POLICY, isoWeekOf } from '../domain/refund-policy.decider';
import type { RefundActorResponse, RefundLimitsResponse, RefundRequestResponse } from '../http/refunds.responses';
import { majorFromCents } from '../../shared/money/money';

const iso = (value: Date | string) => new Date(value).toISOString();
// An event's requests: a handful in practice; the bound only stops a runaway list.
const REQUESTS_LIMIT = 500;

type StoredRequest = Selectable<RefundRequestsTable>;

/**
 * An order's own refusal is recorded as the shop's code (`order.refund-too-large`), which the screen
 * words in its language; requests failed before that hold the English text, read back as its code.
 * A provider's reason is its own text and has no code.
 */
const LEGACY_REFUSALS: Record<string, string> = {
  'Nothing is left to refund on this order': 'order.refund-too-large',
  'Only a paid order can be refunded': 'order.not-refundable',
};
function refusalCodeOf(error: string | null): string | null {
  if (error === null) return null;
  if (/^order\.[a-z-]+$/.test(error)) return error;
  if (error.startsWith('At most ') && error.endsWith(' can be refunded')) return 'order.refund-too-large';
  return LEGACY_REFUSALS[error] ?? null;
}

/** The back-office's reads of refund requests and limits, from the refunds read models. */
@Injectable()
export class RefundsQueries {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async ofEvent(catalogEventId: string): Promise<RefundRequestResponse[]> {
    const rows = await this.database.db
      .selectFrom('read_models.refund_requests')
      .selectAll()
      .where('catalog_event_id', '=', catalogEventId)
      .orderBy('requested_at', 'desc')
      .limit(REQUESTS_LIMIT)
      .execute();
    return this.responses(rows);
  }

  async get(refundRequestId: string): Promise<RefundRequestResponse | undefined> {
    const rows = await this.database.db
      .selectFrom('read_models.refund_requests')
      .selectAll()
      .where('id', '=', refundRequestId)
      .execute();
    return (await this.responses(rows))[0];
  }

  /**
   * The open requests (pending, or approved with the order still waiting) that hold any of these
   * orders: a new request, or a single-order refund, never takes an order one of them holds.
   */
  async openRequestsOf(orderIds: readonly string[]): Promise<Map<string, string>> {
    const held = new Map<string, string>();
    if (orderIds.length === 0) return held;
    const rows = await sql<{ id: string; order_id: string }>`
      select r.id, o->>'orderId' as order_id
        from read_models.refund_requests r, jsonb_array_elements(r.orders) o
       where r.status in ('pending', 'approved') and o->>'state' = 'waiting'
         and o->>'orderId' in (${sql.join([...orderIds])})`.execute(this.database.db);
    for (const row of rows.rows) held.set(row.order_id, row.id);
    return held;
  }

  /** The limits and what today (Vilnius) and this ISO week have used of them. */
  async limits(now: Date): Promise<RefundLimitsResponse> {
    const policy = await this.database.db.selectFrom('read_models.refund_policy').selectAll().executeTakeFirst();
    const day = vilniusDate(now.toISOString());
    // Approvals, single-order refunds (one decision each) and money given back by refunds that returned
    // nothing (no decision): the same sums the policy stream decides on.
    const usage = await sql<{ day_amount: string | null; day_count: string | null; week_count: string | null }>`
      select sum(amount_cents) filter (where vilnius_day = ${day}) as day_amount,
             sum(counts) filter (where vilnius_day = ${day}) as day_count,
             sum(counts) as week_count
        from (select amount_cents, 1 as counts, vilnius_day, vilnius_week from read_models.refund_policy_usage
              union all
              select amount_cents, counts, vilnius_day, vilnius_week from read_models.refund_usage_entries) as used
       where vilnius_week = ${isoWeekOf(day)}`.execute(this.database.db);
    const used = usage.rows[0];
    const dailyAmountCents = policy ? Number(policy.daily_amount_cents) : DEFAULT_REFUND_POLICY.dailyAmountCents;
    return {
      limits: [
        {
          limit_type: 'daily_amount',
          limit_value: majorFromCents(dailyAmountCents),
          current_usage: majorFromCents(used?.day_amount ?? 0),
        },
        {
          limit_type: 'daily_count',
          limit_value: policy?.daily_count ?? DEFAULT_REFUND_POLICY.dailyCount,
          current_usage: Number(used?.day_count ?? 0),
        },
        {
          limit_type: 'weekly_count',
          limit_value: policy?.weekly_count ?? DEFAULT_REFUND_POLICY.weeklyCount,
          current_usage: Number(used?.week_count ?? 0),
        },
      ],
      self_approval_allowed: policy?.self_approval_allowed ?? DEFAULT_REFUND_POLICY.selfApprovalAllowed,
      single_refund_max: majorFromCents(
        policy ? policy.single_refund_max_cents : DEFAULT_REFUND_POLICY.singleRefundMaxCents,
      ),
    };
  }

  private async responses(rows: StoredRequest[]): Promise<RefundRequestResponse[]> {
    const actors = rows.flatMap((row) => [row.requested_by, row.approval?.actor, row.rejection?.actor]);
    const names = await this.userNames(actors);
    const actor = (who: Actor): RefundActorResponse =>
      who.kind === 'user'
        ? { kind: 'user', id: who.userId, name: names.get(who.userId) ?? '', role: who.role }
        : { kind: 'system', id: who.name, name: who.name, role: null };
    const decision = (made: RefundRequestsTable['approval']) =>
      made && { by: actor(made.actor), at: iso(made.at), text: made.text };
    return rows.map((row) => ({
      id: row.id,
      catalog_event_id: row.catalog_event_id,
      refund_type: row.refund_type,
      status: row.status,
      reason: row.reason,
      notify_customers: row.notify_customers,
      total_amount: majorFromCents(row.total_amount_cents),
      currency: row.currency,
      orders_count: row.orders.length,
      progress: {
        refunded: row.orders.filter((order) => order.state === 'refunded').length,
        failed: row.orders.filter((order) => order.state === 'failed').length,
        waiting: row.orders.filter((order) => order.state === 'waiting').length,
      },
      orders: row.orders.map((order) => ({
        order_id: order.orderId,
        amount: majorFromCents(order.amountCents),
        currency: order.currency,
        attempt: order.attempt,
        refund_id: order.refundId,
        state: order.state,
        error: order.error,
        error_code: refusalCodeOf(order.error),
      })),
      requested_by: actor(row.requested_by),
      requested_at: iso(row.requested_at),
      approval: decision(row.approval),
      self_approved: row.self_approved,
      rejection: decision(row.rejection),
      finished_at: row.finished_at === null ? null : iso(row.finished_at),
    }));
  }

  private async userNames(actors: (Actor | undefined)[]): Promise<Map<string, string>> {
    const ids = [...new Set(actors.flatMap((who) => (who?.kind === 'user' ? [who.userId] : [])))];
    if (ids.length === 0) return new Map();
    const users = await this.database.db
      .selectFrom('read_models.users')
      .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
      .where('id', 'in', ids)
      .execute();
    return new Map(users.map((user) => [user.id, user.name]));
  }
}
