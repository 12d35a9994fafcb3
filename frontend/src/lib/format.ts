/**
 * Locale-aware formatting of dates and times (money is lib/money/money.ts). Event times are shown in
 * Europe/Vilnius whatever the visitor's own time zone, because that is where the events happen and what
 * the tickets say.
 */

export const EVENT_TIME_ZONE = 'Europe/Vilnius';

/** English follows British conventions, as a Baltic shop's visitors expect: a 24-hour clock, day before month. */
export function localeFor(language: string): string {
  return language === 'en' ? 'en-GB' : 'lt-LT';
}

/**
 * A calendar date (YYYY-MM-DD) as an instant that falls on that same date in Vilnius: noon UTC is
 * 14:00 or 15:00 there, far from either midnight.
 */
function calendarDateInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * Building an Intl formatter costs far more than using one (locale data, time zone rules), and a list
 * of cards formats dozens of dates while it is drawn; so each is built once per language and options.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions, instant: Date): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeFor(language), { ...options, timeZone: EVENT_TIME_ZONE });
    dateFormats.set(key, formatter);
  }
  return formatter.format(instant);
}

export function formatDayOfMonth(date: string, language: string): string {
  return format(language, { day: 'numeric' }, calendarDateInstant(date));
}

/**
 * The month for a date badge. CLDR maps the short-month skeleton to digits in some locales (lt gives
 * "02", not "vas."), and a badge needs a word, so those fall back to the full stand-alone name.
 */
export function formatShortMonth(date: string, language: string): string {
  const instant = calendarDateInstant(date);
  const short = format(language, { month: 'short' }, instant);
  return /^\d+$/.test(short) ? format(language, { month: 'long' }, instant) : short;
}

export function formatLongDate(date: string, language: string): string {
  return format(
    language,
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    calendarDateInstant(date),
  );
}

export function formatTime(instant: string, language: string): string {
  return format(language, { hour: 'numeric', minute: '2-digit' }, new Date(instant));
}
