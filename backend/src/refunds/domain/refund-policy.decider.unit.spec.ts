import type { RefundPolicyEvent } from '@ticketshop/projections';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import {
  DEFAULT_REFUND_POLICY,
  decide,
  evolve,
  initialRefundPolicyState,
  isoWeekOf,
  usageAt,
  type RefundPolicyCommand,
} from './refund-policy.decider';

const given = (events: RefundPolicyEvent[]) => events.reduce(evolve, initialRefundPolicyState);
const policy = (change: Partial<typeof DEFAULT_REFUND_POLICY>): RefundPolicyEvent => ({
  type: 'RefundPolicyChanged',
  data: { ...DEFAULT_REFUND_POLICY, ...change },
});
const counted = (refundRequestId: string, amountCents: number, vilniusDay: string): RefundPolicyEvent => ({
  type: 'RefundApprovalCounted',
  data: { refundRequestId, amountCents, vilniusDay, vilniusWeek: isoWeekOf(vilniusDay) },
});
const count = (refundRequestId: string, amountCents: number, now: string): RefundPolicyCommand => ({
  type: 'CountApproval',
  data: { refundRequestId, amountCents, now },
});
const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('expected a refusal');
};

describe('refund policy decider', () => {
  it('given no policy ever set, then the defaults hold: 10,000.00 a day, 20 a day, 100 a week, no self-approval', () => {
    expect(given([]).policy).toEqual({
      dailyAmountCents: 1_000_000,
      dailyCount: 20,
      weeklyCount: 100,
      selfApprovalAllowed: false,
    });
  });

  it('given room under every limit, when an approval is counted, then its Vilnius day and ISO week are recorded', () => {
    // 23:30 UTC on Sunday 29 November is already Monday 30 November in Vilnius: the next ISO week.
    expect(decide(count('r1', 5_000, '2026-11-29T23:30:00Z'), given([]))).toEqual([
      {
        type: 'RefundApprovalCounted',
        data: { refundRequestId: 'r1', amountCents: 5_000, vilniusDay: '2026-11-30', vilniusWeek: '2026-W49' },
      },
    ]);
  });

  it('given an approval already counted, when it is counted again, then nothing more is used', () => {
    expect(decide(count('r1', 5_000, '2026-11-25T10:00:00Z'), given([counted('r1', 5_000, '2026-11-25')]))).toEqual([]);
  });

  it('given the day amount nearly used, when an approval would pass it, then it is refused naming the limit and usage', () => {
    const state = given([policy({ dailyAmountCents: 10_000 }), counted('r1', 9_000, '2026-11-25')]);
    const error = refusal(() => decide(count('r2', 1_001, '2026-11-25T12:00:00Z'), state));
    expect(error.code).toBe('refund-policy.daily-amount-exceeded');
    expect(error.messages.en).toContain('90.00 of 100.00');
    expect(error.messages.lt).toContain('90.00 iš 100.00');
    expect(decide(count('r2', 1_000, '2026-11-25T12:00:00Z'), state)).toHaveLength(1);
  });

  it('given the day amount used yesterday in Vilnius, when approving today, then the day starts afresh', () => {
    const state = given([policy({ dailyAmountCents: 10_000 }), counted('r1', 10_000, '2026-11-24')]);
    expect(decide(count('r2', 10_000, '2026-11-24T22:30:00Z'), state)).toHaveLength(1);
  });

  it('given the day count reached, when one more is approved, then it is refused', () => {
    const state = given([policy({ dailyCount: 2 }), counted('r1', 1, '2026-11-25'), counted('r2', 1, '2026-11-25')]);
    expect(refusal(() => decide(count('r3', 1, '2026-11-25T09:00:00Z'), state)).code).toBe(
      'refund-policy.daily-count-exceeded',
    );
  });

  it('given the week count reached on other days of the ISO week, when one more is approved, then it is refused', () => {
    const state = given([policy({ weeklyCount: 2 }), counted('r1', 1, '2026-11-23'), counted('r2', 1, '2026-11-24')]);
    const error = refusal(() => decide(count('r3', 1, '2026-11-29T09:00:00Z'), state));
    expect(error.code).toBe('refund-policy.weekly-count-exceeded');
    expect(error.details).toMatchObject({ limit: 'weekly_count', currentUsage: 2 });
    expect(decide(count('r3', 1, '2026-11-30T09:00:00Z'), state)).toHaveLength(1);
  });

  it('given counted approvals, then the usage of a time is its Vilnius day and week', () => {
    const state = given([counted('r1', 700, '2026-11-25'), counted('r2', 300, '2026-11-26')]);
    expect(usageAt(state, '2026-11-26T08:00:00Z')).toEqual({ amountCents: 300, count: 1, weekCount: 2 });
  });

  it('given an admin, when the policy is changed, then it is refused; a super admin changes it', () => {
    const change = (changedByRole: 'admin' | 'super_admin'): RefundPolicyCommand => ({
      type: 'ChangeRefundPolicy',
      data: { dailyAmountCents: 500, dailyCount: 1, weeklyCount: 2, selfApprovalAllowed: true, changedByRole },
    });
    expect(refusal(() => decide(change('admin'), given([]))).code).toBe('refund-policy.super-admin-only');
    const events = decide(change('super_admin'), given([]));
    expect(events).toEqual([
      {
        type: 'RefundPolicyChanged',
        data: { dailyAmountCents: 500, dailyCount: 1, weeklyCount: 2, selfApprovalAllowed: true },
      },
    ]);
    expect(given(events).policy.selfApprovalAllowed).toBe(true);
  });

  it.each([
    ['2026-01-01', '2026-W01'],
    ['2027-01-01', '2026-W53'],
    ['2024-12-30', '2025-W01'],
  ])('given the day %s, then its ISO week is %s', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });
});
