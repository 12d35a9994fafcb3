import { LocalizedHttpException } from '../shared/http/localized-exceptions';
import { reportPeriodOf, ReportQuery, type ReportPeriodKey } from './report-query';
import { bucketsOf } from './statistics/statistics.queries';

const query = (fields: Partial<ReportQuery> & { period: ReportPeriodKey }) => Object.assign(new ReportQuery(), fields);
// 2026-03-31 23:30 UTC is already 1 April in Vilnius (UTC+3 in summer time).
const now = new Date('2026-03-31T23:30:00.000Z');
const VILNIUS = 'Europe/Vilnius';

describe('report periods', () => {
  it('given a named period, then it runs from the first day of its first month to today in Vilnius', () => {
    expect(reportPeriodOf(query({ period: 'last_3_months' }), now, VILNIUS)).toEqual({
      key: 'last_3_months',
      from: '2026-02-01',
      to: '2026-04-01',
      months: ['2026-02', '2026-03', '2026-04'],
    });
    expect(reportPeriodOf(query({ period: 'last_6_months' }), now, VILNIUS).from).toBe('2025-11-01');
    expect(reportPeriodOf(query({ period: 'last_year' }), now, VILNIUS).months).toHaveLength(12);
    expect(reportPeriodOf(query({ period: 'this_year' }), now, VILNIUS)).toMatchObject({
      from: '2026-01-01',
      to: '2026-04-01',
    });
  });

  it('given the shop in New York, then today is still 31 March there and the period ends on it', () => {
    expect(reportPeriodOf(query({ period: 'last_3_months' }), now, 'America/New_York')).toEqual({
      key: 'last_3_months',
      from: '2026-01-01',
      to: '2026-03-31',
      months: ['2026-01', '2026-02', '2026-03'],
    });
  });

  it('given an as-of moment, then the period ends on its day', () => {
    expect(reportPeriodOf(query({ period: 'this_year', as_of: '2025-06-15T12:00' }), now, VILNIUS)).toMatchObject({
      from: '2025-01-01',
      to: '2025-06-15',
    });
  });

  it('given a custom period, then its days are taken as they are, every month listed', () => {
    expect(
      reportPeriodOf(query({ period: 'custom', from: '2025-11-20', to: '2026-01-05' }), now, VILNIUS).months,
    ).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it.each([
    [{ period: 'custom' as const }, 'from'],
    [{ period: 'custom' as const, from: '2026-01-01' }, 'to'],
    [{ period: 'custom' as const, from: '2026-02-01', to: '2026-01-01' }, 'from'],
    [{ period: 'custom' as const, from: '2020-01-01', to: '2026-01-01' }, 'to'],
    [{ period: 'this_year' as const, as_of: '2026-01-01T10:00', as_of_position: '5' }, 'as_of_position'],
  ])('given %j, then it is refused naming %s', (fields, field) => {
    let refusal: unknown;
    try {
      reportPeriodOf(query(fields), now, VILNIUS);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(LocalizedHttpException);
    expect((refusal as LocalizedHttpException).fieldErrors.map((error) => error.field)).toEqual([field]);
  });
});

describe('revenue buckets', () => {
  it('given days, weeks or months, then every bucket of the period is named, weeks by their Monday', () => {
    expect(bucketsOf('2026-03-30', '2026-04-02', 'day')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(bucketsOf('2026-03-04', '2026-03-17', 'week')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(bucketsOf('2025-12-31', '2026-02-01', 'month')).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
