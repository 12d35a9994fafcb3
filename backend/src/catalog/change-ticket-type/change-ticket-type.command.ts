import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import type { TicketTypeDetails } from '../domain/catalog-event.types';

export class ChangeTicketTypeCommand extends Command<CommandResult> {
  constructor(
    readonly catalogEventId: string,
    readonly ticketTypeId: string,
    readonly details: TicketTypeDetails,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
