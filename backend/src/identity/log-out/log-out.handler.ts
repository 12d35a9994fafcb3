import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sessionStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { sessionDecider } from '../domain/session.decider';
import { readToken } from '../../shared/security-tokens';
import { LogOutCommand } from './log-out.command';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ refreshToken, metadata }: LogOutCommand): Promise<void> {
    const sessionId = readToken(refreshToken)?.id;
    if (!sessionId) return;
    await decideAndAppend(
      this.store,
      sessionStreamId(sessionId),
      sessionDecider,
      { type: 'RevokeSession', data: { sessionId, reason: 'logout' } },
      metadata,
    );
  }
}
