import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import type { AuthenticatedUser } from '../auth/authenticated-user';

/** An administrator gives a user another role. */
export class ChangeUserRoleCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly role: UserRole,
    readonly admin: AuthenticatedUser,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
