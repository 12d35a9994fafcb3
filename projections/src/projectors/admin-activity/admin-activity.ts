/**
 * What the dashboard's "recent activity" lists: the facts an administrator cares about, one row per
 * event, keyed by log position. Sign-ins, sessions and token requests are left out as noise.
 */
import type { RecordedEvent } from '../../eventstore/event-store';

export const ACTIVITY_EVENT_TYPES: ReadonlySet<string> = new Set([
  'UserRegistered',
  'EmailVerified',
  'PasswordChanged',
  'ProfileUpdated',
  'UserRoleChanged',
  'UserStatusChanged',
  'CatalogEventDrafted',
  'CatalogEventDetailsChanged',
  'TicketTypeAdded',
  'CatalogEventPublished',
  'CatalogEventUnpublished',
  'CatalogEventCancelled',
  'CatalogEventDeleted',
  'CatalogEventFeatured',
  'EventImageAdded',
  'TicketTypeChanged',
  'TicketTypeRemoved',
  'DiscountCodeCreated',
  'DiscountCodeRemoved',
]);

/** What an activity is about; the query side resolves ids to today's names. */
export type ActivitySubject = { kind: 'user'; id: string } | { kind: 'event'; id: string };

export interface ActivityRow {
  position: bigint;
  type: string;
  occurredAt: string;
  actor: RecordedEvent['metadata']['actor'];
  subject: ActivitySubject;
  /** The event's few public details (role and status changes); never hashes or tokens. */
  details: Record<string, string>;
}

export function toActivity(event: RecordedEvent): ActivityRow | undefined {
  if (!ACTIVITY_EVENT_TYPES.has(event.type)) return undefined;
  const subject: ActivitySubject =
    typeof event.data.userId === 'string'
      ? { kind: 'user', id: event.data.userId }
      : { kind: 'event', id: String(event.data.catalogEventId) };
  const details: Record<string, string> = {};
  if (event.type === 'UserRoleChanged' || event.type === 'UserStatusChanged') {
    details.from = String(event.data.from);
    details.to = String(event.data.to);
  }
  return {
    position: event.globalPosition,
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    actor: event.metadata.actor,
    subject,
    details,
  };
}
