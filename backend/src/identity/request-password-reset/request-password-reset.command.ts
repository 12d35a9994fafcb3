import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';

/** "Forgot password". Answers nothing, so it never tells whether the address has an account. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
