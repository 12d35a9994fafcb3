import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { handleWithDecider } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { ChangeUserStatusCommand } from './change-user-status.command';

/** A suspension takes effect at the user's next sign-in or refresh, at most one access-token lifetime later. */
@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, status, admin, metadata }: ChangeUserStatusCommand) {
    return handleWithDecider(
      this.store,
      userStreamId(userId),
      userDecider,
      { type: 'ChangeUserStatus', data: { userId, status, changedBy: { userId: admin.userId, role: admin.role } } },
      metadata,
    );
  }
}
