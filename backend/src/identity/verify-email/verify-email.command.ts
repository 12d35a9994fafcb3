import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** The link from the verification mail was opened. */
export class VerifyEmailCommand extends Command<CommandResult> {
  constructor(
    readonly token: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
