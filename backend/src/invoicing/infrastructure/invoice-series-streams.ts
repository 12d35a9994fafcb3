import { Inject, Injectable } from '@nestjs/common';
import { v5 as uuidv5 } from 'uuid';
import { delay, invoiceSeriesStreamId, type EventStore, type InvoicingEvent } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { StreamStateCache } from '../../shared/event-sourcing/stream-state-cache';
import {
  invoiceSeriesDecider,
  type InvoiceSeriesCommand,
  type InvoiceSeriesState,
} from '../domain/invoice-series.decider';

const DOCUMENT_ID_NAMESPACE = '8f0d6c52-3a1e-4b7f-9d2c-6e5a4b3c2d10';
const MAX_ATTEMPTS = 20;

/**
 * Load, decide, append on a series stream. The series is kept in memory and only its tail is read, so
 * issuing a document does not read every document before it. Event ids derive from the command's id
 * (the event that caused it), so the same document appended twice is stored once.
 */
@Injectable()
export class InvoiceSeriesStreams {
  private readonly cache: StreamStateCache<InvoiceSeriesState, InvoicingEvent>;
  /** The last decision queued on each series: one process decides a series one document at a time. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {
    this.cache = new StreamStateCache(
      store,
      () => invoiceSeriesDecider.initialState,
      (state, events) => events.reduce(invoiceSeriesDecider.evolve, state),
    );
  }

  async state(series: string): Promise<InvoiceSeriesState> {
    return (await this.cache.load(invoiceSeriesStreamId(series))).state;
  }

  decide(command: InvoiceSeriesCommand, metadata: CommandMetadata): Promise<InvoicingEvent[]> {
    const streamId = invoiceSeriesStreamId(command.data.series);
    const decided = (this.queues.get(streamId) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.decideNow(streamId, command, metadata));
    this.queues.set(streamId, decided);
    return decided;
  }

  /** Only another process can have taken the number meanwhile: then the series is read again. */
  private async decideNow(
    streamId: string,
    command: InvoiceSeriesCommand,
    metadata: CommandMetadata,
  ): Promise<InvoicingEvent[]> {
    const { events } = await decideAndAppend(this.store, streamId, invoiceSeriesDecider, command, metadata, {
      cache: this.cache,
      eventId: (event, index) => uuidv5(`${metadata.commandId}:${event.type}:${index}`, DOCUMENT_ID_NAMESPACE),
      maxAttempts: MAX_ATTEMPTS,
      // Another writer took the next number: a pause of random length, so that two writers do not keep colliding in step.
      beforeRetry: (attempt) => delay(Math.random() * 10 * attempt),
    });
    return events;
  }
}
