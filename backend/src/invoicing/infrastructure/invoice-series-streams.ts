import { Inject, Injectable } from '@nestjs/common';
import { v5 as uuidv5 } from 'uuid';
import {
  delay,
  eventCatalog,
  invoiceSeriesStreamId,
  WrongExpectedRevisionError,
  type EventStore,
  type InvoicingEvent,
} from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { eventMetadata, type CommandMetadata } from '../../shared/event-sourcing/command-metadata';
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
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.cache.load(streamId);
      const events = invoiceSeriesDecider.decide(command, state);
      if (events.length === 0) return events;
      try {
        const appended = await this.store.appendToStream(
          streamId,
          events.map((event, index) => ({
            eventId: uuidv5(`${metadata.commandId}:${event.type}:${index}`, DOCUMENT_ID_NAMESPACE),
            type: event.type,
            version: eventCatalog.versionOf(event.type),
            data: event.data as unknown as Record<string, unknown>,
            metadata: eventMetadata(metadata),
          })),
          { expectedRevision: revision ?? 'no_stream' },
        );
        this.cache.remember(streamId, {
          state: events.reduce(invoiceSeriesDecider.evolve, state),
          revision: appended.nextExpectedRevision,
          position: appended.position,
        });
        return events;
      } catch (error) {
        // Another writer took the next number: decide again on the series as it now is, after a pause
        // of random length, so that two writers do not keep colliding in step.
        if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) {
          await delay(Math.random() * 10 * attempt);
          continue;
        }
        // Whether the append landed is unknown: the next load reads the series again.
        this.cache.forget(streamId);
        throw error;
      }
    }
  }
}
