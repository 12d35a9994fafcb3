import { formatLongDate, formatTime } from './format';

describe('dates and times on the shop', () => {
  it('tell the time on the 24-hour clock in English as in Lithuanian, in Vilnius', () => {
    expect(formatTime('2026-07-24T15:00:00Z', 'en')).toBe('18:00');
    expect(formatTime('2026-07-24T15:00:00Z', 'lt')).toBe('18:00');
  });

  it('put the day before the month in English', () => {
    expect(formatLongDate('2026-07-24', 'en')).toBe('Friday, 24 July 2026');
  });
});
