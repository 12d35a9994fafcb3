import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { MIN_POSITION_HEADER } from '../read-your-writes.middleware';
import { requestIdOf } from '../request-id';
import type { CachedAnswer, ContentEncoding } from './public-read-cache';
import type { PublicReads } from './public-reads';

export type HeaderList = [name: string, value: string | number | readonly string[]][];

export interface FastPathOptions {
  /** The security headers every response carries, as the shop's middleware sets them. */
  headers: HeaderList;
  /** Whether the request log keeps this request: it then goes the full way, where it is logged. */
  logged(): boolean;
}

/**
 * The cheapest way to answer a public read the cache already holds: in the HTTP server's own request
 * listener, before Express and Nest build anything for the request. It answers only when nothing of
 * the full pipeline could change the answer: a GET of a registered read without `X-Min-Position`,
 * whose answer is cached at the version its source knows now, while every admission check (maintenance
 * mode) lets buyers in, and that the request log would not keep. Anything else, including the first
 * request after the source must be read again, goes through Express, which also refills the cache.
 */
export class PublicReadsFastPath {
  private readonly admissions: (() => boolean)[] = [];

  constructor(
    private readonly reads: PublicReads,
    private readonly options: FastPathOptions,
  ) {}

  /** A check that must pass for any answer to skip the full pipeline (e.g. "not in maintenance"). */
  admitOnlyWhile(check: () => boolean): void {
    this.admissions.push(check);
  }

  /** Puts the fast path in front of the server's request listener (the Express app). */
  install(server: Server): void {
    const pipeline = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (this.answer(request, response)) return;
      for (const listener of pipeline) listener(request, response);
    });
  }

  /** True when the request was answered here. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers[MIN_POSITION_HEADER] !== undefined) return false;
    const key = request.url ?? '';
    const queryAt = key.indexOf('?');
    let matched;
    try {
      matched = this.reads.match(queryAt === -1 ? key : key.slice(0, queryAt));
    } catch {
      return false;
    }
    if (!matched || !this.admissions.every((admitted) => admitted()) || this.options.logged()) return false;
    const version = matched.read.source.current();
    // A look at the read model is due: the full pipeline awaits it and answers for its outcome.
    if (version instanceof Promise) return false;
    const answer = this.reads.cache.get(key, version);
    if (!answer) return false;
    for (const [name, value] of this.options.headers) response.setHeader(name, value);
    requestIdOf(request, response);
    sendAnswer(this.reads, request, response, key, answer);
    return true;
  }
}

/** Sends a cached answer: 304 when the client holds it, else its bytes in an encoding the client accepts. */
export function sendAnswer(
  reads: PublicReads,
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  answer: CachedAnswer,
): void {
  response.setHeader('ETag', answer.etag);
  response.setHeader('Cache-Control', reads.cacheControl);
  if (reads.cdnCacheControl) response.setHeader('CDN-Cache-Control', reads.cdnCacheControl);
  response.setHeader('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const before = answer.size;
  const { encoding, bytes } = answer.bodyIn(acceptedEncoding(request.headers['accept-encoding']));
  if (answer.size !== before) reads.cache.grew(key, before, answer);
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', bytes.length);
  // Already encoded: the compression middleware sees the header and leaves the body alone.
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.end(bytes);
}

/** The best of br and gzip the client accepts (RFC 9110 §12.5.3, q=0 refuses); identity otherwise. */
export function acceptedEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
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
