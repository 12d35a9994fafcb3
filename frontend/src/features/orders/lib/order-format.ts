import { EVENT_TIME_ZONE, formatLongDate, formatTime, localeFor } from '../../../lib/format';
import type { OrderedEventResponse } from '../../../lib/api-types/generated';

/** The event's date and local start time, as the tickets give them: "2027 m. gegužės 1 d., šeštadienis, 19:00". */
export function eventWhen(event: OrderedEventResponse, language: string): string {
  return `${formatLongDate(event.date, language)}, ${event.time}`;
}

export function eventPlace(event: OrderedEventResponse): string {
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

const holdDates = new Map<string, Intl.DateTimeFormat>();

/**
 * When a hold on seats ends, in Vilnius like the tickets: "rugsėjo 1 d., 12:45" or "1 September, 12:45".
 * Date and time are formatted apart because ICU versions disagree on what joins them.
 */
export function formatHoldEnd(instant: string, language: string): string {
  let date = holdDates.get(language);
  if (!date) {
    date = new Intl.DateTimeFormat(localeFor(language), { month: 'long', day: 'numeric', timeZone: EVENT_TIME_ZONE });
    holdDates.set(language, date);
  }
  return `${date.format(new Date(instant))}, ${formatTime(instant, language)}`;
}
