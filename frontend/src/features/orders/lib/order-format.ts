import { EVENT_TIME_ZONE, formatLongDate, localeFor } from '../../../lib/format';
import type { GuestOrderEvent } from '../../../lib/orders/guest-order';

/** The event's date and local start time, as the tickets give them: "2027 m. gegužės 1 d., šeštadienis, 19:00". */
export function eventWhen(event: GuestOrderEvent, language: string): string {
  return `${formatLongDate(event.date, language)}, ${event.time}`;
}

export function eventPlace(event: GuestOrderEvent): string {
  return [event.venue, event.address, event.city].filter(Boolean).join(', ');
}

/** An instant (the order's creation) as a date in Vilnius. */
export function formatOrderDate(instant: string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: EVENT_TIME_ZONE,
  }).format(new Date(instant));
}
