import { Inject, Injectable, type Type, type ValidationPipe } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { CacheRegistry } from '../../cache-registry';
import { createValidationPipe } from '../validation.pipe';
import { PublicReadCache } from './public-read-cache';
import type { ReadSource } from './read-version';

interface PublicReadRequest {
  /** The query string as the route's controller would get it, not yet validated. */
  query: Record<string, unknown>;
  /** The path's `:name` segments. */
  params: Record<string, string>;
}

export interface PublicRead {
  /** What the answer is read from: its version decides how long the answer may be served. */
  source: ReadSource;
  /**
   * The route's answer, built by the route's own controller method. Undefined or a throw means "not
   * cacheable": the request then goes on to the controller, which answers it (errors included) as usual.
   */
  answer(request: PublicReadRequest): Promise<unknown>;
  /**
   * True when `answer` reads the query (checking it with `validQuery`). A route that reads none takes no
   * query key: a request with one is never answered from memory, and goes on to the route, which
   * refuses the unknown key (QueryKeysInterceptor). Default false.
   */
  takesQuery?: boolean;
  /**
   * False for the shop's own state (health): no Cache-Control lets a CDN or proxy hold the answer, as
   * before it was cached. Default true.
   */
  shared?: boolean;
}

interface PatternRead {
  pattern: RegExp;
  names: string[];
  read: PublicRead;
}

/**
 * The public GET routes answered from serialized bytes (docs/operations.md, "Public reads"). A
 * context registers each such route with the controller method that answers it, so the cached answer
 * and the uncached one are the same code; the middleware serves them before Nest's guards, pipes and
 * handlers run, as a public read needs none of them.
 */
@Injectable()
export class PublicReads {
  readonly cache: PublicReadCache;
  /** Lets a CDN or proxy hold an answer briefly; browsers revalidate with the ETag every time. */
  readonly cacheControl: string;
  /**
   * RFC 9213's header for CDNs alone: serving a stale answer while fetching a fresh one is for them. In
   * Cache-Control it would bind browsers too, and Chrome then showed a buyer an unpublished event.
   */
  readonly cdnCacheControl: string | null;
  private readonly exact = new Map<string, PublicRead>();
  private readonly patterns: PatternRead[] = [];
  private readonly validation: ValidationPipe = createValidationPipe();

  constructor(@Inject(APP_CONFIG) config: AppConfig, caches: CacheRegistry) {
    this.cache = new PublicReadCache(config.PUBLIC_CACHE_MAX_MB * 1024 * 1024);
    // The settings screen's "clear caches" empties it too.
    caches.register(this.cache.name, () => this.cache.clear());
    this.cacheControl = `public, max-age=0, must-revalidate, s-maxage=${config.PUBLIC_CACHE_SHARED_SECONDS}`;
    this.cdnCacheControl =
      config.PUBLIC_CACHE_STALE_SECONDS > 0
        ? `max-age=${config.PUBLIC_CACHE_SHARED_SECONDS}, stale-while-revalidate=${config.PUBLIC_CACHE_STALE_SECONDS}`
        : null;
  }

  /** `path` as the client sends it, `:name` for a segment: `/api/events/:id`. */
  register(path: string, given: PublicRead): void {
    const read: PublicRead = given.takesQuery
      ? given
      : {
          ...given,
          answer: (request) =>
            Object.keys(request.query).length > 0 ? Promise.reject(new Error('no query')) : given.answer(request),
        };
    this.cache.addSource(read.source);
    if (!path.includes('/:')) {
      this.exact.set(path, read);
      return;
    }
    const names: string[] = [];
    const pattern = path.replace(/\/:(\w+)/g, (_segment, name: string) => {
      names.push(name);
      return '/([^/]+)';
    });
    this.patterns.push({ pattern: new RegExp(`^${pattern}$`), names, read });
  }

  match(path: string): { read: PublicRead; params: Record<string, string> } | undefined {
    const read = this.exact.get(path);
    if (read) return { read, params: {} };
    for (const candidate of this.patterns) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      candidate.names.forEach((name, index) => (params[name] = decodeURIComponent(found[index + 1]!)));
      return { read: candidate.read, params };
    }
    return undefined;
  }

  /** The query checked by the same rules the controller's @Query() gets; throws what the route would answer. */
  validQuery<T>(type: Type<T>, query: Record<string, unknown>): Promise<T> {
    return this.validation.transform(query, { type: 'query', metatype: type }) as Promise<T>;
  }
}
