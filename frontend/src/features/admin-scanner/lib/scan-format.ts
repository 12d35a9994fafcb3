/**
 * Times on the scanner, in the shop's own time zone like every other date of the shop, with seconds:
 * at the door "used 19:05:09" tells a colleague's scan a minute ago from a copied ticket last night.
 */
import { EVENT_TIME_ZONE, localeFor } from '../../../lib/format';

export function formatScanTime(instant: number | string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), { timeStyle: 'medium', timeZone: EVENT_TIME_ZONE }).format(
    new Date(instant),
  );
}

export function formatScanDateTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: EVENT_TIME_ZONE,
  }).format(new Date(instant));
}

export function formatEventStart(instant: string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  }).format(new Date(instant));
}
