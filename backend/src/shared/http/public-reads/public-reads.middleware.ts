import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MIN_POSITION_HEADER } from '../read-your-writes.middleware';
import type { CachedAnswer } from './public-read-cache';
import { sendAnswer } from './public-reads-fast-path';
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
    let version: ReadVersion;
    try {
      const pending = matched.read.source.current(minPosition === undefined ? undefined : BigInt(minPosition));
      version = pending instanceof Promise ? await pending : pending;
    } catch {
      // The read model cannot be looked at: the route answers, or reports the failure, as it would uncached.
      return next();
    }
    const answer =
      this.reads.cache.get(key, version) ??
      (await this.build(key, version, matched.read, { query: request.query, params: matched.params }));
    if (!answer) return next();
    sendAnswer(this.reads, matched.read, request, response, key, answer);
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
}
