import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { CurrentAuthority } from '../infrastructure/current-authority';
import { UserSessions } from '../infrastructure/user-sessions';
import { ChangeUserRoleCommand } from './change-user-role.command';

/**
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
  ) {}

  async execute({ userId, role, admin, metadata }: ChangeUserRoleCommand) {
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
