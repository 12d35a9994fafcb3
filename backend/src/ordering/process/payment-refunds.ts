import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BANK_TRANSFER, type RecordedEvent, type RefundReason, orderNumberOf } from '@ticketshop/projections';
import {
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type PaymentProviders,
  type RefundOutcome,
} from '../../payments/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import {
  isSendable,
  type OrderCommand,
  type PlacedOrder,
  type Refund,
  type RefundAttempt,
  type RefundOutcomeData,
} from '../domain/order.decider';
import { OrderStreams } from '../infrastructure/order-streams';
import { reactionMetadata, type Reaction } from '../../shared/process-manager/event-reactor';

const COMMENTS: Readonly<Record<RefundReason, string>> = {
  'seats-gone': 'Seats no longer available',
  'duplicate-payment': 'Duplicate payment',
  admin: 'Refund by the organiser',
  'event-cancelled': 'Event cancelled',
};

/**
 * How long an unanswered attempt is looked up while the provider cannot be reached before it is left
 * to staff: meanwhile the refunds behind it wait (the process handles events in order).
 */
export const LOOKUP_GIVE_UP_MS = 15 * 60_000;

/**
 * Sends every decided refund to the provider that took the money, and records how it went: done,
 * accepted but still processing (`sent`, awaiting the provider), left to staff in the provider's account
 * (`sent`, awaiting the merchant: Paysera, completed by its status-5 callback), or failed with the
 * provider's reason.
 *
 * Money leaves once. Each call to the provider is recorded on the order's stream first
 * (`PaymentRefundAttempted`), and the call is made only by the one whose attempt that record is. Its
 * outcome closes the attempt. A run that finds an attempt still open cannot know whether the call was
 * made or what it did (a crash, an outage or ten revision conflicts came between the call and its
 * record), so it never sends again: it asks the provider what became of that attempt
 * (`lookupRefund`: MakeCommerce lists its refunds, found by the reference written into the comment)
 * and records that, or, where the provider cannot tell, leaves the refund `uncertain` for staff, who
 * check the provider's portal and either record it paid back or send it again. A refund the provider
 * has accepted is never sent again: while it processes, the retries only read the transaction's status.
 */
@Injectable()
export class PaymentRefunds implements Reaction {
  readonly name = 'payment-refunds';
  readonly follows: ReadonlySet<string> = new Set(['PaymentRefundRequested', 'PaymentRefundRetried']);
  private readonly logger = new Logger('Process payment-refunds');
  /** The clock: when attempts start, and how long an unanswered one has waited. Tests set it. */
  now: () => Date = () => new Date();

  constructor(
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly orders: OrderStreams,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const orderId = String(event.data.orderId);
    const refundId = String(event.data.refundId);
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') return;
    const refund = state.refunds.get(refundId);
    if (!refund) return;
    const metadata = (): CommandMetadata =>
      reactionMetadata({ kind: 'system', name: 'payment-refunds' }, event, this.now());
    const decide = (command: OrderCommand) => this.orders.decide(command, metadata());
    const record = (attemptId: string | null, outcome: RefundOutcomeData) =>
      decide({ type: 'RecordRefundOutcome', data: { orderId, refundId, attemptId, ...outcome } });

    // Accepted by the provider: only its status tells when it is done.
    if (refund.state === 'sent' && refund.awaiting === 'provider' && refund.providerRefundId !== null) {
      await this.awaitProvider(refund, (outcome) => record(null, outcome));
      return;
    }
    // Someone's call was not answered on record: ask the provider, never send again.
    if (refund.attempt?.open) {
      await this.settleUnanswered(state, refundId, refund, refund.attempt, decide, record);
      return;
    }
    if (!isSendable(refund)) return;

    const provider = this.providerOf(refund);
    if (!provider) {
      // Nothing is sent anywhere, so there is no attempt to record: staff pay it back by hand.
      await record(null, { outcome: 'sent', providerRefundId: null, awaiting: 'merchant' });
      return;
    }
    const attemptId = randomUUID();
    const started = await decide({
      type: 'StartRefundAttempt',
      data: { orderId, refundId, attemptId, now: this.now().toISOString() },
    });
    const attempt = started.state.status === 'none' ? undefined : started.state.refunds.get(refundId)?.attempt;
    if (attempt?.attemptId !== attemptId || !attempt.open) {
      // Another run recorded its attempt first (or settled the refund): that one alone may call.
      throw new Error(`refund ${refundId} is being sent by another run; looking again later`);
    }
    const outcome = await provider.refund({
      providerTransactionId: refund.payment.providerTransactionId,
      amountCents: refund.payment.amountCents,
      currency: refund.payment.currency,
      comment: `${COMMENTS[refund.reason]}, order ${orderNumberOf(orderId)}, ${attempt.reference}`,
    });
    await this.recordOutcome(refundId, refund, attemptId, outcome, record, decide, orderId);
  }

