import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import type { AuthenticatedUser } from '../auth/authenticated-user';

/** An administrator verifies or suspends a user. */
export class ChangeUserStatusCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly status: 'verified' | 'suspended',
    readonly admin: AuthenticatedUser,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
