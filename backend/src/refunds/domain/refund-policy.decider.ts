/**
 * The limits on refunds, on one stream (`refund-policy`). Every approval, and every admin's refund of
 * one order, first takes its share of the limits here, appended with the stream's expected revision:
 * of two racing past a limit, the second append meets the first and is decided again, so at most one
 * passes. A refund that returned nothing gives its share back, so usage is money actually returned.
 * Pure: the time comes in with the command.
 */
import { DEFAULT_SINGLE_REFUND_MAX_CENTS, type RefundPolicyEvent, type UserRole } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import { vilniusDate } from '../../shared/time/vilnius-time';
import { refundErrors } from './refunds.errors';

export interface RefundPolicy {
  dailyAmountCents: number;
  dailyCount: number;
  weeklyCount: number;
  selfApprovalAllowed: boolean;
  /** The most one admin refunds of an order at once; more becomes a request for a second admin. */
  singleRefundMaxCents: number;
}

/** The limits before a super admin ever set them: generous enough for a cancelled event, not for a mistake. */
export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  dailyAmountCents: 1_000_000,
  dailyCount: 20,
  weeklyCount: 100,
  selfApprovalAllowed: false,
  singleRefundMaxCents: DEFAULT_SINGLE_REFUND_MAX_CENTS,
};

/** Why an admin's refund of one order needs a second admin: the limit it would pass. */
export type SecondAdminReason = 'single_refund_max' | 'daily_amount' | 'daily_count' | 'weekly_count';

interface CountedOn {
  vilniusDay: string;
  vilniusWeek: string;
}

export interface RefundPolicyState {
  policy: RefundPolicy;
  /** Requests whose approval was counted, and when: counting one again counts nothing. */
  counted: ReadonlyMap<string, CountedOn>;
  /** Single-order refunds counted, by refund id; `returned` once they gave their share back. */
  singles: ReadonlyMap<string, CountedOn & { amountCents: number; returned: boolean }>;
  /** Refunds of requests' orders (by refund id) that gave their share back. */
  returned: ReadonlySet<string>;
  /** Per Vilnius day (YYYY-MM-DD): cents and approvals. */
  days: ReadonlyMap<string, { amountCents: number; count: number }>;
  /** Per ISO week in Vilnius (YYYY-Www): approvals. */
  weeks: ReadonlyMap<string, number>;
}

export type RefundPolicyCommand =
  | {
      type: 'ChangeRefundPolicy';
      /** `singleRefundMaxCents` null: kept as the stream has it when the change is decided. */
      data: Omit<RefundPolicy, 'singleRefundMaxCents'> & {
        singleRefundMaxCents: number | null;
        changedByRole: UserRole;
      };
    }
  | { type: 'CountApproval'; data: { refundRequestId: string; amountCents: number; now: string } }
  | { type: 'CountSingleRefund'; data: { orderId: string; refundId: string; amountCents: number; now: string } }
  | {
      type: 'ReturnUsage';
      /** `amountCents`: the order's share of its request; a single-order refund gives back what it counted. */
      data: { orderId: string; refundId: string; refundRequestId: string | null; amountCents: number };
    };

const initialRefundPolicyState: RefundPolicyState = {
  policy: DEFAULT_REFUND_POLICY,
  counted: new Map(),
  singles: new Map(),
  returned: new Set(),
  days: new Map(),
  weeks: new Map(),
};

/** The ISO 8601 week (`YYYY-Www`) of a calendar day: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** What the limits have taken on the Vilnius day and week of `now`. */
export function usageAt(
  state: RefundPolicyState,
  now: string,
): { amountCents: number; count: number; weekCount: number } {
  const day = vilniusDate(now);
  const today = state.days.get(day) ?? { amountCents: 0, count: 0 };
  return { ...today, weekCount: state.weeks.get(isoWeekOf(day)) ?? 0 };
}

/**
 * Whether one admin may refund this amount of one order now, alone: not above the single-refund amount
 * and within every limit of the day and week. Otherwise the limit it would pass; the refund then becomes
 * a request for a second admin (docs/money.md "One refund policy").
 */
export function secondAdminNeeded(
  state: RefundPolicyState,
  amountCents: number,
  now: string,
): SecondAdminReason | null {
  const { policy } = state;
  const used = usageAt(state, now);
  if (amountCents > policy.singleRefundMaxCents) return 'single_refund_max';
  if (used.amountCents + amountCents > policy.dailyAmountCents) return 'daily_amount';
  if (used.count + 1 > policy.dailyCount) return 'daily_count';
  if (used.weekCount + 1 > policy.weeklyCount) return 'weekly_count';
  return null;
}

const countedOn = (now: string): CountedOn => {
  const vilniusDay = vilniusDate(now);
  return { vilniusDay, vilniusWeek: isoWeekOf(vilniusDay) };
};

