/**
 * What text the shop accepts. Two kinds of field exist: single-line (names, e-mails, phones, codes,
 * passwords, titles, tokens, search words) and multi-line (descriptions). Neither may hold what is
 * never text a person typed: control characters (NUL among them), halves of a surrogate pair that
 * lost their other half (they cannot be stored as UTF-8 and crash encoders such as `encodeURI`),
 * the noncharacters U+FFFE/U+FFFF, and the bidi embedding, override and isolate controls that make
 * text read differently from how it is stored. A multi-line text may also break lines (LF or CR LF)
 * and hold tabs; a single-line one may not, nor the Unicode line and paragraph separators.
 */
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { messages } from './validation-messages';

const SINGLE_LINE_REFUSED = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/u;
// The same, less TAB, LF and a CR that starts a CR LF pair.
const MULTI_LINE_REFUSED = /[^\P{Cc}\t\n\r]|\r(?!\n)|[\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/u;

export const isSingleLineText = (value: string): boolean => !SINGLE_LINE_REFUSED.test(value);

export const isMultiLineText = (value: string): boolean => !MULTI_LINE_REFUSED.test(value);

export const SINGLE_LINE_TEXT = 'singleLineText';
export const MULTI_LINE_TEXT = 'multiLineText';

/**
 * A text field on one line. Values that are not strings pass: the field's type rule refuses them
 * with its own message.
 */
export const SingleLineText = (options: ValidationOptions = {}): PropertyDecorator =>
  ValidateBy(
    {
      name: SINGLE_LINE_TEXT,
      validator: { validate: (value: unknown) => typeof value !== 'string' || isSingleLineText(value) },
    },
    { ...messages.text, ...options },
  );

/** A text field that may hold paragraphs: line breaks (LF or CR LF) and tabs are kept. */
export const MultiLineText = (options: ValidationOptions = {}): PropertyDecorator =>
  ValidateBy(
    {
      name: MULTI_LINE_TEXT,
      validator: { validate: (value: unknown) => typeof value !== 'string' || isMultiLineText(value) },
    },
    { ...messages.text, ...options },
  );

/** Where a request answers with refused text, at most this many places are named. */
const MAX_REPORTED = 20;

/**
 * The places in a request value (a body, a query, a route parameter) whose strings, or object keys,
 * are not even multi-line text, as dotted field paths (`tickets.0.id`), the shallowest first.
 * Walked without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function placesWithRefusedText(value: unknown, root = ''): string[] {
  const places: string[] = [];
  const pending: [unknown, string][] = [[value, root]];
  for (let next = 0; next < pending.length && places.length < MAX_REPORTED; next++) {
    const [current, path] = pending[next]!;
    if (typeof current === 'string') {
      if (!isMultiLineText(current)) places.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, String(index))]));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = join(path, key);
        if (!isMultiLineText(key)) places.push(at);
        else pending.push([item, at]);
      }
    }
  }
  return places.slice(0, MAX_REPORTED);
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

// A body parser or query parser makes plain objects; anything else (a Buffer, an upload) is not text.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
