import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '../eventstore/event-store';
import { imageFromUrl, type EventDetails, type TicketTypeDetails } from '../events/catalog/catalog-values';
import { eventCatalog } from '../events/shop-event-catalog';
import { testMetadata } from './events';

export function eventDetails(overrides: Partial<EventDetails> = {}): EventDetails {
  return {
    name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
    description: { lt: 'Pirma pastraipa.\n\nAntra pastraipa.', en: 'First paragraph.\n\nSecond paragraph.' },
    category: 'Concert',
    organizer: 'Baltic Live',
    startsAt: '2027-06-01T16:00:00.000Z',
    endsAt: null,
    venue: { name: 'Compensa koncertų salė', address: 'Kernavės g. 84', city: 'Vilnius', country: 'Lietuva' },
    maxAttendees: 100,
    features: { lt: ['Gyva muzika'], en: ['Live music'] },
    ...overrides,
  };
}

export function ticketTypeDetails(overrides: Partial<TicketTypeDetails> = {}): TicketTypeDetails {
  return {
    name: { lt: 'Standartinis', en: 'Standard' },
    description: { lt: 'Stovima vieta', en: 'Standing' },
    priceCents: 2999,
    currency: 'EUR',
    quantity: 100,
    maxPerOrder: 10,
    saleStartsAt: '2026-01-01T00:00:00.000Z',
    saleEndsAt: '2027-06-01T16:00:00.000Z',
    isActive: true,
    ...overrides,
  };
}

function stored(type: string, data: Record<string, unknown>): EventToAppend {
  return { eventId: randomUUID(), type, version: eventCatalog.versionOf(type), data, metadata: testMetadata() };
}

/** The events of a published catalog event with ticket types, as the command side would append them. */
export function publishedCatalogEvent(
  catalogEventId: string = randomUUID(),
  details: Partial<EventDetails> = {},
  ticketTypes: Partial<TicketTypeDetails>[] = [{}],
): EventToAppend[] {
  return [
    stored('CatalogEventDrafted', {
      catalogEventId,
      details: eventDetails(details),
      images: [imageFromUrl('/media/demo/concert-1.svg', 0)],
    }),
    ...ticketTypes.map((tt) =>
      stored('TicketTypeAdded', { catalogEventId, ticketTypeId: randomUUID(), details: ticketTypeDetails(tt) }),
    ),
    stored('CatalogEventPublished', { catalogEventId }),
  ];
}
