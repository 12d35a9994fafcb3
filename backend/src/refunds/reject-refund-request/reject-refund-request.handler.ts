import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { RefundStreams } from '../infrastructure/refund-streams';
import { RejectRefundRequestCommand } from './reject-refund-request.command';

/** An admin turns a pending request down, saying why; nothing is refunded and no limit is used. */
@CommandHandler(RejectRefundRequestCommand)
export class RejectRefundRequestHandler implements ICommandHandler<RejectRefundRequestCommand> {
  constructor(private readonly refunds: RefundStreams) {}

  async execute({ refundRequestId, reason, metadata }: RejectRefundRequestCommand): Promise<CommandResult> {
    return (
      await this.refunds.decideRequest({ type: 'RejectRefundRequest', data: { refundRequestId, reason } }, metadata)
    ).result;
  }
}
