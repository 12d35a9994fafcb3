/**
 * The limits on approved refunds, on one stream (`refund-policy`). Every approval first takes its share
 * of the limits here, appended with the stream's expected revision: of two approvals racing past a
 * limit, the second append meets the first and is decided again, so at most one passes. Pure: the
 * approval's time comes in with the command.
 */
import type { RefundPolicyEvent, UserRole } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import { vilniusDate } from '../../shared/time/vilnius-time';
import { refundErrors } from './refunds.errors';

export interface RefundPolicy {
  dailyAmountCents: number;
  dailyCount: number;
  weeklyCount: number;
  selfApprovalAllowed: boolean;
}

/** The limits before a super admin ever set them: generous enough for a cancelled event, not for a mistake. */
export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  dailyAmountCents: 1_000_000,
  dailyCount: 20,
  weeklyCount: 100,
  selfApprovalAllowed: false,
};

export interface RefundPolicyState {
  policy: RefundPolicy;
  /** Requests whose approval was counted: counting one again counts nothing. */
  counted: ReadonlySet<string>;
  /** Per Vilnius day (YYYY-MM-DD): cents and approvals. */
  days: ReadonlyMap<string, { amountCents: number; count: number }>;
  /** Per ISO week in Vilnius (YYYY-Www): approvals. */
  weeks: ReadonlyMap<string, number>;
}

export type RefundPolicyCommand =
  | { type: 'ChangeRefundPolicy'; data: RefundPolicy & { changedByRole: UserRole } }
  | { type: 'CountApproval'; data: { refundRequestId: string; amountCents: number; now: string } };

export const initialRefundPolicyState: RefundPolicyState = {
  policy: DEFAULT_REFUND_POLICY,
  counted: new Set(),
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

export function decide(command: RefundPolicyCommand, state: RefundPolicyState): RefundPolicyEvent[] {
  switch (command.type) {
    case 'ChangeRefundPolicy': {
      const { changedByRole, ...policy } = command.data;
      if (changedByRole !== 'super_admin') throw refundErrors.superAdminOnly();
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
      const vilniusDay = vilniusDate(now);
      return [
        {
          type: 'RefundApprovalCounted',
          data: { refundRequestId, amountCents, vilniusDay, vilniusWeek: isoWeekOf(vilniusDay) },
        },
      ];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export function evolve(state: RefundPolicyState, event: RefundPolicyEvent): RefundPolicyState {
  switch (event.type) {
    case 'RefundPolicyChanged':
      return { ...state, policy: event.data };
    case 'RefundApprovalCounted': {
      const { refundRequestId, amountCents, vilniusDay, vilniusWeek } = event.data;
      const day = state.days.get(vilniusDay) ?? { amountCents: 0, count: 0 };
      return {
        ...state,
        counted: new Set([...state.counted, refundRequestId]),
        days: new Map([
          ...state.days,
          [vilniusDay, { amountCents: day.amountCents + amountCents, count: day.count + 1 }],
        ]),
        weeks: new Map([...state.weeks, [vilniusWeek, (state.weeks.get(vilniusWeek) ?? 0) + 1]]),
      };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const refundPolicyDecider: Decider<RefundPolicyState, RefundPolicyCommand, RefundPolicyEvent> = {
  decide,
  evolve,
  initialState: initialRefundPolicyState,
};
