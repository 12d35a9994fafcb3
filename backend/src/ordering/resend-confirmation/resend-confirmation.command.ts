import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** An admin has an order's confirmation with its tickets mailed again. */
export class ResendConfirmationCommand extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
