import { EVENT_TIME_ZONE, localeFor } from '../../../lib/format';

/** The registration date in the page's locale; a Vilnius date, like every other date the shop shows. */
export function formatMemberSince(instant: string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: EVENT_TIME_ZONE,
  }).format(new Date(instant));
}
