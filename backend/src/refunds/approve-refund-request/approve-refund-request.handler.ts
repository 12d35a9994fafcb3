import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordRecheckThrottle } from '../../shared/rate-limits/password-recheck-throttle';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { decide as decideRequest } from '../domain/refund-request.decider';
import { refundErrors } from '../domain/refunds.errors';
import { RefundStreams } from '../infrastructure/refund-streams';
import { ApproveRefundRequestCommand } from './approve-refund-request.command';

/**
 * A second admin approves: password again (throttled per admin and address, PasswordRecheckThrottle),
 * then the approval takes its share of the limits on the policy stream (with its expected revision,
 * once per request), then the request is approved. The request is first checked to be approvable by
 * this admin, so a refused approval uses no limit.
 */
@CommandHandler(ApproveRefundRequestCommand)
export class ApproveRefundRequestHandler implements ICommandHandler<ApproveRefundRequestCommand> {
  constructor(
    private readonly refunds: RefundStreams,
    private readonly recheck: PasswordRecheckThrottle,
  ) {}

  async execute(asked: ApproveRefundRequestCommand): Promise<CommandResult> {
    const { metadata } = asked;
    await this.recheck.confirm(asked.approver.userId, asked.clientAddress, () =>
      this.refunds.confirmPassword(asked.approver.userId, asked.password),
    );
    const { state: request } = await this.refunds.loadRequest(asked.refundRequestId);
    if (request.status === 'none') throw refundErrors.requestNotFound();
    const approve = (selfApprovalAllowed: boolean) =>
      ({
        type: 'ApproveRefundRequest',
        data: {
          refundRequestId: asked.refundRequestId,
          approver: asked.approver,
          approvalNotes: asked.approvalNotes,
          selfApprovalAllowed,
        },
      }) as const;
    decideRequest(approve((await this.refunds.loadPolicy()).policy.selfApprovalAllowed), request);
    const { state: policy } = await this.refunds.decidePolicy(
      {
        type: 'CountApproval',
        data: {
          refundRequestId: asked.refundRequestId,
          amountCents: request.totalAmountCents,
          now: metadata.now.toISOString(),
        },
      },
      metadata,
    );
    return (await this.refunds.decideRequest(approve(policy.policy.selfApprovalAllowed), metadata)).result;
  }
}
