import { ProjectionReadSource, StaticReadSource } from './read-version';
import { PublicReadCache } from './public-read-cache';

function projectionAt(start: bigint, nextChange = Infinity) {
  const state = { checkpoint: start, now: 1_000, reads: 0, nextChange };
  const source = new ProjectionReadSource({
    projection: 'catalog',
    checkEveryMs: 50,
    checkpoint: async () => {
      state.reads++;
      return state.checkpoint;
    },
    nextChangeAfter: async () => state.nextChange,
    clock: () => state.now,
  });
  return { source, state };
}

describe('the version of answers read from a projection', () => {
  it('given a checkpoint read moments ago, when asked again, then it answers without reading it again', async () => {
    const { source, state } = projectionAt(7n);
    const first = await source.current();
    state.now += 49;
    expect(source.current()).toBe(first);
    expect(state.reads).toBe(1);
  });

  it('given the projection moved, when the interval has passed, then the last version holds while a look is under way, and the next answer is at the new position', async () => {
    const { source, state } = projectionAt(7n);
    const first = await source.current();
    state.checkpoint = 9n;
    state.now += 50;
    expect(source.current()).toBe(first);
    await Promise.resolve();
    await Promise.resolve();
    const second = await source.current();
    expect(second).not.toBe(first);
    expect(second.position).toBe(9n);
  });

  it('given no look answered for two intervals, when asked, then it waits for the look', async () => {
    const { source, state } = projectionAt(7n);
    await source.current();
    state.checkpoint = 9n;
    state.now += 100;
    const pending = source.current();
    expect(pending).toBeInstanceOf(Promise);
    expect((await pending).position).toBe(9n);
  });

  it('given the projection did not move, when checked again, then the same version (cached answers stay valid)', async () => {
    const { source, state } = projectionAt(7n);
    const first = await source.current();
    state.now += 500;
    expect(await source.current()).toBe(first);
    expect(state.reads).toBe(2);
  });

  it('given a reader that saw a later position, when asked within the interval, then it reads the checkpoint again', async () => {
    const { source, state } = projectionAt(7n);
    await source.current();
    state.checkpoint = 12n;
    expect((await source.current(12n)).position).toBe(12n);
  });

  it('given a move told by the projections in this process, when the checkpoint stayed, then the same version after one look', async () => {
    const { source, state } = projectionAt(7n);
    const first = await source.current();
    source.lookAgain();
    const pending = source.current();
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toBe(first);
    expect(state.reads).toBe(2);
  });

  it('given a look under way when a move is told, when asked, then it waits for a look begun after the move', async () => {
    const { source, state } = projectionAt(7n);
    await source.current();
    state.now += 50;
    source.current();
    state.checkpoint = 9n;
    source.lookAgain();
    expect((await source.current()).position).toBe(9n);
  });

  it('given a moment at which answers change by the clock, when it passes, then a new version at the same position', async () => {
    const { source, state } = projectionAt(7n, 1_020);
    const first = await source.current();
    state.now = 1_020;
    state.nextChange = Infinity;
    const second = await source.current();
    expect(second).not.toBe(first);
    expect(second.position).toBe(7n);
  });

  it('given many requests at once, when the checkpoint must be read, then it is read once', async () => {
    const { source, state } = projectionAt(7n);
    const versions = await Promise.all([source.current(), source.current(), source.current()]);
    expect(new Set(versions).size).toBe(1);
    expect(state.reads).toBe(1);
  });
});

describe('the public read cache', () => {
  it('serves an answer only at the version it was built at', async () => {
    const { source, state } = projectionAt(7n);
    const cache = new PublicReadCache(1024 * 1024);
    const built = await source.current();
    cache.put('/api/events', built, { data: [1] });
    expect(cache.get('/api/events', built)?.body.toString()).toBe('{"data":[1]}');
    state.checkpoint = 8n;
    state.now += 100;
    expect(cache.get('/api/events', await source.current())).toBeUndefined();
  });

  it('gives the same bytes at the same position the same ETag, carrying the position', async () => {
    const version = new StaticReadSource('lookups').current();
    const cache = new PublicReadCache(1024 * 1024);
    const one = cache.put('/a', version, { a: 1 });
    const two = cache.put('/b', version, { a: 1 });
    expect(one.etag).toBe(two.etag);
    expect(one.etag).toMatch(/^"0-[\w-]{16}"$/);
    expect(cache.put('/c', version, { a: 2 }).etag).not.toBe(one.etag);
  });

  it('evicts the least recently used answers beyond its size', () => {
    const version = new StaticReadSource('lookups').current();
    const cache = new PublicReadCache(100);
    cache.put('/old', version, 'x'.repeat(40));
    cache.put('/used', version, 'y'.repeat(40));
    cache.get('/old', version);
    cache.put('/new', version, 'z'.repeat(40));
    expect(cache.get('/used', version)).toBeUndefined();
    expect(cache.get('/old', version)).toBeDefined();
    expect(cache.sizeInBytes).toBeLessThanOrEqual(100);
  });

  it('compresses a large answer once per encoding and counts the copies', () => {
    const version = new StaticReadSource('lookups').current();
    const cache = new PublicReadCache(1024 * 1024);
    const answer = cache.put('/big', version, { text: 'ą'.repeat(2000) });
    const before = answer.size;
    expect(answer.encodingFor('gzip')).toBe('gzip');
    const gzip = answer.bodyIn('gzip');
    cache.grew('/big', before, answer);
    expect(answer.bodyIn('gzip')).toBe(gzip);
    expect(cache.sizeInBytes).toBe(before + gzip.length);
    expect(cache.put('/small', version, { a: 1 }).encodingFor('br')).toBe('identity');
  });

  it('when cleared, forgets every answer and makes its sources look again', async () => {
    const { source, state } = projectionAt(7n);
    const cache = new PublicReadCache(1024 * 1024);
    cache.addSource(source);
    const version = await source.current();
    cache.put('/api/events', version, {});
    cache.clear();
    expect(cache.count).toBe(0);
    await source.current();
    expect(state.reads).toBe(2);
  });
});
