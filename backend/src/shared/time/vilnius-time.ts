/**
 * Calendar dates and clock times in Vilnius, for what is defined by Vilnius days whatever the shop's
 * time zone: the refund limits count Vilnius days and weeks (their events name them so).
 */
import { dateIn, timeIn } from './shop-time';

const VILNIUS = 'Europe/Vilnius';

/** `YYYY-MM-DD` of the instant in Vilnius. */
export function vilniusDate(iso: string): string {
  return dateIn(iso, VILNIUS);
}

/** `HH:mm` of the instant in Vilnius. */
export function vilniusTime(iso: string): string {
  return timeIn(iso, VILNIUS);
}
