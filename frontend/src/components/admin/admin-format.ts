/**
 * Formatting for the back-office. Instants are shown in the shop's own time zone, like the events,
 * so two administrators abroad and at home read the same clock time in a user's history.
 */
import { EVENT_TIME_ZONE, localeFor } from '../../lib/format';

export function formatDate(instant: string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium', timeZone: EVENT_TIME_ZONE }).format(
    new Date(instant),
  );
}

export function formatDateTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  }).format(new Date(instant));
}

export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(localeFor(language)).format(count);
}
