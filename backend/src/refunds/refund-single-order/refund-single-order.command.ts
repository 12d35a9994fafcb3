import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { SecondAdminReason } from '../domain/refund-policy.decider';

export interface SingleRefundAsked {
  orderId: string;
  amountCents: number;
  note: string;
  notifyCustomer: boolean;
}

/** What became of an admin's refund of one order. */
export type SingleRefundOutcome =
  | { outcome: 'refund_started'; refundId: string; position: string }
  | { outcome: 'sent_for_approval'; refundRequestId: string; reason: SecondAdminReason; position: string };

/** An admin refunds one order, wholly or in part, within the refund policy. */
export class RefundSingleOrderCommand extends Command<SingleRefundOutcome> {
  constructor(
    readonly asked: SingleRefundAsked,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
