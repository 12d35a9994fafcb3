/** What every adapter needs to read a provider's message: its fields, its amount, its signature. */
import { timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@ticketshop/projections';
import {
  InvalidNotificationError,
  type IncomingProviderRequest,
  type NotificationAcknowledgement,
} from './payment-provider';
import { formatMajor } from '../../shared/money/money';

/** The answer MakeCommerce, Paysera and the sandbox all accept; Paysera needs the body to be exactly `OK`. */
export const OK_ACKNOWLEDGEMENT: NotificationAcknowledgement = Object.freeze({
  status: 200,
  contentType: 'text/plain; charset=utf-8',
  body: 'OK',
});

/** Field names that carry a provider's signed message: MakeCommerce and sandbox `json`/`mac`, Paysera `data`/`ss*`. */
const SIGNED_FIELDS = ['json', 'mac', 'data', 'ss1', 'ss2', 'ss3'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sourcesOf(request: IncomingProviderRequest): Record<string, unknown>[] {
  return [request.query, request.body].filter(isRecord);
}

/** Whether a request (a browser return, typically) carries any signed provider fields at all. */
export function carriesSignedFields(request: IncomingProviderRequest): boolean {
  return sourcesOf(request).some((source) => SIGNED_FIELDS.some((field) => source[field] !== undefined));
}

/**
 * Reads `primary` and `others` from the first source that has `primary`: the query, else a form or JSON
 * body. All fields come from that one source, so a message and its signature are never assembled from
 * two places. Null when no source has `primary`.
 */
export function readFields<Name extends string>(
  provider: PaymentProviderName,
  request: IncomingProviderRequest,
  primary: Name,
  others: readonly Name[],
): Partial<Record<Name, string>> | null {
  const source = sourcesOf(request).find((candidate) => candidate[primary] !== undefined);
  if (!source) return null;
  const fields: Partial<Record<Name, string>> = {};
  for (const name of [primary, ...others]) {
    const value = source[name];
    if (value === undefined) continue;
    // A repeated or nested field (`json[]=…`) is no provider's format.
    if (typeof value !== 'string') throw new InvalidNotificationError(provider, 'malformed', `${name} is not text`);
    fields[name] = value;
  }
  return fields;
}

/**
 * Compares a computed signature with a received one without revealing, through timing, how much of
 * it matched. A length mismatch returns early: the length of a digest is public anyway.
 */
export function constantTimeEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const DECIMAL_AMOUNT = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;

/**
 * "11.00", "49.9" or "100" as cents, read digit by digit so no binary fraction is ever involved.
 * Null for anything else (negative, more than two decimals, exponent notation).
 */
export function decimalToCents(value: string): number | null {
  const match = DECIMAL_AMOUNT.exec(value);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** Cents as the decimal string providers expect: 1234 → "12.34". */
export function centsToDecimal(cents: number): string {
  if (cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return formatMajor(cents);
}

/** An amount a provider sent as a decimal string or a JSON number, as cents. */
export function providerAmountToCents(value: unknown): number | null {
  // String(49.9) is "49.9": JSON numbers are read through their shortest decimal form, never multiplied.
  if (typeof value === 'number' && Number.isFinite(value)) return decimalToCents(String(value));
  if (typeof value === 'string') return decimalToCents(value);
  return null;
}

export const CURRENCY_CODE = /^[A-Z]{3}$/;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of `text` that fits in `maxBytes` of UTF-8, cut between graphemes: a provider that
 * counts bytes never gets half a letter (ą is two bytes, a CJK character three, an emoji up to ~25 with
 * its modifiers), and an accent or a skin tone is never parted from its letter.
 */
export function cutToUtf8Bytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let kept = '';
  let bytes = 0;
  for (const { segment } of graphemes.segment(text)) {
    bytes += Buffer.byteLength(segment, 'utf8');
    if (bytes > maxBytes) break;
    kept += segment;
  }
  return kept;
}
