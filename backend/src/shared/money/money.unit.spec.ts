import { centsFromMajor, formatMajor, formatMoney, majorFromCents } from './money';

describe('centsFromMajor', () => {
  it('given an amount with two decimals, when converted, then the cents are exact', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(centsFromMajor(19.99)).toBe(1999);
    expect(centsFromMajor(0.29)).toBe(29);
    expect(centsFromMajor(1.1)).toBe(110);
    expect(centsFromMajor(100_000)).toBe(10_000_000);
  });

  it('given zero or a negative refund, when converted, then the sign is kept and zero is plain zero', () => {
    expect(centsFromMajor(0)).toBe(0);
    expect(Object.is(centsFromMajor(-0), 0)).toBe(true);
    expect(centsFromMajor(-12.5)).toBe(-1250);
    expect(centsFromMajor(-19.99)).toBe(-1999);
  });

  it('given more than two decimals, when converted, then it is refused rather than rounded', () => {
    expect(() => centsFromMajor(1.005)).toThrow(RangeError);
    expect(() => centsFromMajor(12.345)).toThrow(RangeError);
    expect(() => centsFromMajor(0.1 + 0.2)).toThrow(RangeError);
  });

  it('given a non-finite or huge amount, when converted, then it is refused', () => {
    expect(() => centsFromMajor(Number.NaN)).toThrow(RangeError);
    expect(() => centsFromMajor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => centsFromMajor(1e20)).toThrow(RangeError);
    expect(centsFromMajor(90_071_992_547_409.91)).toBe(9_007_199_254_740_991);
  });
});

describe('majorFromCents', () => {
  it('given cents as a number, bigint or string column, when converted, then they are major units', () => {
    expect(majorFromCents(1999)).toBe(19.99);
    expect(majorFromCents(-1250)).toBe(-12.5);
    expect(majorFromCents(10n)).toBe(0.1);
    expect(majorFromCents('10968')).toBe(109.68);
    expect(majorFromCents(0)).toBe(0);
  });

  it('given cents made from an amount, when converted back, then the amount is the same', () => {
    for (const amount of [0.01, 0.29, 19.99, 1234.56, -3.05])
      expect(majorFromCents(centsFromMajor(amount))).toBe(amount);
  });
});

describe('formatMajor', () => {
  it('given cents, when written, then they have two decimals and no currency', () => {
    expect(formatMajor(1250)).toBe('12.50');
    expect(formatMajor(1999)).toBe('19.99');
    expect(formatMajor(5)).toBe('0.05');
    expect(formatMajor(0)).toBe('0.00');
  });

  it('given a negative refund, when written, then the minus comes first', () => {
    expect(formatMajor(-305)).toBe('-3.05');
    expect(formatMajor(-5)).toBe('-0.05');
  });

  it('given a huge amount, when written, then every digit is exact', () => {
    expect(formatMajor(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('given something that is not whole cents, when written, then it is refused', () => {
    expect(() => formatMajor(12.5)).toThrow(RangeError);
    expect(() => formatMajor(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('given cents and a currency, when written for a reader, then it is in their notation', () => {
    expect(formatMoney(4500, 'EUR', 'lt')).toBe('45,00\u00a0€');
    expect(formatMoney(4500, 'EUR', 'en')).toBe('€45.00');
    expect(formatMoney(-1999, 'USD', 'en')).toBe('-$19.99');
    expect(formatMoney(123456789, 'EUR', 'en')).toBe('€1,234,567.89');
  });

  it('given a currency Intl does not know, when written, then the code follows the plain amount', () => {
    expect(formatMoney(1250, 'EURO', 'en')).toBe('12.50 EURO');
  });
});
