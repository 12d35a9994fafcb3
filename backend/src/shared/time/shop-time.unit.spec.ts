import { dateIn, isIanaTimeZone, timeIn, wallClockIn, zoneName } from './shop-time';

describe('times in the shop’s zone', () => {
  const lateWinterEvening = '2027-01-31T22:30:00.000Z';

  it('given one instant, then Vilnius is already in the next day while London and New York are not', () => {
    expect([dateIn(lateWinterEvening, 'Europe/Vilnius'), timeIn(lateWinterEvening, 'Europe/Vilnius')]).toEqual([
      '2027-02-01',
      '00:30',
    ]);
    expect([dateIn(lateWinterEvening, 'Europe/London'), timeIn(lateWinterEvening, 'Europe/London')]).toEqual([
      '2027-01-31',
      '22:30',
    ]);
    expect(timeIn(lateWinterEvening, 'America/New_York')).toBe('17:30');
  });

  it('given a summer instant, then Riga keeps daylight time like Vilnius', () => {
    expect(timeIn('2027-06-01T16:00:00.000Z', 'Europe/Riga')).toBe('19:00');
  });

  it('gives a spreadsheet the wall clock of the zone', () => {
    expect(wallClockIn(lateWinterEvening, 'Europe/Tallinn').toISOString()).toBe('2027-02-01T00:30:00.000Z');
  });

  it('names the zone a text writes its times in, Vilnius in words and any other by its IANA name', () => {
    expect(zoneName('Europe/Vilnius', 'lt')).toBe('Vilniaus laiku');
    expect(zoneName('Europe/Vilnius', 'en')).toBe('Vilnius time');
    expect(zoneName('Europe/Riga', 'lt')).toBe('Europe/Riga laiku');
    expect(zoneName('Europe/Riga', 'en')).toBe('Europe/Riga time');
  });

  it('takes IANA zone names only', () => {
    for (const zone of ['Europe/Vilnius', 'Europe/Riga', 'America/New_York', 'America/Argentina/Buenos_Aires', 'UTC']) {
      expect(isIanaTimeZone(zone)).toBe(true);
    }
    for (const zone of ['Europe/Vilnus', 'Mars/Olympus', '+02:00', 'EET', 'europe/vilnius', '', 'Europe/Vilnius ']) {
      expect(isIanaTimeZone(zone)).toBe(false);
    }
  });
});