export function decide(command: RefundPolicyCommand, state: RefundPolicyState): RefundPolicyEvent[] {
  switch (command.type) {
    case 'ChangeRefundPolicy': {
      const { changedByRole, singleRefundMaxCents, ...limits } = command.data;
      if (changedByRole !== 'super_admin') throw refundErrors.superAdminOnly();
      // Resolved here, on the revision the change is appended at, so a concurrent change of it is kept.
      const policy: RefundPolicy = {
        ...limits,
        singleRefundMaxCents: singleRefundMaxCents ?? state.policy.singleRefundMaxCents,
      };
      return [{ type: 'RefundPolicyChanged', data: policy }];
    }
    case 'CountApproval': {
      const { refundRequestId, amountCents, now } = command.data;
      if (state.counted.has(refundRequestId)) return [];
      const { policy } = state;
      const used = usageAt(state, now);
      if (used.amountCents + amountCents > policy.dailyAmountCents) {
        throw refundErrors.dailyAmountExceeded(used.amountCents, policy.dailyAmountCents, amountCents);
      }
      if (used.count + 1 > policy.dailyCount) throw refundErrors.dailyCountExceeded(used.count, policy.dailyCount);
      if (used.weekCount + 1 > policy.weeklyCount) {
        throw refundErrors.weeklyCountExceeded(used.weekCount, policy.weeklyCount);
      }
      return [{ type: 'RefundApprovalCounted', data: { refundRequestId, amountCents, ...countedOn(now) } }];
    }
    case 'CountSingleRefund': {
      const { orderId, refundId, amountCents, now } = command.data;
      // Counted and not given back (a repeated call): nothing more. Given back after a failure and sent
      // again (the admin's retry): the money leaves again, so it counts again.
      const single = state.singles.get(refundId);
      if (single && !single.returned) return [];
      const reason = secondAdminNeeded(state, amountCents, now);
      if (reason !== null) throw refundErrors.secondAdminNeeded(reason);
      return [{ type: 'SingleRefundCounted', data: { orderId, refundId, amountCents, ...countedOn(now) } }];
    }
    case 'ReturnUsage': {
      const { orderId, refundId, refundRequestId } = command.data;
      const single = state.singles.get(refundId);
      // Counted on its own: one admin's refund, or a request's order sent again (a retry counts anew).
      if (single || refundRequestId === null) {
        // Never counted (a refund the system made, or one before this policy) or already given back.
        if (!single || single.returned) return [];
        const { amountCents, vilniusDay, vilniusWeek } = single;
        return [
          {
            type: 'RefundUsageReturned',
            data: { orderId, refundId, refundRequestId, amountCents, vilniusDay, vilniusWeek },
          },
        ];
      }
      const approval = state.counted.get(refundRequestId);
      if (!approval || state.returned.has(refundId) || command.data.amountCents <= 0) return [];
      return [
        {
          type: 'RefundUsageReturned',
          data: { orderId, refundId, refundRequestId, amountCents: command.data.amountCents, ...approval },
        },
      ];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function evolve(state: RefundPolicyState, event: RefundPolicyEvent): RefundPolicyState {
  switch (event.type) {
    case 'RefundPolicyChanged':
      return { ...state, policy: event.data };
    case 'RefundApprovalCounted': {
      const { refundRequestId, vilniusDay, vilniusWeek } = event.data;
      return {
        ...taken(state, event.data, 1),
        counted: new Map([...state.counted, [refundRequestId, { vilniusDay, vilniusWeek }]]),
      };
    }
    case 'SingleRefundCounted': {
      const { refundId, amountCents, vilniusDay, vilniusWeek } = event.data;
      return {
        ...taken(state, event.data, 1),
        singles: new Map([...state.singles, [refundId, { amountCents, vilniusDay, vilniusWeek, returned: false }]]),
      };
    }
    case 'RefundUsageReturned': {
      const { refundId, amountCents } = event.data;
      // Money given back to the day it was counted on; the approval or refund still counts as one decision.
      const after = taken(state, { ...event.data, amountCents: -amountCents }, 0);
      const single = state.singles.get(refundId);
      if (single) return { ...after, singles: new Map([...state.singles, [refundId, { ...single, returned: true }]]) };
      return { ...after, returned: new Set([...state.returned, refundId]) };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Adds an amount (negative: given back) and a number of decisions to a day, and the decisions to its week. */
function taken(
  state: RefundPolicyState,
  { amountCents, vilniusDay, vilniusWeek }: CountedOn & { amountCents: number },
  decisions: number,
): RefundPolicyState {
  const day = state.days.get(vilniusDay) ?? { amountCents: 0, count: 0 };
  return {
    ...state,
    days: new Map([
      ...state.days,
      [vilniusDay, { amountCents: day.amountCents + amountCents, count: day.count + decisions }],
    ]),
    weeks: new Map([...state.weeks, [vilniusWeek, (state.weeks.get(vilniusWeek) ?? 0) + decisions]]),
  };
}

export const refundPolicyDecider: Decider<RefundPolicyState, RefundPolicyCommand, RefundPolicyEvent> = {
  decide,
  evolve,
  initialState: initialRefundPolicyState,
};
