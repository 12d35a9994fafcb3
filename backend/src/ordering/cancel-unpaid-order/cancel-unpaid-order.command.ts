import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** An admin cancels an order that is not paid, saying why; a paid one is refunded instead. */
export class CancelUnpaidOrderCommand extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
