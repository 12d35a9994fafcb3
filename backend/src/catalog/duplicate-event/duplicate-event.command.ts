import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** Answers the copy's id beside the position it wrote. */
export class DuplicateCatalogEventCommand extends Command<CommandResult & { catalogEventId: string }> {
  constructor(
    readonly originalId: string,
    readonly copyId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
