/** Calendar dates and clock times as people in Lithuania read them, whatever the server's zone. */
const TIME_ZONE = 'Europe/Vilnius';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD` of the instant in Vilnius. */
export function vilniusDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** `HH:mm` of the instant in Vilnius. */
export function vilniusTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
