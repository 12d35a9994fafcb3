import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ReadSource, ReadVersion } from './read-version';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** How a cached answer goes out: its body in an encoding, or 304 to a client that holds it. */
export type AnswerForm = ContentEncoding | 'not-modified';

/** Response headers as one flat list of names and values, as `writeHead` takes them. */
export type FlatHeaders = readonly (string | number)[];

/** As the compression middleware: smaller bodies gain less than the header costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Compressed once per answer and then sent many times, so a better ratio than per-request brotli. */
const BROTLI_QUALITY = 6;

/** One serialized answer and the version of its source it was built at. */
export class CachedAnswer {
  readonly etag: string;
  /** Read since the cache last looked for answers to evict: it then gets a second chance. */
  used = false;
  private readonly encoded = new Map<ContentEncoding, Buffer>();
  private readonly heads = new Map<AnswerForm, FlatHeaders>();

  constructor(
    readonly version: ReadVersion,
    readonly body: Buffer,
  ) {
    const digest = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    this.etag = `"${version.position}-${digest}"`;
    this.encoded.set('identity', body);
  }

  /** The encoding this answer goes out in to a client that accepts `encoding`: small bodies stay plain. */
  encodingFor(encoding: ContentEncoding): ContentEncoding {
    return this.body.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : encoding;
  }

  /** The body in `encoding` (one `encodingFor` chose); compressed on first use and kept. */
  bodyIn(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(this.body);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** This answer's response headers in `form`, built on first use and kept as long as the answer. */
  headIn(form: AnswerForm, build: () => FlatHeaders): FlatHeaders {
    let head = this.heads.get(form);
    if (!head) {
      head = build();
      this.heads.set(form, head);
    }
    return head;
  }

  get size(): number {
    let bytes = 0;
    for (const body of this.encoded.values()) bytes += body.length;
    return bytes;
  }
}

/**
 * Serialized public answers by request key, each valid while its source still stands at the version
 * it was built at. Once `maxBytes` is reached the answers not read for longest go first (the clock
 * algorithm: a read only marks the answer, and eviction moves a marked one to the back once), so no set
 * of queries can grow it without bound and a read costs no reordering. One instance per shop; "clear
 * caches" calls `clear()`.
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
    answer.used = true;
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

  /** The Map's order is the eviction order; an answer moved to the end is met again, unmarked, last. */
  private evict(): void {
    for (const [key, answer] of this.answers) {
      if (this.bytes <= this.maxBytes) return;
      if (answer.used) {
        answer.used = false;
        this.answers.delete(key);
        this.answers.set(key, answer);
      } else {
        this.remove(key);
      }
    }
  }
}
