import {
  emailReservationStreamId,
  normalizeEmail,
  userStreamId,
  WrongExpectedRevisionError,
  type EventStore,
} from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { DomainEventStore } from '../../shared/event-sourcing/domain-event-store';
import { userErrors } from '../domain/user.errors';

// A reservation whose account never appeared (the process died between the two appends) is given up
// after this long; a registration still in flight is far quicker.
const ABANDONED_AFTER_MS = 60_000;

/**
 * One address, one account. The address has its own stream; reserving appends to it expecting no
 * stream (or the abandoned reservation's revision), so of two racing registrations the event store
 * lets exactly one through, on any adapter, without a transaction across streams.
 */
export async function reserveEmail(
  store: EventStore,
  email: string,
  userId: string,
  metadata: CommandMetadata,
): Promise<void> {
  const streamId = emailReservationStreamId(normalizeEmail(email));
  const reservations = await store.readStream(streamId);
  const latest = reservations[reservations.length - 1];
  if (latest) {
    const holder = String(latest.data.userId);
    const abandoned =
      metadata.now.getTime() - latest.recordedAt.getTime() > ABANDONED_AFTER_MS &&
      (await store.readStream(userStreamId(holder), { maxCount: 1 })).length === 0;
    if (!abandoned) throw userErrors.emailTaken();
  }
  try {
    await new DomainEventStore(store).append(
      streamId,
      [{ type: 'EmailReserved', data: { email: normalizeEmail(email), userId } }],
      { expectedRevision: latest ? latest.streamRevision : 'no_stream', metadata },
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw userErrors.emailTaken();
    throw error;
  }
}

/** The account an address belongs to, if one was registered with it. */
export async function findUserIdByEmail(store: EventStore, email: string): Promise<string | undefined> {
  const reservations = await store.readStream(emailReservationStreamId(normalizeEmail(email)));
  const latest = reservations[reservations.length - 1];
  return latest ? String(latest.data.userId) : undefined;
}
