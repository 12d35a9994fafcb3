import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';

/** Sign out: the session named by the refresh cookie ends. */
export class LogOutCommand extends Command<void> {
  constructor(
    readonly refreshToken: unknown,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
