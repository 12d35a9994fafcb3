import { Command } from '@nestjs/cqrs';
import type { Actor } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';

/** A second admin approves a refund request, typing their password again. */
export class ApproveRefundRequestCommand extends Command<CommandResult> {
  constructor(
    readonly refundRequestId: string,
    readonly approvalNotes: string,
    readonly password: string,
    readonly approver: Actor & { kind: 'user' },
    /** The client address the approval came from: wrong passwords are counted per admin and address. */
    readonly clientAddress: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
