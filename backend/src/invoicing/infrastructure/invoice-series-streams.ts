import { Inject, Injectable } from '@nestjs/common';
import { v5 as uuidv5 } from 'uuid';
import {
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
const MAX_ATTEMPTS = 10;

/**
 * Load, decide, append on a series stream. The series is kept in memory and only its tail is read, so
 * issuing a document does not read every document before it. Event ids derive from the command's id
 * (the event that caused it), so the same document appended twice is stored once.
 */
@Injectable()
export class InvoiceSeriesStreams {
  private readonly cache: StreamStateCache<InvoiceSeriesState, InvoicingEvent>;

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

  async decide(command: InvoiceSeriesCommand, metadata: CommandMetadata): Promise<InvoicingEvent[]> {
    const streamId = invoiceSeriesStreamId(command.data.series);
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
        // Another writer took the next number: decide again on the series as it now is.
        if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
        // Whether the append landed is unknown: the next load reads the series again.
        this.cache.forget(streamId);
        throw error;
      }
    }
  }
}
