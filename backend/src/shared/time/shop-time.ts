import type { UserLanguage } from '@ticketshop/projections';

/**
 * Calendar days and clock times in a time zone: the shop's (the settings' `timezone`, docs/settings.md),
 * whatever the server's own zone is. Formats are made once per zone and kept.
 */

/** The zone a shop in Lithuania shows its times in until an admin chooses another (docs/settings.md, "Time zone"). */
const DEFAULT_TIME_ZONE = 'Europe/Vilnius';

interface ZoneFormats {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

const formatsByZone = new Map<string, ZoneFormats>();

function formatsOf(timeZone: string): ZoneFormats {
  let formats = formatsByZone.get(timeZone);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formatsByZone.set(timeZone, formats);
  }
  return formats;
}

/** `YYYY-MM-DD` of the instant in the zone. */
export function dateIn(iso: string, timeZone: string): string {
  return formatsOf(timeZone).date.format(new Date(iso));
}

/** `HH:mm` of the instant in the zone. */
export function timeIn(iso: string, timeZone: string): string {
  return formatsOf(timeZone).time.format(new Date(iso));
}

/**
 * The instant's wall clock in the zone as a Date whose UTC fields carry it: what a spreadsheet cell
 * shows, since .xlsx dates have no zone.
 */
export function wallClockIn(iso: string, timeZone: string): Date {
  return new Date(`${dateIn(iso, timeZone)}T${timeIn(iso, timeZone)}:00.000Z`);
}

/** How a text names the zone its times are in: 'Vilniaus laiku' for the usual one, any other by its IANA name. */
export function zoneName(timeZone: string, language: UserLanguage): string {
  if (timeZone === DEFAULT_TIME_ZONE) return language === 'en' ? 'Vilnius time' : 'Vilniaus laiku';
  return language === 'en' ? `${timeZone} time` : `${timeZone} laiku`;
}

const IANA_NAME = /^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/;

/**
 * Whether the name is a zone of the IANA time zone database as written there (`Europe/Riga`): not an
 * offset (`+02:00`), an abbreviation (`EET`) or a misspelling, which Intl would refuse or misread.
 */
export function isIanaTimeZone(name: string): boolean {
  if (!IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
