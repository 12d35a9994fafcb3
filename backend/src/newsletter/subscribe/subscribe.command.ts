import { Command } from '@nestjs/cqrs';
import type { UserLanguage } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

export class SubscribeCommand extends Command<CommandResult> {
  constructor(
    readonly email: string,
    readonly language: UserLanguage,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
