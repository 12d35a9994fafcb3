import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** An uploaded file for an event's gallery, as received: the handler checks and resizes it. */
export class AddEventImageCommand extends Command<CommandResult> {
  constructor(
    readonly catalogEventId: string,
    readonly upload: Buffer,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
