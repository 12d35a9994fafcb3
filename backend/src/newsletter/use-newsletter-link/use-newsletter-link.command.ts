import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** `token`: the mailed link's token, as presented; `unsubscribe` says which of the two links it was. */
export class UseNewsletterLinkCommand extends Command<CommandResult> {
  constructor(
    readonly link: 'confirm' | 'unsubscribe',
    readonly token: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
