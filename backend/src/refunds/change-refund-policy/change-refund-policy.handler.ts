import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { RefundStreams } from '../infrastructure/refund-streams';
import { ChangeRefundPolicyCommand } from './change-refund-policy.command';

/**
 * A super admin sets the refund limits and whether a requester may approve their own request. The
 * single-refund amount is kept as it is when not given (a screen or script that predates it).
 */
@CommandHandler(ChangeRefundPolicyCommand)
export class ChangeRefundPolicyHandler implements ICommandHandler<ChangeRefundPolicyCommand> {
  constructor(private readonly refunds: RefundStreams) {}

  async execute({ policy, changedByRole, metadata }: ChangeRefundPolicyCommand): Promise<CommandResult> {
    return (
      await this.refunds.decidePolicy({ type: 'ChangeRefundPolicy', data: { ...policy, changedByRole } }, metadata)
    ).result;
  }
}
