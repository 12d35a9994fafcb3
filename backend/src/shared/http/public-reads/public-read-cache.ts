import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ReadSource, ReadVersion } from './read-version';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** As the compression middleware: smaller bodies gain less than the header costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Compressed once per answer and then sent many times, so a better ratio than per-request brotli. */
const BROTLI_QUALITY = 6;

/** One serialized answer and the version of its source it was built at. */
export class CachedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly version: ReadVersion,
    readonly body: Buffer,
  ) {
    const digest = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    this.etag = `"${version.position}-${digest}"`;
    this.encoded.set('identity', body);
  }

  /** The body in an encoding the client accepts; compressed on first use and kept. */
  bodyIn(encoding: ContentEncoding): { encoding: ContentEncoding; bytes: Buffer } {
    if (encoding === 'identity' || this.body.length < COMPRESSION_THRESHOLD_BYTES) {
      return { encoding: 'identity', bytes: this.body };
    }
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(this.body);
      this.encoded.set(encoding, bytes);
    }
    return { encoding, bytes };
  }

  get size(): number {
    let bytes = 0;
    for (const body of this.encoded.values()) bytes += body.length;
    return bytes;
  }
}

/**
 * Serialized public answers by request key, each valid while its source still stands at the version
 * it was built at. The least recently used answers go first once `maxBytes` is reached, so no set of
 * queries can grow it without bound. One instance per shop; "clear caches" calls `clear()`.
 */
export class PublicReadCache {
  readonly name = 'public-reads';
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly sources = new Set<ReadSource>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Registers a source so that clearing the cache also makes it look at its read model again. */
  addSource(source: ReadSource): void {
    this.sources.add(source);
  }

  /** The answer stored under `key`, if it was built at `version`. */
  get(key: string, version: ReadVersion): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer?.version !== version) return undefined;
    // Moved to the end: the Map's order is the eviction order.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  put(key: string, version: ReadVersion, value: unknown): CachedAnswer {
    const answer = new CachedAnswer(version, Buffer.from(JSON.stringify(value)));
    this.remove(key);
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
    this.evict();
    return answer;
  }

  /** Counts the compressed copies an answer made once sent, and evicts when they tipped the limit. */
  grew(key: string, before: number, answer: CachedAnswer): void {
    if (this.answers.get(key) !== answer) return;
    this.bytes += answer.size - before;
    this.evict();
  }

  clear(): void {
    this.answers.clear();
    this.bytes = 0;
    for (const source of this.sources) source.reset();
  }

  get sizeInBytes(): number {
    return this.bytes;
  }

  get count(): number {
    return this.answers.size;
  }

  private remove(key: string): void {
    const old = this.answers.get(key);
    if (!old) return;
    this.answers.delete(key);
    this.bytes -= old.size;
  }

  private evict(): void {
    for (const key of this.answers.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}
