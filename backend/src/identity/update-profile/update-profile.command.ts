import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** The user saves the profile fields they edited. */
export class UpdateProfileCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly changes: { firstName?: string; lastName?: string },
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
