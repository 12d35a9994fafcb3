import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { SignedInSession } from './signed-in-session';

/** E-mail and password presented at /login, from a client address (for throttling). */
export class LogInCommand extends Command<SignedInSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly clientAddress: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
