import { vilniusDate, vilniusTime } from './vilnius-time';

describe('Vilnius time', () => {
  it('given a summer instant, then it reads three hours ahead of UTC', () => {
    expect([vilniusDate('2027-06-01T16:00:00.000Z'), vilniusTime('2027-06-01T16:00:00.000Z')]).toEqual([
      '2027-06-01',
      '19:00',
    ]);
  });

  it('given a winter instant late in the UTC day, then it is already the next day in Vilnius', () => {
    expect([vilniusDate('2027-01-31T22:30:00.000Z'), vilniusTime('2027-01-31T22:30:00.000Z')]).toEqual([
      '2027-02-01',
      '00:30',
    ]);
  });
});
