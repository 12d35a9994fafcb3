import { newTicketCode, normalizeTicketCode } from './ticket-codes';

const PRINTED = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

describe('ticket codes', () => {
  it('given a new code, then it is four groups of four Crockford symbols', () => {
    const code = newTicketCode();

    expect(code).toMatch(PRINTED);
  });

  it('given many draws, when they are compared, then no code repeats', () => {
    const codes = new Set(Array.from({ length: 20000 }, () => newTicketCode()));

    expect(codes.size).toBe(20000);
  });

  it('given many draws, then every symbol of the alphabet turns up in every position', () => {
    const codes = Array.from({ length: 2000 }, () => newTicketCode().replace(/-/g, ''));

    for (let position = 0; position < 16; position++) {
      expect(new Set(codes.map((code) => code[position])).size).toBe(32);
    }
  });

  it('given a new code, when it is normalized, then it stays the same', () => {
    for (let i = 0; i < 500; i++) {
      const code = newTicketCode();
      expect(normalizeTicketCode(code)).toBe(code);
    }
  });

  it.each([
    ['lower case', '7kq2-m9xd-4htp-c3rw'],
    ['no hyphens', '7KQ2M9XD4HTPC3RW'],
    ['spaces instead of hyphens', '7KQ2 M9XD 4HTP C3RW'],
    ['extra hyphens and spaces', ' -7KQ2--M9XD - 4H-TP-C3RW- '],
    ['a typographic dash', '7KQ2–M9XD–4HTP–C3RW'],
  ])('given a code typed with %s, when it is normalized, then it is the printed form', (_, typed) => {
    expect(normalizeTicketCode(typed)).toBe('7KQ2-M9XD-4HTP-C3RW');
  });

  it('given O, I or L typed for the digits they look like, when normalized, then they are read as 0 and 1', () => {
    expect(normalizeTicketCode('OIL0-oil1-ABCD-EFGH')).toBe('0110-0111-ABCD-EFGH');
  });

  it.each([
    ['nothing', ''],
    ['one symbol too few', '7KQ2-M9XD-4HTP-C3R'],
    ['one symbol too many', '7KQ2-M9XD-4HTP-C3RW-0'],
    ['a U, which no code holds', '7KQ2-M9XD-4HTP-C3RU'],
    ['punctuation', '7KQ2-M9XD-4HTP-C3R!'],
    ['a Lithuanian letter', '7KQ2-M9XD-4HTP-C3RŽ'],
  ])('given %s typed, when normalized, then it is not a code', (_, typed) => {
    expect(normalizeTicketCode(typed)).toBeNull();
  });
});
