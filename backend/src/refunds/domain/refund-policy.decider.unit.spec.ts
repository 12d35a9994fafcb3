import { eventCatalog, type RefundPolicyEvent } from '@ticketshop/projections';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import {
  DEFAULT_REFUND_POLICY,
  decide,
  isoWeekOf,
  refundPolicyDecider,
  secondAdminNeeded,
  usageAt,
  type RefundPolicyCommand,
} from './refund-policy.decider';

const { given } = givenWhenThen(refundPolicyDecider);
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
const single = (refundId: string, amountCents: number, now: string): RefundPolicyCommand => ({
  type: 'CountSingleRefund',
  data: { orderId: `order-of-${refundId}`, refundId, amountCents, now },
});
const singleCounted = (refundId: string, amountCents: number, vilniusDay: string): RefundPolicyEvent => ({
  type: 'SingleRefundCounted',
  data: { orderId: `order-of-${refundId}`, refundId, amountCents, vilniusDay, vilniusWeek: isoWeekOf(vilniusDay) },
});
const giveBack = (refundId: string, refundRequestId: string | null, amountCents: number): RefundPolicyCommand => ({
  type: 'ReturnUsage',
  data: { orderId: `order-of-${refundId}`, refundId, refundRequestId, amountCents },
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
      singleRefundMaxCents: 50_000,
    });
  });

  it('given limits set before the single-refund amount existed (v1), when read, then they keep the amount the shop starts with', () => {
    const v1 = { dailyAmountCents: 500, dailyCount: 1, weeklyCount: 2, selfApprovalAllowed: true };
    expect(eventCatalog.upcast('RefundPolicyChanged', 1, v1)).toEqual({ ...v1, singleRefundMaxCents: 50_000 });
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
      data: {
        dailyAmountCents: 500,
        dailyCount: 1,
        weeklyCount: 2,
        selfApprovalAllowed: true,
        singleRefundMaxCents: 100,
        changedByRole,
      },
    });
    expect(refusal(() => decide(change('admin'), given([]))).code).toBe('refund-policy.super-admin-only');
    const events = decide(change('super_admin'), given([]));
    expect(events).toEqual([
      {
        type: 'RefundPolicyChanged',
        data: {
          dailyAmountCents: 500,
          dailyCount: 1,
          weeklyCount: 2,
          selfApprovalAllowed: true,
          singleRefundMaxCents: 100,
        },
      },
    ]);
    expect(given(events).policy.selfApprovalAllowed).toBe(true);
  });

  it('given a single-refund amount changed meanwhile, when a change leaves it out, then the stream’s latest is kept', () => {
    const state = given([policy({ singleRefundMaxCents: 20_000 }), policy({ singleRefundMaxCents: 7_500 })]);
    const [changed] = decide(
      {
        type: 'ChangeRefundPolicy',
        data: {
          dailyAmountCents: 900,
          dailyCount: 3,
          weeklyCount: 9,
          selfApprovalAllowed: false,
          singleRefundMaxCents: null,
          changedByRole: 'super_admin',
        },
      },
      state,
    );
    expect(changed?.data).toMatchObject({ dailyAmountCents: 900, singleRefundMaxCents: 7_500 });
  });

  it.each([
    ['2026-01-01', '2026-W01'],
    ['2027-01-01', '2026-W53'],
    ['2024-12-30', '2025-W01'],
  ])('given the day %s, then its ISO week is %s', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });

  describe('one policy for every refund path: an admin refunding one order', () => {
    const tuesday = '2026-11-24T10:00:00Z';

    it('given room under every limit and the single-refund amount, when one admin refunds an order, then it counts as an approval does', () => {
      const state = given([policy({ singleRefundMaxCents: 20_000 })]);
      const events = decide(single('f1', 20_000, tuesday), state);
      expect(events).toEqual([
        {
          type: 'SingleRefundCounted',
          data: {
            orderId: 'order-of-f1',
            refundId: 'f1',
            amountCents: 20_000,
            vilniusDay: '2026-11-24',
            vilniusWeek: '2026-W48',
          },
        },
      ]);
      expect(usageAt(given([policy({ singleRefundMaxCents: 20_000 }), ...events]), tuesday)).toEqual({
        amountCents: 20_000,
        count: 1,
        weekCount: 1,
      });
    });

    it('given the same refund counted, when it is counted again, then nothing more is used', () => {
      expect(decide(single('f1', 500, tuesday), given([singleCounted('f1', 500, '2026-11-24')]))).toEqual([]);
    });

    it('given a refund above the single-refund amount, then a second admin is needed, whatever room the day has', () => {
      const state = given([policy({ singleRefundMaxCents: 10_000 })]);
      expect(secondAdminNeeded(state, 10_001, tuesday)).toBe('single_refund_max');
      const error = refusal(() => decide(single('f1', 10_001, tuesday), state));
      expect(error.code).toBe('refund-policy.second-admin-needed');
      expect(error.details).toEqual({ reason: 'single_refund_max' });
      expect(error.messages.lt).toContain('kitas administratorius');
    });

    it("given the day's amount used up by approvals, when one admin refunds even a little, then a second admin is needed", () => {
      const state = given([policy({ dailyAmountCents: 10_000 }), counted('r1', 10_000, '2026-11-24')]);
      expect(secondAdminNeeded(state, 1, tuesday)).toBe('daily_amount');
      expect(refusal(() => decide(single('f1', 1, tuesday), state)).details).toEqual({ reason: 'daily_amount' });
    });

    it('given single refunds used the day, when a request is approved, then they count against it too', () => {
      const state = given([policy({ dailyAmountCents: 10_000 }), singleCounted('f1', 9_000, '2026-11-24')]);
      expect(refusal(() => decide(count('r1', 1_001, tuesday), state)).code).toBe(
        'refund-policy.daily-amount-exceeded',
      );
    });

    it('given the day count or the week count reached, then a second admin is needed', () => {
      const day = given([policy({ dailyCount: 1 }), counted('r1', 1, '2026-11-24')]);
      expect(secondAdminNeeded(day, 1, tuesday)).toBe('daily_count');
      const week = given([policy({ weeklyCount: 1 }), counted('r1', 1, '2026-11-23')]);
      expect(secondAdminNeeded(week, 1, tuesday)).toBe('weekly_count');
    });
  });

  describe('usage is money actually returned', () => {
    const later = '2026-11-25T09:00:00Z';

    it("given a request's order whose refund failed, when its share is given back, then the approval's day is lowered by it", () => {
      const state = given([counted('r1', 45_000, '2026-11-24')]);
      const events = decide(giveBack('x1', 'r1', 22_500), state);
      expect(events).toEqual([
        {
          type: 'RefundUsageReturned',
          data: {
            orderId: 'order-of-x1',
            refundId: 'x1',
            refundRequestId: 'r1',
            amountCents: 22_500,
            vilniusDay: '2026-11-24',
            vilniusWeek: '2026-W48',
          },
        },
      ]);
      // Given back a day later, to the day it was counted on; the approval still counts as one.
      const after = given([counted('r1', 45_000, '2026-11-24'), ...events]);
      expect(usageAt(after, '2026-11-24T12:00:00Z')).toEqual({ amountCents: 22_500, count: 1, weekCount: 1 });
      expect(usageAt(after, later)).toEqual({ amountCents: 0, count: 0, weekCount: 1 });
      expect(decide(giveBack('x1', 'r1', 22_500), after)).toEqual([]);
    });

    it('given a single-order refund that failed, when given back, then what it counted comes back once', () => {
      const state = given([singleCounted('f1', 3_000, '2026-11-24')]);
      const events = decide(giveBack('f1', null, 999), state);
      expect(events).toMatchObject([
        { type: 'RefundUsageReturned', data: { amountCents: 3_000, refundRequestId: null } },
      ]);
      const after = given([singleCounted('f1', 3_000, '2026-11-24'), ...events]);
      expect(usageAt(after, '2026-11-24T12:00:00Z').amountCents).toBe(0);
      expect(decide(giveBack('f1', null, 3_000), after)).toEqual([]);
    });

    it('given a single-order refund given back, when the admin sends it again, then it counts again', () => {
      const after = given([
        singleCounted('f1', 3_000, '2026-11-24'),
        ...decide(giveBack('f1', null, 3_000), given([singleCounted('f1', 3_000, '2026-11-24')])),
      ]);
      expect(decide(single('f1', 3_000, later), after)).toMatchObject([
        { type: 'SingleRefundCounted', data: { amountCents: 3_000, vilniusDay: '2026-11-25' } },
      ]);
    });

    it("given a request's order retried after it gave its share back, when the retry fails too, then the retry's count comes back", () => {
      const events = [counted('r1', 2_500, '2026-11-24'), singleCounted('x2', 2_500, '2026-11-25')];
      const giveBackRetry = decide(giveBack('x2', 'r1', 2_500), given(events));
      expect(giveBackRetry).toMatchObject([
        { type: 'RefundUsageReturned', data: { refundId: 'x2', refundRequestId: 'r1', vilniusDay: '2026-11-25' } },
      ]);
      expect(usageAt(given([...events, ...giveBackRetry]), later).amountCents).toBe(0);
      expect(decide(giveBack('x2', 'r1', 2_500), given([...events, ...giveBackRetry]))).toEqual([]);
    });

    it('given a refund never counted (made by the system, or before this policy), when it fails, then nothing is given back', () => {
      expect(decide(giveBack('f9', null, 3_000), given([]))).toEqual([]);
      expect(decide(giveBack('x9', 'r9', 3_000), given([]))).toEqual([]);
    });
  });
});
