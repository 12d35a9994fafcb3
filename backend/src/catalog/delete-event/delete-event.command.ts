import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

export class DeleteCatalogEventCommand extends Command<CommandResult> {
  constructor(
    readonly catalogEventId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
