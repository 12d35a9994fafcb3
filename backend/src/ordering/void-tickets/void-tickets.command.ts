import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** An admin voids chosen tickets of a refunded order, saying why. */
export class VoidTicketsCommand extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly ticketIds: string[],
    readonly reason: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
