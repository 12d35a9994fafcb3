import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  eventCatalog,
  REFUND_POLICY_STREAM_ID,
  refundRequestStreamId,
  userStreamId,
  WrongExpectedRevisionError,
  type EventStore,
  type RefundPolicyEvent,
  type RefundRequestEvent,
} from '@ticketshop/projections';
import { passwordMatches, spendPasswordCheckTime } from '../../identity/infrastructure/passwords';
import { userDecider } from '../../identity/domain/user.decider';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { eventMetadata, type CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { refundPolicyDecider, type RefundPolicyCommand, type RefundPolicyState } from '../domain/refund-policy.decider';
import {
  refundRequestDecider,
  type RecordedRefundRequestEvent,
  type RefundRequestCommand,
  type RefundRequestState,
} from '../domain/refund-request.decider';
import { refundErrors } from '../domain/refunds.errors';

const MAX_ATTEMPTS = 10;

/** Load, decide, append on refund requests and on the refund policy; every refunds use case goes through here. */
@Injectable()
export class RefundStreams {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** A request's state; its events are folded with their metadata, which names the requester. */
  async loadRequest(
    refundRequestId: string,
  ): Promise<{ state: RefundRequestState; revision: bigint | undefined; position: bigint }> {
    const recorded = await this.store.readStream(refundRequestStreamId(refundRequestId));
    const state = recorded.reduce(
      (current, event) =>
        refundRequestDecider.evolve(current, {
          type: event.type,
          data: eventCatalog.upcast(event.type, event.version, event.data),
          metadata: event.metadata,
        } as unknown as RecordedRefundRequestEvent),
      refundRequestDecider.initialState as RefundRequestState,
    );
    const head = recorded[recorded.length - 1];
    return { state, revision: head?.streamRevision, position: head?.globalPosition ?? 0n };
  }

  /** Decides on the request's current state and appends with its revision; a concurrent append decides again. */
  async decideRequest(
    command: RefundRequestCommand,
    metadata: CommandMetadata,
  ): Promise<{ result: CommandResult; events: RefundRequestEvent[] }> {
    const streamId = refundRequestStreamId(command.data.refundRequestId);
    for (let attempt = 1; ; attempt++) {
      const { state, revision, position } = await this.loadRequest(command.data.refundRequestId);
      const events = refundRequestDecider.decide(command, state);
      if (events.length === 0) {
        return { result: { position: position.toString(), revision: (revision ?? -1n).toString() }, events };
      }
      try {
        const appended = await this.store.appendToStream(
          streamId,
          events.map((event) => ({
            eventId: randomUUID(),
            type: event.type,
            version: eventCatalog.versionOf(event.type),
            data: event.data as Record<string, unknown>,
            metadata: eventMetadata(metadata),
          })),
          { expectedRevision: revision === undefined ? 'no_stream' : revision },
        );
        return {
          result: { position: appended.position.toString(), revision: appended.nextExpectedRevision.toString() },
          events,
        };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
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
    const { state } = await loadAggregate(this.store, userStreamId(userId), userDecider);
    if (!state.exists) {
      await spendPasswordCheckTime(password);
      throw refundErrors.wrongPassword();
    }
    if (!(await passwordMatches(state.passwordHash, password))) throw refundErrors.wrongPassword();
  }
}
