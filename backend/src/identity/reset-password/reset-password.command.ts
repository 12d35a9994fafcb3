import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** A new password chosen through the reset link. */
export class ResetPasswordCommand extends Command<CommandResult> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
