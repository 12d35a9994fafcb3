import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/**
 * Staff paid a refund left to them back by hand (a transfer from the shop's account, or in Paysera's
 * portal), or found an uncertain one done in the provider's portal.
 */
export class RecordRefundPaidOutCommand extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly refundId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
