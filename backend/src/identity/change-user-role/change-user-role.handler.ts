import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { handleWithDecider } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { ChangeUserRoleCommand } from './change-user-role.command';

@CommandHandler(ChangeUserRoleCommand)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRoleCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, role, admin, metadata }: ChangeUserRoleCommand) {
    return handleWithDecider(
      this.store,
      userStreamId(userId),
      userDecider,
      { type: 'ChangeUserRole', data: { userId, role, changedBy: { userId: admin.userId, role: admin.role } } },
      metadata,
    );
  }
}
