import { formatDeduction, formatGrowth, formatMonth } from './report-format';

/** Intl's no-break spaces read as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('report formatting', () => {
  it.each([
    [0, 'lt', '0,0 %'],
    [12.5, 'lt', '+12,5 %'],
    [2, 'lt', '+2,0 %'],
    [-3.3, 'lt', '−3,3 %'],
    [0, 'en', '0.0%'],
    [9.7, 'en', '+9.7%'],
  ])('writes a growth of %d in %s with one decimal: %s', (rate, language, shown) => {
    expect(plain(formatGrowth(rate, language))).toBe(shown);
  });

  it('writes refunds as what they take off, and none as zero', () => {
    expect(plain(formatDeduction(4_000, 'EUR', 'lt'))).toBe('−40,00 €');
    expect(plain(formatDeduction(0, 'EUR', 'lt'))).toBe('0,00 €');
  });

  it('names a month in words, whatever the time zone', () => {
    expect(formatMonth('2026-01', 'lt')).toBe('2026 m. sausis');
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
  });
});
