import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';

/** "Send me the link again". Answers nothing, so it never tells whether the address has an account. */
export class RequestEmailVerificationCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
