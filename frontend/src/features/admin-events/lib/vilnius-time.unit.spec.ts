import { fromVilniusLocal, toVilniusLocal } from './vilnius-time';

describe('Vilnius local time', () => {
  it('shows an instant as the wall-clock time in Vilnius, winter and summer', () => {
    expect(toVilniusLocal('2026-01-15T10:00:00.000Z')).toBe('2026-01-15T12:00');
    expect(toVilniusLocal('2026-07-14T16:00:00.000Z')).toBe('2026-07-14T19:00');
    expect(toVilniusLocal('2026-12-31T22:30:00.000Z')).toBe('2027-01-01T00:30');
  });

  it('gives an empty value for a missing or unreadable instant', () => {
    expect(toVilniusLocal(null)).toBe('');
    expect(toVilniusLocal('')).toBe('');
    expect(toVilniusLocal('rytoj')).toBe('');
  });

  it('reads a wall-clock time in Vilnius as an instant, winter and summer', () => {
    expect(fromVilniusLocal('2026-01-15T12:00')).toBe('2026-01-15T10:00:00.000Z');
    expect(fromVilniusLocal('2026-07-14T19:00')).toBe('2026-07-14T16:00:00.000Z');
    expect(fromVilniusLocal('2027-01-01T00:30')).toBe('2026-12-31T22:30:00.000Z');
  });

  it('round-trips every hour across both clock changes', () => {
    for (const start of ['2026-03-28T20:00:00.000Z', '2026-10-24T20:00:00.000Z']) {
      for (let hour = 0; hour < 12; hour += 1) {
        const instant = new Date(Date.parse(start) + hour * 3_600_000).toISOString();
        const local = toVilniusLocal(instant);
        expect(toVilniusLocal(fromVilniusLocal(local))).toBe(local);
      }
    }
  });

  it('takes the first of a time that occurs twice, and moves a skipped time an hour on', () => {
    // 2026-10-25: 04:00 summer time becomes 03:00 winter time.
    expect(fromVilniusLocal('2026-10-25T03:30')).toBe('2026-10-25T00:30:00.000Z');
    // 2026-03-29: 03:00 winter time becomes 04:00 summer time.
    expect(fromVilniusLocal('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(toVilniusLocal('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T04:30');
  });

  it('rejects anything but YYYY-MM-DDTHH:mm naming a real date', () => {
    expect(fromVilniusLocal('')).toBeUndefined();
    expect(fromVilniusLocal('2026-07-14')).toBeUndefined();
    expect(fromVilniusLocal('2026-07-14T19:00:00')).toBeUndefined();
    expect(fromVilniusLocal('2026-02-30T10:00')).toBeUndefined();
    expect(fromVilniusLocal('2026-07-14T25:00')).toBeUndefined();
  });
});
