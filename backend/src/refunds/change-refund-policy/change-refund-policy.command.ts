import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import type { RefundPolicy } from '../domain/refund-policy.decider';

/** A super admin sets the refund limits; a single-refund amount left out (null) is kept as it is. */
export class ChangeRefundPolicyCommand extends Command<CommandResult> {
  constructor(
    readonly policy: Omit<RefundPolicy, 'singleRefundMaxCents'> & { singleRefundMaxCents: number | null },
    readonly changedByRole: UserRole,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
