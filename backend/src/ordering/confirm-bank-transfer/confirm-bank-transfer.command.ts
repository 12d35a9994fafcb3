import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** An admin saw the buyer's transfer on the shop's account. */
export class ConfirmBankTransferCommand extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly amountCents: number,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
