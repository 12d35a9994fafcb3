import { HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, urlencoded, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { LocalizedHttpException, type LocalizedText } from './localized-exceptions';

/** Every JSON or form body, inflated size included: a newsletter form or a login is a few hundred bytes. */
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The event form carries two descriptions of up to 20,000 characters; in a script of three-byte
 * characters they alone are 120 kB, so its own limit leaves room for them.
 */
const EVENT_FORM_LIMIT_BYTES = 256 * 1024;

/** Deeper than any request of the API nests (the event form is three levels); far below where recursion fails. */
const MAX_JSON_DEPTH = 32;

/** Payment providers post a handful of flat fields; the sandbox page one. */
const MAX_FORM_FIELDS = 100;

/** Refused while parsing: assigning a `__proto__` key elsewhere swaps an object's prototype. */
class ForbiddenJsonKeyError extends Error {}

/** The shape of body-parser's errors (http-errors), as far as the shop reads them. */
interface ParserError {
  status?: unknown;
  type?: unknown;
  limit?: unknown;
}

const failure = (status: number, type: string): Error => Object.assign(new Error(type), { status, type });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether UTF-8 JSON opens more than `maxDepth` arrays or objects inside each other. A loop over the
 * bytes, so no nesting can exhaust the stack here (class-transformer and class-validator recurse and
 * do). In UTF-8 the bytes of quotes, backslashes and brackets never occur inside another character.
 */
export function nestsDeeperThan(body: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index]!;
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      if (++depth > maxDepth) return true;
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
  return false;
}

/** Runs after the body is read and before it is parsed. */
function checkJson(_request: unknown, _response: unknown, body: Buffer, charset: string): void {
  // JSON between systems is UTF-8 (RFC 8259 §8.1); the depth check below reads its bytes as such.
  if (charset !== 'utf-8') throw failure(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'charset.unsupported');
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw failure(HttpStatus.BAD_REQUEST, 'entity.too.deep');
}

function refusePrototypeKey(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new ForbiddenJsonKeyError('__proto__');
  return value;
}

const kilobytes = (bytes: unknown) => Math.floor((typeof bytes === 'number' ? bytes : BODY_LIMIT_BYTES) / 1024);

/** The client's mistake in the reader's languages, by body-parser's error type. */
function textOf(error: ParserError, status: number): LocalizedText {
  if (error instanceof ForbiddenJsonKeyError) {
    return { lt: 'JSON turi neleistiną raktą __proto__', en: 'The JSON has a forbidden key: __proto__' };
  }
  switch (error.type) {
    case 'entity.too.large':
      return {
        lt: `Užklausa per didelė: daugiausia ${kilobytes(error.limit)} kB`,
        en: `The request is too large: at most ${kilobytes(error.limit)} kB`,
      };
    case 'parameters.too.many':
      return {
        lt: `Per daug formos laukų: daugiausia ${MAX_FORM_FIELDS}`,
        en: `Too many form fields: at most ${MAX_FORM_FIELDS}`,
      };
    case 'charset.unsupported':
      return { lt: 'Nepalaikoma koduotė: siųskite UTF-8', en: 'Unsupported charset: send UTF-8' };
    case 'encoding.unsupported':
      return {
        lt: 'Nepalaikomas Content-Encoding: naudokite gzip, deflate, br arba jokio',
        en: 'Unsupported Content-Encoding: use gzip, deflate, br or none',
      };
    case 'entity.too.deep':
      return {
        lt: `JSON per gilus: daugiausia ${MAX_JSON_DEPTH} lygių`,
        en: `The JSON is nested too deep: at most ${MAX_JSON_DEPTH} levels`,
      };
    case 'entity.parse.failed':
      return { lt: 'Užklausos turinys nėra tinkamas JSON', en: 'The request body is not valid JSON' };
  }
  return status === HttpStatus.PAYLOAD_TOO_LARGE
    ? { lt: 'Užklausa per didelė', en: 'The request is too large' }
    : { lt: 'Užklausos turinio nepavyko perskaityti', en: 'The request body could not be read' };
}

/**
 * body-parser's own errors are client errors with a status (413, 415, 400) but no Nest type, so they
 * would leave as 500s; here they become the shop's localized 4xx. Anything else passes on unchanged.
 */
function transportError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const status = (error as ParserError).status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return error;
  return new LocalizedHttpException(status, textOf(error as ParserError, status));
}

const translated =
  (parser: RequestHandler): RequestHandler =>
  (request: Request, response: Response, next: NextFunction) =>
    void parser(request, response, (error?: unknown) => (error === undefined ? next() : next(transportError(error))));

const jsonParser = (limit: number) => translated(json({ limit, verify: checkJson, reviver: refusePrototypeKey }));

/** Creating an event (POST /events) or editing one (PUT /events/:id), as seen where the parser is mounted. */
const isEventForm = (request: Request) =>
  (request.method === 'POST' && request.path === '/') ||
  (request.method === 'PUT' && /^\/[^/]+\/?$/.test(request.path));

/**
 * The shop's body parsers, in place of Nest's defaults: limits on the inflated size, UTF-8 JSON of
 * bounded depth, and flat forms (provider notifications), each failure a localized 4xx.
 */
export function useBodyParsers(app: NestExpressApplication, apiPrefix: string): void {
  const eventForm = jsonParser(EVENT_FORM_LIMIT_BYTES);
  // The event form's parser reads its body first; the general one then finds it read and skips it.
  app.use(`/${apiPrefix}/events`, (request: Request, response: Response, next: NextFunction) =>
    isEventForm(request) ? eventForm(request, response, next) : next(),
  );
  app.use(jsonParser(BODY_LIMIT_BYTES));
  app.use(translated(urlencoded({ extended: false, limit: BODY_LIMIT_BYTES, parameterLimit: MAX_FORM_FIELDS })));
}
