import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MIN_POSITION_HEADER } from '../read-your-writes.middleware';
import type { CachedAnswer, ContentEncoding } from './public-read-cache';
import { PublicReads, type PublicRead } from './public-reads';
import type { ReadVersion } from './read-version';

/**
 * Answers the registered public reads from the cache, rebuilding an answer when its source moved past
 * the version it was built at. Runs after the read-your-writes wait (so a reader's own write is in the
 * answer) and after any middleware that may refuse the request (maintenance mode); a request it cannot
 * answer goes on to the controller unchanged.
 */
@Injectable()
export class PublicReadsMiddleware implements NestMiddleware {
  /** Concurrent misses of one answer wait for a single build. */
  private readonly building = new Map<string, { version: ReadVersion; answer: Promise<CachedAnswer | undefined> }>();

  constructor(private readonly reads: PublicReads) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    if (request.method !== 'GET') return next();
    const key = request.originalUrl;
    const queryAt = key.indexOf('?');
    let matched;
    try {
      matched = this.reads.match(queryAt === -1 ? key : key.slice(0, queryAt));
    } catch {
      return next();
    }
    if (!matched) return next();

    const minPosition = request.header(MIN_POSITION_HEADER);
    const pending = matched.read.source.current(minPosition === undefined ? undefined : BigInt(minPosition));
    const version = pending instanceof Promise ? await pending : pending;
    const answer =
      this.reads.cache.get(key, version) ??
      (await this.build(key, version, matched.read, { query: request.query, params: matched.params }));
    if (!answer) return next();
    this.send(request, response, key, answer);
  }

  private build(
    key: string,
    version: ReadVersion,
    read: PublicRead,
    input: Parameters<PublicRead['answer']>[0],
  ): Promise<CachedAnswer | undefined> {
    const inFlight = this.building.get(key);
    if (inFlight?.version === version) return inFlight.answer;
    const answer = read.answer(input).then(
      (value) => (value === undefined ? undefined : this.reads.cache.put(key, version, value)),
      () => undefined,
    );
    this.building.set(key, { version, answer });
    void answer.finally(() => {
      if (this.building.get(key)?.answer === answer) this.building.delete(key);
    });
    return answer;
  }

  private send(request: Request, response: Response, key: string, answer: CachedAnswer): void {
    response.setHeader('ETag', answer.etag);
    response.setHeader('Cache-Control', this.reads.cacheControl);
    response.setHeader('Vary', 'Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      response.statusCode = 304;
      response.end();
      return;
    }
    const before = answer.size;
    const { encoding, bytes } = answer.bodyIn(acceptedEncoding(request));
    if (answer.size !== before) this.reads.cache.grew(key, before, answer);
    response.statusCode = 200;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', bytes.length);
    // Already encoded: the compression middleware sees the header and leaves the body alone.
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    response.end(bytes);
  }
}

function acceptedEncoding(request: Request): ContentEncoding {
  if (!request.headers['accept-encoding']) return 'identity';
  const chosen = request.acceptsEncodings('br', 'gzip', 'identity');
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): any listed tag, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
