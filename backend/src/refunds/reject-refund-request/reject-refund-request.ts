import { Injectable } from '@nestjs/common';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { RefundStreams } from '../infrastructure/refund-streams';

/** An admin turns a pending request down, saying why; nothing is refunded and no limit is used. */
@Injectable()
export class RejectRefundRequest {
  constructor(private readonly refunds: RefundStreams) {}

  async execute(refundRequestId: string, reason: string, metadata: CommandMetadata): Promise<CommandResult> {
    return (
      await this.refunds.decideRequest({ type: 'RejectRefundRequest', data: { refundRequestId, reason } }, metadata)
    ).result;
  }
}
