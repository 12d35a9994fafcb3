import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** A signed-in user picks a new password, proving they know the current one. */
export class ChangePasswordCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
