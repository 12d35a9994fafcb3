import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { CurrentAuthority } from '../infrastructure/current-authority';
import { UserSessions } from '../infrastructure/user-sessions';
import { ChangeUserStatusCommand } from './change-user-status.command';

/**
 * A suspension takes effect on the user's next request on every process (the guards read the status
 * from `CurrentAuthority`) and ends their sessions, so neither an access token nor a refresh token
 * keeps working.
 */
@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly authority: CurrentAuthority,
    private readonly sessions: UserSessions,
  ) {}

  async execute({ userId, status, admin, metadata }: ChangeUserStatusCommand) {
    const { result, events, state } = await decideAndAppend(
      this.store,
      userStreamId(userId),
      userDecider,
      { type: 'ChangeUserStatus', data: { userId, status, changedBy: { userId: admin.userId, role: admin.role } } },
      metadata,
    );
    if (events.length === 0 || !state.exists) return result;
    this.authority.changed(userId, state, BigInt(result.position));
    if (state.status === 'suspended') await this.sessions.revokeAllOf(userId, metadata, undefined, 'user-suspended');
    return result;
  }
}
