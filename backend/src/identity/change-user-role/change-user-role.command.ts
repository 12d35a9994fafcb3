import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import type { AuthenticatedUser } from '../auth/authenticated-user';

/** What a grant of administrator rights asks for besides the role: the granter's password again. */
export interface PasswordRecheck {
  password: string | undefined;
  /** Wrong passwords are counted per admin and client address (PasswordRecheckThrottle). */
  clientAddress: string;
}

/** An administrator gives a user another role. */
export class ChangeUserRoleCommand extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly role: UserRole,
    readonly admin: AuthenticatedUser,
    readonly metadata: CommandMetadata,
    /** Asked for when the new role is admin or super admin (the back-office); the CLI does not come here. */
    readonly recheck: PasswordRecheck,
  ) {
    super();
  }
}
