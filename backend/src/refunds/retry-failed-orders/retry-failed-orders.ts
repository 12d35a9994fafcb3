import { Injectable } from '@nestjs/common';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { RefundStreams } from '../infrastructure/refund-streams';

/**
 * An admin asks again for the refunds that failed; each gets a new refund id (the next attempt), which
 * the refund-requests process sends to its order. The approval stands: no limit is counted again.
 */
@Injectable()
export class RetryFailedOrders {
  constructor(private readonly refunds: RefundStreams) {}

  async execute(refundRequestId: string, metadata: CommandMetadata): Promise<CommandResult> {
    return (await this.refunds.decideRequest({ type: 'RetryFailedOrders', data: { refundRequestId } }, metadata))
      .result;
  }
}
