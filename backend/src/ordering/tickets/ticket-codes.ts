/**
 * Ticket codes: what a ticket's QR code holds and what a door scanner or a person at the door types.
 * Crockford's base32 leaves out I, L, O and U, so a code read aloud or copied from paper cannot be
 * mistaken for another one.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 80 random bits: far beyond guessing, even with every ticket ever sold to aim at. */
const CODE_BYTES = 10;
const CODE_LENGTH = (CODE_BYTES * 8) / 5;
const GROUP = 4;

/** The hyphen people mean, whichever dash their keyboard or word processor produced. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212_]/g;
/** Crockford's reading aids: letters that look like digits are read as those digits. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/** A fresh, unguessable code in its printed form, e.g. `7KQ2-M9XD-4HTP-C3RW`. */
export function newTicketCode(): string {
  const bytes = randomBytes(CODE_BYTES);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let symbols = '';
  for (let i = CODE_LENGTH - 1; i >= 0; i--) symbols += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return grouped(symbols);
}

/**
 * The printed form of a code as someone typed it (any case, spaces or dashes anywhere, O for 0, I or L
 * for 1), or null when it cannot be a ticket code at all.
 */
export function normalizeTicketCode(typed: string): string | null {
  const symbols = typed
    .toUpperCase()
    .replace(SEPARATORS, '')
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter]!);
  if (symbols.length !== CODE_LENGTH) return null;
  for (const symbol of symbols) if (!ALPHABET.includes(symbol)) return null;
  return grouped(symbols);
}

function grouped(symbols: string): string {
  const groups: string[] = [];
  for (let i = 0; i < symbols.length; i += GROUP) groups.push(symbols.slice(i, i + GROUP));
  return groups.join('-');
}
