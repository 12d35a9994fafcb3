import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

export class RemoveTicketTypeCommand extends Command<CommandResult> {
  constructor(
    readonly catalogEventId: string,
    readonly ticketTypeId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
