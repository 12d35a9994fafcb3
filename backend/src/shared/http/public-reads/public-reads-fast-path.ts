import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { MIN_POSITION_HEADER } from '../read-your-writes.middleware';
import { REQUEST_ID_HEADER, requestIdFrom } from '../request-id';
import type { AnswerForm, CachedAnswer, ContentEncoding, FlatHeaders } from './public-read-cache';
import type { PublicRead, PublicReads } from './public-reads';

export type HeaderList = [name: string, value: string | number | readonly string[]][];

export interface FastPathOptions {
  /** The security headers every response carries, as the shop's middleware sets them. */
  headers: HeaderList;
  /** The request log, told of each request answered here before the answer goes out. */
  log(request: IncomingMessage, response: ServerResponse): void;
}

/**
 * The cheapest way to answer a public read the cache already holds: in the HTTP server's own request
 * listener, before Express and Nest build anything for the request. It answers only when nothing of
 * the full pipeline could change the answer: a GET of a registered read without `X-Min-Position`,
 * whose answer is cached at the version its source knows now, while every admission check (maintenance
 * mode) lets buyers in. Anything else, including the first request after the source must be read
 * again, goes through Express, which also refills the cache.
 */
export class PublicReadsFastPath {
  private readonly admissions: (() => boolean)[] = [];
  private readonly securityHeaders: FlatHeaders;

  constructor(
    private readonly reads: PublicReads,
    private readonly options: FastPathOptions,
  ) {
    this.securityHeaders = options.headers.flatMap(([name, value]) =>
      typeof value === 'object' ? value.flatMap((one) => [name, one]) : [name, String(value)],
    );
  }

  /** A check that must pass for any answer to skip the full pipeline (e.g. "not in maintenance"). */
  admitOnlyWhile(check: () => boolean): void {
    this.admissions.push(check);
  }

  /** Puts the fast path in front of the server's request listener (the Express app). */
  install(server: Server): void {
    const pipeline = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      let answered: boolean;
      try {
        answered = this.answer(request, response);
      } catch (error) {
        // A throw here would otherwise end the process, as no framework stands around this listener.
        if (response.headersSent) {
          response.destroy(error as Error);
          return;
        }
        answered = false;
      }
      if (!answered) for (const listener of pipeline) listener(request, response);
    });
  }

  /** True when the request was answered here. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false;
    const headers = request.headers;
    if (headers[MIN_POSITION_HEADER] !== undefined) return false;
    const key = request.url ?? '';
    const queryAt = key.indexOf('?');
    let matched;
    try {
      matched = this.reads.match(queryAt === -1 ? key : key.slice(0, queryAt));
    } catch {
      return false;
    }
    if (!matched || !this.admissions.every((admitted) => admitted())) return false;
    const version = matched.read.source.current();
    // A look at the read model is due: the full pipeline awaits it and answers for its outcome. This
    // path only steps aside, so a failed look must not count as unhandled here (it would end the process).
    if (version instanceof Promise) {
      version.catch(() => undefined);
      return false;
    }
    const answer = this.reads.cache.get(key, version);
    if (!answer) return false;

    const form = formOf(answer, headers);
    const body = form === 'not-modified' ? undefined : bodyOf(this.reads, key, answer, form);
    const head = answer.headIn(form, () => answerHeaders(this.reads, matched.read, answer, form, body));
    this.options.log(request, response);
    // In the order the full pipeline sets them; one list, so Node builds the head without a header map.
    response.writeHead(form === 'not-modified' ? 304 : 200, [
      ...this.securityHeaders,
      REQUEST_ID_HEADER,
      requestIdFrom(request),
      ...head,
    ]);
    response.end(body);
    return true;
  }
}

/** Sends a cached answer: 304 when the client holds it, else its bytes in an encoding the client accepts. */
export function sendAnswer(
  reads: PublicReads,
  read: PublicRead,
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  answer: CachedAnswer,
): void {
  const form = formOf(answer, request.headers);
  const body = form === 'not-modified' ? undefined : bodyOf(reads, key, answer, form);
  const head = answer.headIn(form, () => answerHeaders(reads, read, answer, form, body));
  for (let at = 0; at < head.length; at += 2) response.setHeader(head[at] as string, head[at + 1]!);
  response.statusCode = form === 'not-modified' ? 304 : 200;
  response.end(body);
}

/** 304 when the client holds the answer, else the encoding of the body it gets. */
function formOf(answer: CachedAnswer, headers: IncomingHttpHeaders): AnswerForm {
  if (matchesEtag(headers['if-none-match'], answer.etag)) return 'not-modified';
  return answer.encodingFor(acceptedEncoding(headers['accept-encoding']));
}

/** The body in that encoding; a first compression is counted in the cache's size. */
function bodyOf(reads: PublicReads, key: string, answer: CachedAnswer, encoding: ContentEncoding): Buffer {
  const before = answer.size;
  const bytes = answer.bodyIn(encoding);
  if (answer.size !== before) reads.cache.grew(key, before, answer);
  return bytes;
}

/** The headers of a cached answer itself, without the shop's security headers and the request id. */
function answerHeaders(
  reads: PublicReads,
  read: PublicRead,
  answer: CachedAnswer,
  form: AnswerForm,
  body: Buffer | undefined,
): FlatHeaders {
  const headers: (string | number)[] = ['ETag', answer.etag];
  if (read.shared !== false) {
    headers.push('Cache-Control', reads.cacheControl);
    if (reads.cdnCacheControl) headers.push('CDN-Cache-Control', reads.cdnCacheControl);
  }
  headers.push('Vary', 'Accept-Encoding');
  if (form === 'not-modified') return headers;
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', body!.length);
  // Already encoded: the compression middleware sees the header and leaves the body alone.
  if (form !== 'identity') headers.push('Content-Encoding', form);
  return headers;
}

/** Browsers send a handful of distinct Accept-Encoding values; anything beyond this is parsed each time. */
const KNOWN_ACCEPT_ENCODINGS = 64;
const acceptedEncodings = new Map<string, ContentEncoding>();

/** The best of br and gzip the client accepts (RFC 9110 §12.5.3, q=0 refuses); identity otherwise. */
export function acceptedEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const known = acceptedEncodings.get(header);
  if (known) return known;
  const encoding = bestEncodingIn(header);
  if (acceptedEncodings.size < KNOWN_ACCEPT_ENCODINGS) acceptedEncodings.set(header, encoding);
  return encoding;
}

function bestEncodingIn(header: string): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(token!.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzip = weightOf('gzip');
  if (brotli > 0 && brotli >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): any listed tag, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The headers a middleware sets on every response, captured once by running it on a stand-in. */
export function headersSetBy(middleware: RequestHandler, path: string): HeaderList {
  const headers: HeaderList = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, value]),
    removeHeader: (name: string) => headers.splice(0, headers.length, ...headers.filter(([set]) => set !== name)),
    getHeader: (name: string) => headers.find(([set]) => set.toLowerCase() === name.toLowerCase())?.[1],
  };
  let passed = false;
  middleware({ path, url: path, method: 'GET', headers: {} } as never, response as never, () => (passed = true));
  if (!passed) throw new Error('the middleware did not pass the request on');
  return headers;
}
