import { InvalidNotificationError } from './payment-provider';
import {
  carriesSignedFields,
  centsToDecimal,
  constantTimeEqual,
  cutToUtf8Bytes,
  decimalToCents,
  providerAmountToCents,
  readFields,
} from './provider-fields';

describe('amounts between providers and cents', () => {
  it('reads decimal strings digit by digit, with no binary fraction involved', () => {
    expect(decimalToCents('11.00')).toBe(1100);
    expect(decimalToCents('49.9')).toBe(4990);
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('100')).toBe(10000);
    // 1.15 * 100 is 114.99999999999999 in floating point.
    expect(decimalToCents('1.15')).toBe(115);
    expect(decimalToCents('999999.99')).toBe(99999999);
  });

  it('refuses anything that is not a plain non-negative amount with at most two decimals', () => {
    for (const text of ['', '-1.00', '1.999', '1e3', '01.00', '1,00', ' 1.00', '1.', '.5', 'NaN', '0x10']) {
      expect(decimalToCents(text)).toBeNull();
    }
  });

  it('reads JSON numbers through their shortest decimal form', () => {
    expect(providerAmountToCents(49.9)).toBe(4990);
    expect(providerAmountToCents(0.1 + 0.2)).toBeNull();
    expect(providerAmountToCents(null)).toBeNull();
  });

  it('writes cents as the two-decimal strings providers expect', () => {
    expect(centsToDecimal(4990)).toBe('49.90');
    expect(centsToDecimal(1234)).toBe('12.34');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
  });
});

describe('signature comparison', () => {
  it('is true only for the same text, whatever the length', () => {
    expect(constantTimeEqual('ABCDEF', 'ABCDEF')).toBe(true);
    expect(constantTimeEqual('ABCDEF', 'abcdef')).toBe(false);
    expect(constantTimeEqual('ABCDEF', 'ABCDE')).toBe(false);
    expect(constantTimeEqual('ABCDEF', '')).toBe(false);
  });
});

describe('reading signed fields', () => {
  it('takes every field from the first source that has the primary one', () => {
    const request = { query: { order_id: 'o1' }, body: { json: '{}', mac: 'M' }, contentType: undefined };
    expect(readFields('sandbox', request, 'json', ['mac'])).toEqual({ json: '{}', mac: 'M' });
    const both = { query: { json: 'q' }, body: { json: 'b', mac: 'M' }, contentType: undefined };
    // The query's json is not paired with the body's mac.
    expect(readFields('sandbox', both, 'json', ['mac'])).toEqual({ json: 'q' });
  });

  it('answers null when no source has the field, and refuses repeated or nested fields', () => {
    expect(readFields('sandbox', { query: {}, body: undefined, contentType: undefined }, 'json', [])).toBeNull();
    expect(() =>
      readFields('sandbox', { query: { json: ['a', 'b'] }, body: undefined, contentType: undefined }, 'json', []),
    ).toThrow(InvalidNotificationError);
  });

  it('tells whether a browser return carries any signed fields', () => {
    expect(
      carriesSignedFields({ query: { order_id: 'x', outcome: 'success' }, body: {}, contentType: undefined }),
    ).toBe(false);
    expect(carriesSignedFields({ query: { data: 'x' }, body: undefined, contentType: undefined })).toBe(true);
    expect(carriesSignedFields({ query: {}, body: { mac: 'x' }, contentType: undefined })).toBe(true);
  });
});

describe('cutting text to a byte limit', () => {
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

  it('leaves text that fits alone', () => {
    expect(cutToUtf8Bytes('Ona Onaitė', 255)).toBe('Ona Onaitė');
  });

  it('cuts Lithuanian letters whole: ą and č are two bytes each', () => {
    // 'aą' is three bytes; four bytes fit 'aą' and not half of the next 'ą'.
    expect(cutToUtf8Bytes('aąą', 4)).toBe('aą');
    const cut = cutToUtf8Bytes('č'.repeat(200), 255);
    expect(cut).toBe('č'.repeat(127));
    expect(bytes(cut)).toBe(254);
  });

  it('cuts CJK characters (three bytes) and emoji (four, or more with modifiers) on a grapheme boundary', () => {
    expect(cutToUtf8Bytes('山田太郎', 10)).toBe('山田太');
    expect(cutToUtf8Bytes('😀😀', 7)).toBe('😀');
    // A thumbs-up with a skin tone is one grapheme of eight bytes: it goes whole or not at all.
    expect(cutToUtf8Bytes('a👍🏽', 8)).toBe('a');
    // A family emoji joined with ZWJ is one grapheme of 25 bytes.
    expect(cutToUtf8Bytes('👨‍👩‍👧‍👦x', 25)).toBe('👨‍👩‍👧‍👦');
    // A letter with a combining accent stays with it.
    expect(cutToUtf8Bytes('ėe\u0307', 3)).toBe('ė');
  });
});
