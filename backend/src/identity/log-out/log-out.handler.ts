import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readToken } from '../../shared/security-tokens';
import { UserSessions } from '../infrastructure/user-sessions';
import { LogOutCommand } from './log-out.command';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly sessions: UserSessions) {}

  async execute({ refreshToken, metadata }: LogOutCommand): Promise<void> {
    const sessionId = readToken(refreshToken)?.id;
    if (!sessionId) return;
    await this.sessions.revoke(sessionId, 'logout', metadata);
  }
}
