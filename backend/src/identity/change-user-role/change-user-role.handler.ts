import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore, type UserRole } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { PasswordRecheckThrottle } from '../../shared/rate-limits/password-recheck-throttle';
import { userDecider } from '../domain/user.decider';
import { userErrors } from '../domain/user.errors';
import { CurrentAuthority } from '../infrastructure/current-authority';
import { PasswordConfirmation } from '../infrastructure/password-confirmation';
import { UserSessions } from '../infrastructure/user-sessions';
import { ChangeUserRoleCommand } from './change-user-role.command';

const GRANTS_ADMIN: readonly UserRole[] = ['admin', 'super_admin'];

/**
 * Granting administrator rights asks the super admin's password again, throttled as the refund approval's
 * re-check is (per admin and address), so a stolen or unattended session cannot make its holder an admin
 * of their own; the event's actor is the granter, which the audit log and the user's history show.
 * A new role takes effect on the user's next request on every process (the guards read the role from
 * `CurrentAuthority`, not the token), and ends their sessions: no refresh token outlives the role it
 * was issued under, so the user signs in again to carry the new one.
 */
@CommandHandler(ChangeUserRoleCommand)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRoleCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly authority: CurrentAuthority,
    private readonly sessions: UserSessions,
    private readonly recheck: PasswordRecheckThrottle,
    private readonly passwords: PasswordConfirmation,
  ) {}

  async execute({ userId, role, admin, metadata, recheck }: ChangeUserRoleCommand) {
    if (GRANTS_ADMIN.includes(role)) {
      // Refused before the password is looked at, so only a super admin's own tries are counted.
      if (admin.role !== 'super_admin') throw userErrors.superAdminOnly();
      if (admin.userId === userId) throw userErrors.ownAccount();
      if (!recheck.password) throw userErrors.passwordConfirmationRequired();
      const password = recheck.password;
      await this.recheck.confirm(admin.userId, recheck.clientAddress, async () => {
        if (!(await this.passwords.confirms(admin.userId, password))) throw userErrors.wrongPasswordConfirmation();
      });
    }
    const { result, events, state } = await decideAndAppend(
      this.store,
      userStreamId(userId),
      userDecider,
      { type: 'ChangeUserRole', data: { userId, role, changedBy: { userId: admin.userId, role: admin.role } } },
      metadata,
    );
    if (events.length === 0 || !state.exists) return result;
    this.authority.changed(userId, state, BigInt(result.position));
    await this.sessions.revokeAllOf(userId, metadata, undefined, 'role-changed');
    return result;
  }
}
