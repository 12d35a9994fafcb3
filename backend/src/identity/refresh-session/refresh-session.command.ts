import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { SignedInSession } from '../log-in/signed-in-session';

/** The refresh cookie exchanged for a new access token and a new refresh token. */
export class RefreshSessionCommand extends Command<SignedInSession> {
  constructor(
    readonly refreshToken: unknown,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
