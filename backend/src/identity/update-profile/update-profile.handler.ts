import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { handleWithDecider } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { UpdateProfileCommand } from './update-profile.command';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, changes, metadata }: UpdateProfileCommand) {
    return handleWithDecider(
      this.store,
      userStreamId(userId),
      userDecider,
      { type: 'UpdateProfile', data: { userId, ...changes } },
      metadata,
    );
  }
}
