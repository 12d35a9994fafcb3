import { Inject, Injectable } from '@nestjs/common';
import {
  REFUND_POLICY_STREAM_ID,
  refundRequestStreamId,
  type EventStore,
  type RefundPolicyEvent,
  type RefundRequestEvent,
} from '@ticketshop/projections';
import { PasswordConfirmation } from '../../identity/public-api';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { refundPolicyDecider, type RefundPolicyCommand, type RefundPolicyState } from '../domain/refund-policy.decider';
import {
  refundRequestDecider,
  type RefundRequestCommand,
  type RefundRequestState,
} from '../domain/refund-request.decider';
import { refundErrors } from '../domain/refunds.errors';

/** Load, decide, append on refund requests and on the refund policy; every refunds use case goes through here. */
@Injectable()
export class RefundStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly passwords: PasswordConfirmation,
  ) {}

  /** A request's state; its events are folded with their metadata, which names the requester. */
  loadRequest(
    refundRequestId: string,
  ): Promise<{ state: RefundRequestState; revision: bigint | undefined; position: bigint }> {
    return loadAggregate(this.store, refundRequestStreamId(refundRequestId), refundRequestDecider);
  }

  /** Decides on the request's current state and appends with its revision; a concurrent append decides again. */
  async decideRequest(
    command: RefundRequestCommand,
    metadata: CommandMetadata,
  ): Promise<{ result: CommandResult; events: RefundRequestEvent[] }> {
    const { result, events } = await decideAndAppend(
      this.store,
      refundRequestStreamId(command.data.refundRequestId),
      refundRequestDecider,
      command,
      metadata,
    );
    return { result, events };
  }

  async loadPolicy(): Promise<RefundPolicyState> {
    return (await loadAggregate(this.store, REFUND_POLICY_STREAM_ID, refundPolicyDecider)).state;
  }

  /**
   * Decides on the policy stream with its expected revision: of two approvals racing past a limit,
   * the second append fails, reads the first, and is decided (refused) again.
   */
  decidePolicy(
    command: RefundPolicyCommand,
    metadata: CommandMetadata,
  ): Promise<{ result: CommandResult; events: RefundPolicyEvent[]; state: RefundPolicyState }> {
    return decideAndAppend(this.store, REFUND_POLICY_STREAM_ID, refundPolicyDecider, command, metadata);
  }

  /** Money moves only after the admin typed their password again; a wrong one is refused before anything is written. */
  async confirmPassword(userId: string, password: string): Promise<void> {
    if (!(await this.passwords.confirms(userId, password))) throw refundErrors.wrongPassword();
  }
}
