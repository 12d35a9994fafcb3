import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** An admin turns a pending refund request down, saying why. */
export class RejectRefundRequestCommand extends Command<CommandResult> {
  constructor(
    readonly refundRequestId: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
