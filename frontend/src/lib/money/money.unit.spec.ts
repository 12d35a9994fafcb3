import { centsFromMajor, formatCents, formatMoney, majorFromCents, typedCents } from './money';

/** Intl's no-break spaces read as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('centsFromMajor', () => {
  it('given an amount from the API, when turned into cents, then the binary dust is gone', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(centsFromMajor(19.99)).toBe(1999);
    expect(centsFromMajor(0.1 + 0.2)).toBe(30);
    expect(centsFromMajor(0)).toBe(0);
  });

  it('given a negative refund or a huge amount, when turned into cents, then each is exact', () => {
    expect(centsFromMajor(-12.5)).toBe(-1250);
    expect(centsFromMajor(-19.99)).toBe(-1999);
    expect(centsFromMajor(90_071_992_547_409.91)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('given amounts that differ by float dust, when compared as cents, then they are equal', () => {
    expect(0.1 + 0.2 === 0.3).toBe(false);
    expect(centsFromMajor(0.1 + 0.2)).toBe(centsFromMajor(0.3));
  });
});

describe('majorFromCents', () => {
  it('given whole cents, when sent to the API, then they are major units', () => {
    expect(majorFromCents(1999)).toBe(19.99);
    expect(majorFromCents(-1250)).toBe(-12.5);
    expect(majorFromCents(0)).toBe(0);
  });
});

describe('typedCents', () => {
  it.each([
    ['500', 50_000],
    ['12,5', 1250],
    [' 12.34 ', 1234],
    ['0,29', 29],
    ['19,99', 1999],
    ['0', 0],
  ])('given "%s" typed, when read, then it is %d cents', (typed, cents) => {
    expect(typedCents(typed)).toBe(cents);
  });

  it.each(['', 'abc', '1,005', '12.345', '-5', '1.2.3', '12,', ',5', '1e3'])(
    'given "%s" typed, when read, then it is not an amount',
    (typed) => {
      expect(typedCents(typed)).toBeUndefined();
    },
  );
});

describe('formatMoney and formatCents', () => {
  it('given an amount, when written, then it has the currency’s sign and two decimals in the page’s language', () => {
    expect(plain(formatMoney(12.5, 'EUR', 'lt'))).toBe('12,50 €');
    expect(formatMoney(12.5, 'EUR', 'en')).toBe('€12.50');
    expect(plain(formatMoney(0, 'EUR', 'lt'))).toBe('0,00 €');
  });

  it('given whole cents, when written, then they read as the same money', () => {
    expect(plain(formatCents(1_246_000, 'EUR', 'lt'))).toBe('12 460,00 €');
    expect(formatCents(8_307, 'USD', 'en')).toBe('US$83.07');
    expect(plain(formatCents(-1999, 'EUR', 'lt'))).toBe('−19,99 €');
  });
});
