/**
 * The admin forms take dates and times as Vilnius wall-clock time (`datetime-local` inputs), whatever
 * the administrator's own time zone, because that is what the tickets say; the API takes instants.
 */
import { EVENT_TIME_ZONE } from '../../../lib/format';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const vilniusParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(vilniusParts.formatToParts(instant).map(({ type, value }) => [type, value]));
  const read = (type: string) => Number(parts[type]);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

/** How far Vilnius is ahead of UTC at an instant, in milliseconds (2 or 3 hours). */
function offsetAt(instant: number): number {
  const { year, month, day, hour, minute, second } = wallClock(instant);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as Vilnius local time, `YYYY-MM-DDTHH:mm`; '' for a missing or unreadable one. */
export function toVilniusLocal(instant: string | null | undefined): string {
  const time = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const { year, month, day, hour, minute } = wallClock(time);
  return `${String(year)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/**
 * Vilnius local time `YYYY-MM-DDTHH:mm` as an ISO instant; undefined for anything else. Around the
 * clock changes it does what calendars do: a time that occurs twice means the first, and a time the
 * spring change skips is read with the winter offset, landing an hour later.
 */
export function fromVilniusLocal(local: string): string | undefined {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 02-30 over into March; a real date reads back unchanged.
  if (new Date(asUtc).toISOString().slice(0, 16) !== local) return undefined;
  const offsets = [...new Set([offsetAt(asUtc - DAY_MS), offsetAt(asUtc + DAY_MS)])];
  const candidates = offsets.map((offset) => asUtc - offset).sort((a, b) => a - b);
  const exact = candidates.find((candidate) => toVilniusLocal(new Date(candidate).toISOString()) === local);
  return new Date(exact ?? asUtc - offsetAt(asUtc - DAY_MS)).toISOString();
}
