import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import { requestLogSampleOf, type AppConfig } from '../../config/app-config';
import { requestIdOf } from './request-id';

type LevelOf = NonNullable<Options['customLogLevel']>;

/** What a redacted value reads in the log. */
const REDACTED = '[redacted]';

/**
 * Query keys whose values open something or name someone, wherever they appear: the signed links'
 * `token` (tickets, invoices, the mailed order lookup, e-mail verification, password reset, newsletter),
 * the payment providers' signed messages and signatures (the sandbox's and MakeCommerce's `json` and
 * `mac`, Paysera's `data`, `sign`, `ss1`, `ss2`, `ss3`), and the generic names such links use elsewhere
 * (`signature`, `sig`, `code`, `key`, `access_token`…), plus a buyer's `email`. Compared lower-cased,
 * after percent-decoding and without `[]` suffixes. `expires` and ids are kept: they open nothing.
 */
const SECRET_QUERY_KEYS: ReadonlySet<string> = new Set([
  'token',
  'signature',
  'sig',
  'sign',
  'mac',
  'json',
  'data',
  'ss1',
  'ss2',
  'ss3',
  'code',
  'key',
  'secret',
  'password',
  'hash',
  'auth',
  'access_token',
  'refresh_token',
  'id_token',
  'email',
]);

/** Path segments that are tokens: the sandbox payment page's address is its signed session. */
const TOKEN_SEGMENT_AFTER = /(\/payments\/sandbox\/)[^/?#]+/gi;

/** A JSON Web Token (or any signed `eyJ…` value) under any key. */
const LOOKS_SIGNED = /^eyJ[\w-]*\.[\w-]+/;

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * A request address as the log may keep it: every token and signature replaced by `[redacted]`
 * (SECRET_QUERY_KEYS, token path segments, JWT-looking values, and an address carried inside a value,
 * such as a return page's `next`), the rest byte for byte. The one place the shop's logs take an
 * address from (request log, its fast path, the error filter), so whoever reads `server.log` cannot
 * open an e-ticket or replay a payment message from it.
 */
export function redactedUrl(url: string | undefined): string {
  if (url === undefined) return '';
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(TOKEN_SEGMENT_AFTER, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      const name = decoded(key)
        .toLowerCase()
        .replace(/(\[[^\]]*\])+$/, '');
      const plain = decoded(value);
      if (SECRET_QUERY_KEYS.has(name) || LOOKS_SIGNED.test(plain)) return `${key}=${REDACTED}`;
      // An address inside a value (a return page) is redacted as an address of its own.
      if (plain.includes('?') || plain.includes('/payments/sandbox/')) {
        const inner = redactedUrl(plain);
        if (inner !== plain) return `${key}=${encodeURIComponent(inner)}`;
      }
      return pair;
    })
    .join('&');
  return `${path}?${query}`;
}

const startedAt = new WeakMap<IncomingMessage, number>();

/**
 * Which finished requests the request log keeps, and at what level: failures (5xx, an exception) as
 * errors, refusals (4xx) and slow requests as warnings, always; of the rest a sample at info and the
 * others at debug, so that a busy shop's log holds what needs looking at rather than every request.
 */
export function requestLogLevel(config: AppConfig, random: () => number = Math.random): LevelOf {
  const sample = requestLogSampleOf(config);
  return (request, response, error) => {
    if (error || response.statusCode >= 500) return 'error';
    if (response.statusCode >= 400) return 'warn';
    const started = startedAt.get(request);
    if (started !== undefined && performance.now() - started >= config.SLOW_REQUEST_MS) return 'warn';
    return sample > 0 && random() < sample ? 'info' : 'debug';
  };
}

/** The request logger's options: one short line per kept request, without the headers. */
export function requestLogOptions(config: AppConfig): Options {
  return {
    level: config.LOG_LEVEL,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      startedAt.set(request, performance.now());
      return requestIdOf(request, response);
    },
    customLogLevel: requestLogLevel(config),
    serializers: {
      req: (request: {
        id: unknown;
        method: string;
        url: string;
        remoteAddress?: string;
        headers: Record<string, unknown>;
      }) => ({
        id: request.id,
        method: request.method,
        url: redactedUrl(request.url),
        remoteAddress: request.remoteAddress,
        userAgent: request.headers['user-agent'],
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    autoLogging: {
      ignore: (request) => request.url?.startsWith('/api/health') === true || request.url === '/api/metrics',
    },
  };
}

const LOGS_EVERY_REQUEST = new Set(['debug', 'trace']);

/** Whether the request log keeps a successful, quick request (sampled at info, or every one at debug). */
export function requestLogged(config: AppConfig, random: () => number = Math.random): () => boolean {
  if (LOGS_EVERY_REQUEST.has(config.LOG_LEVEL)) return () => true;
  if (config.LOG_LEVEL !== 'info') return () => false;
  const sample = requestLogSampleOf(config);
  return () => sample > 0 && random() < sample;
}

/**
 * The request log of the fast path of public reads, which answers without Express and so without the
 * request logger there: it keeps the same requests, in the same line, into the same log (`logger`, the
 * shop's root logger, known once the application has started). Called before the answer is sent.
 */
export function fastPathRequestLog(
  config: AppConfig,
  logger: () => Logger | undefined,
  random: () => number = Math.random,
): (request: IncomingMessage, response: ServerResponse) => void {
  const kept = requestLogged(config, random);
  let log: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  return (request, response) => {
    if (!kept()) return;
    // Already sampled: the level is decided as for a request the sample drew.
    log ??= pinoHttp({
      ...requestLogOptions(config),
      customLogLevel: requestLogLevel(config, () => 0),
      logger: logger(),
    });
    log(request, response);
  };
}
