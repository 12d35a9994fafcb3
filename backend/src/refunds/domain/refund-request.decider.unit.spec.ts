import type { Actor } from '@ticketshop/projections';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import {
  decide,
  evolve,
  initialRefundRequestState,
  refundIdFor,
  type RecordedRefundRequestEvent,
  type RefundRequestCommand,
  type RefundRequestState,
} from './refund-request.decider';

const REQUEST = 'b7f0a3c2-1d4e-4f5a-8b6c-7d8e9f0a1b2c';
const requester: Actor = { kind: 'user', userId: 'admin-1', role: 'admin' };
const approver: Actor = { kind: 'user', userId: 'admin-2', role: 'admin' };
const system: Actor = { kind: 'system', name: 'refund-requests' };

const submit: RefundRequestCommand = {
  type: 'SubmitRefundRequest',
  data: {
    refundRequestId: REQUEST,
    catalogEventId: 'event-1',
    refundType: 'event_cancelled',
    orders: [
      { orderId: 'o1', amountCents: 2_000, currency: 'EUR' },
      { orderId: 'o2', amountCents: 3_000, currency: 'EUR' },
    ],
    reason: 'Concert cancelled',
    notifyCustomers: true,
  },
};
const approve = (by: Actor, selfApprovalAllowed = false): RefundRequestCommand => ({
  type: 'ApproveRefundRequest',
  data: { refundRequestId: REQUEST, approver: by, approvalNotes: 'ok', selfApprovalAllowed },
});
const refunded = (orderId: string, refundId = refundIdFor(REQUEST, orderId, 1)): RefundRequestCommand => ({
  type: 'RecordOrderRefunded',
  data: { refundRequestId: REQUEST, orderId, refundId },
});
const failed = (orderId: string, refundId = refundIdFor(REQUEST, orderId, 1)): RefundRequestCommand => ({
  type: 'RecordOrderFailed',
  data: { refundRequestId: REQUEST, orderId, refundId, error: 'card closed' },
});
const retry: RefundRequestCommand = { type: 'RetryFailedOrders', data: { refundRequestId: REQUEST } };

/** Decides the commands one after the other, each by its actor, as the stream would record them. */
function run(commands: [RefundRequestCommand, Actor][]): RefundRequestState {
  return commands.reduce((state, [command, actor]) => {
    const events = decide(command, state);
    return events.reduce(
      (next, event) => evolve(next, { ...event, metadata: { actor } } as RecordedRefundRequestEvent),
      state,
    );
  }, initialRefundRequestState);
}
const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('expected a refusal');
};

describe('refund request decider', () => {
  it('given nothing, when submitted, then the total is the sum of the orders and it awaits a decision', () => {
    const events = decide(submit, initialRefundRequestState);
    expect(events).toEqual([{ type: 'RefundRequestSubmitted', data: { ...submit.data, totalAmountCents: 5_000 } }]);
    expect(run([[submit, requester]])).toMatchObject({ status: 'pending', requestedBy: requester });
  });

  it('given no orders or an order with nothing to refund, when submitted, then it is refused', () => {
    const none = { ...submit, data: { ...submit.data, orders: [] } };
    expect(refusal(() => decide(none, initialRefundRequestState)).code).toBe('refund-request.no-orders');
    const zero = {
      ...submit,
      data: { ...submit.data, orders: [{ orderId: 'o1', amountCents: 0, currency: 'EUR' as const }] },
    };
    expect(refusal(() => decide(zero, initialRefundRequestState)).code).toBe('refund-request.nothing-to-refund');
  });

  it('given a pending request, when its requester approves, then four eyes refuse it', () => {
    const state = run([[submit, requester]]);
    expect(refusal(() => decide(approve(requester), state)).code).toBe('refund-request.own-request');
  });

  it('given self-approval allowed, when the requester approves, then it passes and says selfApproved', () => {
    const state = run([[submit, requester]]);
    expect(decide(approve(requester, true), state)).toEqual([
      { type: 'RefundRequestApproved', data: { refundRequestId: REQUEST, approvalNotes: 'ok', selfApproved: true } },
    ]);
  });

  it('given a pending request, when another admin approves, then it is approved, not self-approved', () => {
    const state = run([[submit, requester]]);
    expect(decide(approve(approver), state)).toEqual([
      { type: 'RefundRequestApproved', data: { refundRequestId: REQUEST, approvalNotes: 'ok', selfApproved: false } },
    ]);
  });

  it('given a decided request, when approved or rejected again, then it is refused', () => {
    const reject: RefundRequestCommand = {
      type: 'RejectRefundRequest',
      data: { refundRequestId: REQUEST, reason: 'no' },
    };
    const rejected = run([
      [submit, requester],
      [reject, approver],
    ]);
    expect(rejected.status).toBe('rejected');
    expect(refusal(() => decide(approve(approver), rejected)).code).toBe('refund-request.not-pending');
    const approved = run([
      [submit, requester],
      [approve(approver), approver],
    ]);
    expect(refusal(() => decide(reject, approved)).code).toBe('refund-request.not-pending');
  });

  it('given no request, when approved, then it is not found', () => {
    expect(refusal(() => decide(approve(approver), initialRefundRequestState)).code).toBe('refund-request.not-found');
  });

  it('given an approved request, when every order is refunded, then it completes; an outcome repeated changes nothing', () => {
    const state = run([
      [submit, requester],
      [approve(approver), approver],
      [refunded('o1'), system],
    ]);
    expect(decide(refunded('o1'), state)).toEqual([]);
    expect(decide(refunded('o2'), state).map((event) => event.type)).toEqual([
      'RefundRequestOrderRefunded',
      'RefundRequestCompleted',
    ]);
  });

  it('given an order failed, when the rest end, then the request fails; retrying asks again under a new refund id', () => {
    const state = run([
      [submit, requester],
      [approve(approver), approver],
      [failed('o1'), system],
      [refunded('o2'), system],
    ]);
    expect(state.status).toBe('failed');
    const retried = decide(retry, state);
    expect(retried).toEqual([
      {
        type: 'RefundRequestOrderRetried',
        data: { refundRequestId: REQUEST, orderId: 'o1', refundId: refundIdFor(REQUEST, 'o1', 2) },
      },
    ]);
    const again = run([
      [submit, requester],
      [approve(approver), approver],
      [failed('o1'), system],
      [refunded('o2'), system],
      [retry, approver],
    ]);
    expect(again.status).toBe('approved');
    // The first attempt's late answer is not this attempt's.
    expect(decide(refunded('o1'), again)).toEqual([]);
    expect(decide(refunded('o1', refundIdFor(REQUEST, 'o1', 2)), again).map((event) => event.type)).toEqual([
      'RefundRequestOrderRefunded',
      'RefundRequestCompleted',
    ]);
  });

  it('given no failed order, when retried, then it is refused', () => {
    const state = run([
      [submit, requester],
      [approve(approver), approver],
    ]);
    expect(refusal(() => decide(retry, state)).code).toBe('refund-request.nothing-to-retry');
  });

  it('given a pending request, when an outcome arrives, then it is ignored', () => {
    expect(decide(refunded('o1'), run([[submit, requester]]))).toEqual([]);
  });

  it('given the same request, order and attempt, then the refund id is always the same; another attempt differs', () => {
    expect(refundIdFor(REQUEST, 'o1', 1)).toBe(refundIdFor(REQUEST, 'o1', 1));
    expect(refundIdFor(REQUEST, 'o1', 2)).not.toBe(refundIdFor(REQUEST, 'o1', 1));
    expect(refundIdFor(REQUEST, 'o1', 1)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
