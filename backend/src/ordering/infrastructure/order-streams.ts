import { Inject, Injectable } from '@nestjs/common';
import { orderStreamId, type EventStore, type OrderEvent, type PaymentProviderName } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { orderDecider, type OrderCommand, type OrderState } from '../domain/order.decider';
import { orderingErrors } from '../domain/ordering.errors';

/** Load, decide, append on an order's stream; every ordering use case goes through here. */
@Injectable()
export class OrderStreams {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(orderId: string): Promise<{ state: OrderState; position: bigint }> {
    const { state, position } = await loadAggregate(this.store, orderStreamId(orderId), orderDecider);
    return { state, position };
  }

  decide(
    command: OrderCommand,
    metadata: CommandMetadata,
  ): Promise<{ result: CommandResult; events: OrderEvent[]; state: OrderState }> {
    return decideAndAppend(this.store, orderStreamId(command.data.orderId), orderDecider, command, metadata);
  }

  /** `decide` for an admin's command on an order they named: an unknown order is the back-office's own 404. */
  async decideForAdmin(command: OrderCommand, metadata: CommandMetadata): Promise<CommandResult> {
    try {
      return (await this.decide(command, metadata)).result;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'order.not-found') throw orderingErrors.adminOrderNotFound();
      throw error;
    }
  }

  /** The latest payment attempt: its provider, and the provider's transaction when it gave one at once. */
  async latestPaymentAttempt(
    orderId: string,
  ): Promise<{ provider: PaymentProviderName; providerTransactionId: string | null } | undefined> {
    const recorded = await this.store.readStream(orderStreamId(orderId), { direction: 'backwards' });
    const attempt = recorded.find((event) => event.type === 'PaymentInitiated');
    return attempt && (attempt.data as { provider: PaymentProviderName; providerTransactionId: string | null });
  }
}
