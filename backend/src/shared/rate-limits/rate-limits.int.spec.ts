import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { createTestDatabase, startDatabaseOutage, type TestDatabase } from '@ticketshop/projections/testing';
import { RateLimits } from './rate-limits';

// Each RateLimits stands for one shop process: two on one store must count as one.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const REDIS_SERVER = spawnSync('redis-server', ['--version']).status === 0;
const onRedis = REDIS_SERVER ? describe : describe.skip;

async function refusalsOf(limits: RateLimits[], keyPrefix: string, key: string, calls: number): Promise<boolean[]> {
  const made = limits.map((one) => one.limit({ keyPrefix, points: 3, duration: 60 }));
  const refused: boolean[] = [];
  for (let n = 0; n < calls; n++) refused.push((await made[n % made.length]!.consume(key)) !== null);
  return refused;
}

describe('rate limits on embedded PGlite (one process by construction)', () => {
  it('keeps the counts in memory', async () => {
    const limits = await RateLimits.open({});
    expect(limits.store).toBe('memory');
    expect(await refusalsOf([limits], 'memory', 'a', 4)).toEqual([false, false, false, true]);
  });
});

onServer('rate limits on PostgreSQL (skipped when DATABASE_URL is unset: no server to share)', () => {
  let database: TestDatabase;
  const opened: RateLimits[] = [];
  const open = async (url: string, storeTimeoutMs?: number) => {
    const limits = await RateLimits.open({ databaseUrl: url, ...(storeTimeoutMs ? { storeTimeoutMs } : {}) });
    opened.push(limits);
    return limits;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const limits of opened) await limits.onApplicationShutdown();
    await database.dispose();
  });

  it('given two processes, counts one limit: the 4th call of 3 points is refused whichever process takes it', async () => {
    const [one, two] = await Promise.all([open(database.url!), open(database.url!)]);
    expect(one!.store).toBe('postgres');
    expect(await refusalsOf([one!, two!], 'shared', 'buyer@example.com', 5)).toEqual([false, false, false, true, true]);
    expect(one!.storeFailures + two!.storeFailures).toBe(0);
  });

  it('given a refused key, says how long to wait and forgets it when told, on the other process too', async () => {
    const [one, two] = [await open(database.url!), await open(database.url!)];
    const [a, b] = [one, two].map((limits) => limits.limit({ keyPrefix: 'wait', points: 1, duration: 600 }));
    await a!.consume('k');
    expect(await b!.refusal('k')).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect((await b!.refusal('k'))!.retryAfterSeconds).toBeGreaterThan(590);
    await a!.forget('k');
    expect(await b!.refusal('k')).toBeNull();
    expect(await b!.consumed('k')).toBe(0);
  });

  it('given a key longer than an index likes, still counts it as one key', async () => {
    const [one, two] = [await open(database.url!), await open(database.url!)];
    const long = `${'x'.repeat(250)}@example.com_198.51.100.1`;
    expect(await refusalsOf([one, two], 'long', long, 4)).toEqual([false, false, false, true]);
    expect(one.storeFailures + two.storeFailures).toBe(0);
  });

  it('given the database goes away, decides in memory without an error and goes back to the shared count after', async () => {
    const outage = await startDatabaseOutage(database.url!);
    try {
      const limits = await open(outage.url);
      const limit = limits.limit({ keyPrefix: 'outage', points: 3, duration: 600 });
      expect(await limit.consume('k')).toBeNull();
      outage.down();
      // In memory during the outage: still a limit (3 points in this process), never a thrown error.
      const during: boolean[] = [];
      for (let n = 0; n < 4; n++) during.push((await limit.consume('k')) !== null);
      expect(during).toEqual([false, false, false, true]);
      await expect(limit.refusal('k')).resolves.toEqual({ retryAfterSeconds: expect.any(Number) });
      await expect(limit.forget('other')).resolves.toBeUndefined();
      expect(limits.storeFailures).toBeGreaterThan(0);
      outage.up();
      // The store again: it holds the one point counted before the outage.
      expect(await limit.consumed('k')).toBe(1);
    } finally {
      await outage.close();
    }
  });

  it('given a store that stops answering mid-connection, decides in memory within its timeout', async () => {
    const relay = await startSilenceableRelay(database.url!);
    try {
      const limits = await open(relay.url, 300);
      const limit = limits.limit({ keyPrefix: 'silent', points: 3, duration: 600 });
      expect(await limit.consume('k')).toBeNull();
      relay.silence();
      const started = Date.now();
      expect(await limit.consume('k')).toBeNull();
      // Without the store's timeout this call would wait on the silent relay for ever; the bound only
      // tells that from a slow machine.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(limits.storeFailures).toBeGreaterThan(0);
    } finally {
      relay.close();
    }
  });
});

onRedis('rate limits on Redis (skipped when no redis-server binary is installed)', () => {
  let redis: ChildProcess;
  let url: string;
  const opened: RateLimits[] = [];

  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'pipe',
    });
    await new Promise<void>((resolve, reject) => {
      redis.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      redis.on('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
    url = `redis://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const limits of opened) await limits.onApplicationShutdown();
    redis.kill();
  });

  it('given two processes with REDIS_URL, counts one limit and falls back to memory when Redis stops', async () => {
    const [one, two] = await Promise.all([RateLimits.open({ redisUrl: url }), RateLimits.open({ redisUrl: url })]);
    opened.push(one, two);
    expect(one.store).toBe('redis');
    expect(await refusalsOf([one, two], 'redis', 'buyer@example.com', 5)).toEqual([false, false, false, true, true]);
    expect(one.storeFailures + two.storeFailures).toBe(0);

    const limit = one.limit({ keyPrefix: 'redis-outage', points: 2, duration: 60 });
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    const during: boolean[] = [];
    for (let n = 0; n < 3; n++) during.push((await limit.consume('k')) !== null);
    expect(during).toEqual([false, false, true]);
    expect(one.storeFailures).toBeGreaterThan(0);
  });
});

/** A TCP relay to PostgreSQL that can go silent: bytes stop flowing both ways, nothing is closed. */
async function startSilenceableRelay(databaseUrl: string): Promise<{ url: string; silence(): void; close(): void }> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let silent = false;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    for (const socket of [client, upstream]) socket.on('error', () => undefined);
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    silence: () => {
      silent = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
