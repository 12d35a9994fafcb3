import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** An admin asks again for a refund request's refunds that failed. */
export class RetryFailedOrdersCommand extends Command<CommandResult> {
  constructor(
    readonly refundRequestId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
