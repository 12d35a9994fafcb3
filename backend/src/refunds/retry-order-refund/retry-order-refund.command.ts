import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** An admin sends an order's failed or uncertain refund again. */
export class RetryOrderRefundCommand extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly refundId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
