import {
  readReportCurrency,
  readReportSelection,
  reportQueryOf,
  reportSearchParams,
  reportSearchParamsIn,
  type ReportSelection,
} from './report-query';

const read = (search: string) => readReportSelection(new URLSearchParams(search));

describe('report selection', () => {
  it('is the last six months when the address names no period', () => {
    expect(read('')).toEqual({ period: 'last_6_months', from: '', to: '', as_of: '' });
    expect(reportQueryOf(read(''))).toEqual({ period: 'last_6_months' });
  });

  it.each(['last_3_months', 'last_6_months', 'last_year', 'this_year'])(
    'asks for the preset %s alone, ignoring days given with it',
    (period) => {
      expect(reportQueryOf(read(`period=${period}&from=2026-01-01&to=2026-01-31`))).toEqual({ period });
    },
  );

  it('asks for a custom range with both days and the as-of moment', () => {
    expect(reportQueryOf(read('period=custom&from=2026-10-01&to=2026-10-31&as_of=2026-11-01T12:00'))).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      as_of: '2026-11-01T12:00',
    });
    expect(reportQueryOf(read('period=custom&from=2026-10-01&to=2026-10-01'))).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-01',
    });
  });

  it.each([
    ['a missing last day', 'period=custom&from=2026-10-01'],
    ['a day that is not one', 'period=custom&from=2026-10-01&to=31.10.2026'],
    ['days the wrong way round', 'period=custom&from=2026-10-31&to=2026-10-01'],
    ['an unknown period', 'period=forever'],
  ])('falls back to the default period on %s', (_case, search) => {
    expect(reportQueryOf(read(search))).toEqual({ period: 'last_6_months' });
  });

  it('drops an as-of moment that is not a local date-time', () => {
    expect(reportQueryOf(read('period=this_year&as_of=yesterday'))).toEqual({ period: 'this_year' });
    expect(reportQueryOf(read('period=this_year&as_of=2026-11-01T12:00'))).toEqual({
      period: 'this_year',
      as_of: '2026-11-01T12:00',
    });
  });

  it('writes the address back without the default, so it reads the same again', () => {
    const custom: ReportSelection = { period: 'custom', from: '2026-10-01', to: '2026-10-31', as_of: '' };
    expect(reportSearchParams(custom).toString()).toBe('period=custom&from=2026-10-01&to=2026-10-31');
    expect(read(reportSearchParams(custom).toString())).toEqual(custom);
    expect(reportSearchParams(read('')).toString()).toBe('');
    expect(reportSearchParams(read('period=last_year')).toString()).toBe('period=last_year');
  });

  it('reads the currency detailed from the address, a currency the shop does not sell as none', () => {
    expect(readReportCurrency(new URLSearchParams('currency=USD'))).toBe('USD');
    expect(readReportCurrency(new URLSearchParams('currency=GBP'))).toBeUndefined();
    expect(readReportCurrency(new URLSearchParams(''))).toBeUndefined();
    expect(reportSearchParamsIn(read(''), 'USD').toString()).toBe('currency=USD');
    expect(reportSearchParamsIn(read('period=this_year'), undefined).toString()).toBe('period=this_year');
  });
});