  /** An attempt whose outcome is not on record: the provider's word, or `uncertain` for staff. */
  private async settleUnanswered(
    state: PlacedOrder,
    refundId: string,
    refund: Refund,
    attempt: RefundAttempt,
    decide: (command: OrderCommand) => Promise<unknown>,
    record: (attemptId: string | null, outcome: RefundOutcomeData) => Promise<unknown>,
  ): Promise<void> {
    const { orderId } = state.order;
    const uncertain = (reason: string) =>
      decide({ type: 'MarkRefundUncertain', data: { orderId, refundId, attemptId: attempt.attemptId, reason } });
    const provider = this.providerOf(refund);
    if (!provider) {
      await uncertain(`provider ${refund.payment.provider} is no longer enabled to ask what became of the refund`);
      return;
    }
    let lookup;
    try {
      lookup = await provider.lookupRefund({
        providerTransactionId: refund.payment.providerTransactionId,
        amountCents: refund.payment.amountCents,
        currency: refund.payment.currency,
        reference: attempt.reference,
        attemptedAt: attempt.attemptedAt,
        knownRefundIds: [...state.refunds.values()]
          .map((other) => other.providerRefundId)
          .filter((id): id is string => id !== null),
      });
    } catch (error) {
      // The provider cannot be asked now. The refunds behind this one wait, so not forever.
      if (this.now().getTime() - Date.parse(attempt.attemptedAt) < LOOKUP_GIVE_UP_MS) throw error;
      await uncertain(`the provider could not be asked what became of the refund: ${(error as Error).message}`);
      return;
    }
    this.logger.warn({
      msg: 'a refund attempt had no recorded outcome; asked the provider',
      orderId,
      refundId,
      attemptId: attempt.attemptId,
      answer: lookup.kind === 'answered' ? lookup.outcome.kind : 'unknown',
    });
    if (lookup.kind === 'unknown') {
      await uncertain(lookup.reason);
      return;
    }
    await this.recordOutcome(refundId, refund, attempt.attemptId, lookup.outcome, record, decide, orderId);
  }

  private async recordOutcome(
    refundId: string,
    refund: Refund,
    attemptId: string,
    outcome: RefundOutcome,
    record: (attemptId: string | null, outcome: RefundOutcomeData) => Promise<unknown>,
    decide: (command: OrderCommand) => Promise<unknown>,
    orderId: string,
  ): Promise<void> {
    switch (outcome.kind) {
      case 'refunded':
        await record(attemptId, { outcome: 'refunded', providerRefundId: outcome.providerRefundId });
        return;
      case 'processing':
        if (outcome.providerRefundId === null) {
          // Accepted, but nothing names the refund to follow: the money may leave, so staff look.
          await decide({
            type: 'MarkRefundUncertain',
            data: {
              orderId,
              refundId,
              attemptId,
              reason: 'the provider accepted the refund without naming it; check its portal',
            },
          });
          return;
        }
        await record(attemptId, { outcome: 'sent', providerRefundId: outcome.providerRefundId, awaiting: 'provider' });
        throw new Error(`refund ${refundId} is processing at ${refund.payment.provider}; asking again later`);
      case 'retry-later':
        // The provider refused for now (busy) and created nothing: the attempt is closed, the next one may send.
        await record(attemptId, { outcome: 'sent', providerRefundId: null, awaiting: 'provider' });
        throw new Error(`refund ${refundId} not accepted yet: ${outcome.error}`);
      case 'manual':
        await record(attemptId, { outcome: 'sent', providerRefundId: null, awaiting: 'merchant' });
        return;
      case 'failed':
        await record(attemptId, { outcome: 'failed', error: outcome.error });
        return;
      case 'unknown':
        // No answer: the attempt stays open and the next run asks the provider what it did.
        throw new Error(
          `refund ${refundId}: no answer from ${refund.payment.provider} (${outcome.error}); looking it up`,
        );
    }
  }

  /** No provider holds a bank transfer's money (a late transfer whose seats were gone goes back by hand). */
  private providerOf(refund: Refund): PaymentProvider | undefined {
    const name = refund.payment.provider;
    return name === BANK_TRANSFER ? undefined : this.providers.get(name);
  }

  /** A refund the provider accepted: read the transaction's status until the money has left. */
  private async awaitProvider(refund: Refund, record: (outcome: RefundOutcomeData) => Promise<unknown>): Promise<void> {
    const provider = this.providerOf(refund);
    const status = provider && (await provider.fetchStatus(refund.payment.providerTransactionId));
    if (status?.status === 'refunded') {
      await record({ outcome: 'refunded', providerRefundId: null });
      return;
    }
    throw new Error(`refund of ${refund.payment.providerTransactionId} still processing`);
  }
}
