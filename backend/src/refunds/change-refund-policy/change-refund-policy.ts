import { Injectable } from '@nestjs/common';
import type { UserRole } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import type { RefundPolicy } from '../domain/refund-policy.decider';
import { RefundStreams } from '../infrastructure/refund-streams';

/**
 * A super admin sets the refund limits and whether a requester may approve their own request. The
 * single-refund amount is kept as it is when not given (a screen or script that predates it).
 */
@Injectable()
export class ChangeRefundPolicy {
  constructor(private readonly refunds: RefundStreams) {}

  async execute(
    asked: Omit<RefundPolicy, 'singleRefundMaxCents'> & { singleRefundMaxCents: number | null },
    changedByRole: UserRole,
    metadata: CommandMetadata,
  ): Promise<CommandResult> {
    return (
      await this.refunds.decidePolicy({ type: 'ChangeRefundPolicy', data: { ...asked, changedByRole } }, metadata)
    ).result;
  }
}
