import fc from 'fast-check';
import { isMultiLineText, isSingleLineText, placesWithRefusedText } from './text-rules';

const NEVER_TEXT = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
  '\ufffe',
  '\uffff',
  '\u202e',
  '\u2066',
  '\u2028',
  '\r',
];

describe('text rules', () => {
  it('take the letters, digits, signs and emoji people type', () => {
    for (const text of ['Žalgirio arena', 'Ąžuolas-Čiurlionis', 'O’Brien', '+370 600 00000', 'šokiai 🎉', '']) {
      expect(isSingleLineText(text)).toBe(true);
      expect(isMultiLineText(text)).toBe(true);
    }
  });

  it('keep line breaks and tabs in multi-line text only', () => {
    for (const text of ['Pirma pastraipa.\n\nAntra.', 'Windows\r\neilutės', 'stulpelis\tkitas']) {
      expect(isMultiLineText(text)).toBe(true);
      expect(isSingleLineText(text)).toBe(false);
    }
  });

  it('refuse control characters, broken surrogate pairs, noncharacters, bidi controls and a lone CR everywhere', () => {
    for (const bad of NEVER_TEXT) {
      expect([bad, isSingleLineText(`a${bad}b`), isMultiLineText(`a${bad}b`)]).toEqual([bad, false, false]);
    }
  });

  it('refuse any text with one of those inside, and take any well-formed printable text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...NEVER_TEXT), fc.string(), (before, bad, after) => {
        const clean = (text: string) =>
          text.replace(/[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/gu, '');
        expect(isMultiLineText(clean(before) + bad + clean(after))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u.test(text));
        expect(isSingleLineText(text)).toBe(true);
      }),
    );
  });

  it('name every place in a request that holds refused text, keys included, as field paths', () => {
    const body = {
      guest_first_name: 'O\u0000na',
      guest_last_name: 'Žemaitė',
      tickets: [{ id: 'ok', quantity: 1 }, { id: '\ud800' }],
      description: { lt: 'Eilutė\nkita' },
      ['ra\u0000kt']: 'x',
    };
    expect(placesWithRefusedText(body).sort()).toEqual(['guest_first_name', 'ra\u0000kt', 'tickets.1.id'].sort());
    expect(placesWithRefusedText('a\u0000', 'id')).toEqual(['id']);
    expect(placesWithRefusedText({ page: '2' })).toEqual([]);
  });

  it('walk a deeply nested request without running out of stack, and name at most 20 places', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(placesWithRefusedText(deep)).toHaveLength(1);
    expect(placesWithRefusedText(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });

  it('leave alone what no parser makes from text, such as a Buffer', () => {
    expect(placesWithRefusedText({ file: Buffer.from([0, 0xff]) })).toEqual([]);
  });
});
