import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '../eventstore/event-store';
import type { OrderPlaced } from '../events/ordering/ordering-events';
import type { OrderLine } from '../events/ordering/ordering-values';
import { eventCatalog } from '../events/shop-event-catalog';
import { testMetadata } from './events';

export function orderLine(ticketTypeId: string, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    ticketTypeId,
    name: { lt: 'Standartinis', en: 'Standard' },
    quantity: 1,
    unitPriceCents: 2500,
    discountCents: 0,
    ...overrides,
  };
}

/**
 * An `OrderPlaced`'s data for these lines, its sums worked out from them (no fee unless given).
 * `discountCode` names a code; its discount is the lines' `discountCents`.
 */
export function orderPlacedData(
  orderId: string,
  catalogEventId: string,
  lines: OrderLine[],
  overrides: Partial<OrderPlaced['data']> = {},
): OrderPlaced['data'] {
  const subtotalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const feeCents = overrides.feeCents ?? 0;
  return {
    orderId,
    event: {
      catalogEventId,
      name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
      startsAt: '2027-06-01T16:00:00.000Z',
      venue: { name: 'Compensa koncertų salė', address: 'Kernavės g. 84', city: 'Vilnius' },
    },
    buyer: { email: ' Ona@Example.LT ', firstName: 'Ona', lastName: 'Onaitė', phone: '+37060000000' },
    language: 'lt',
    lines,
    discountCode: null,
    subtotalCents,
    discountCents,
    feeCents,
    totalCents: subtotalCents - discountCents + feeCents,
    currency: 'EUR',
    expiresAt: '2026-11-01T10:15:00.000Z',
    ...overrides,
  };
}

/** An ordering or seat-inventory event as the command side would append it, at a given time. */
export function orderingEvent(
  type: string,
  data: Record<string, unknown>,
  occurredAt = '2026-11-01T10:00:00.000Z',
): EventToAppend {
  return {
    eventId: randomUUID(),
    type,
    version: eventCatalog.versionOf(type),
    data,
    metadata: testMetadata({ occurredAt }),
  };
}
