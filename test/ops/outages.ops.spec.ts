/**
 * Database outages during an on-sale rush, as an operator meets them (issue 21; docs/operations.md,
 * "Outages"): a shop process in server mode, projections and process managers in it, on a PostgreSQL
 * cluster of this test's own (test/support/private-postgres.ts; the shared server is never stopped).
 * While buyers place orders the server is restarted, stopped for 20 s, and stopped as a crash would
 * (`-m immediate`). The shop must stay up, answer 503 with Retry-After (never 500) while the database is
 * away, turn readiness 503 within a second, be ready again within 5 s of the database's return by
 * itself, and lose nothing it acknowledged: every order answered 201 is in the log, the read side
 * catches up, and no seat is sold twice. Needs `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'node:http';
import { Client } from 'pg';
import { adminToken, publishEventOnSale, sharedSecrets } from '../support/cluster';
import { guestBuyer, http, pause, type HttpAnswer } from '../support/ops';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

const CAPACITY = 1500;
const MAX_PER_ORDER = 2;
const BUYERS = 12;
/** A buyer's pause between two orders, so the rush lasts through all three outages without selling out. */
const THINK_MS = 150;
const LONG_STOP_MS = 20_000;

/** One request on `agent`; an answer with status 0 when none came within 15 s (the process died or hung). */
const call = (agent: Agent, url: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<HttpAnswer> =>
  http(url, { method, agent, body, timeoutMs: 15_000 });

/** Milliseconds until `probe` holds, polled every 50 ms; fails past `limitMs`. */
async function msUntil(probe: () => Promise<boolean>, limitMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await pause(50);
  }
  return Date.now() - started;
}

describe('database outages during an on-sale rush (a PostgreSQL cluster of its own)', () => {
  let dir: string;
  let postgres: PrivatePostgres;
  let shop: ShopProcess;
  const agent = new Agent({ keepAlive: true, maxSockets: BUYERS + 8 });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ticketshop-outages-'));
    postgres = await startPrivatePostgres();
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database ticketshop');
    await admin.end();
  });
  afterAll(async () => {
    agent.destroy();
    await shop?.stop();
    await postgres?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stays up through a restart, a 20 s stop and a crash, answers 503 meanwhile, recovers alone and loses no acknowledged order', async () => {
    const env = {
      ...sharedSecrets(),
      DATABASE_URL: postgres.urlOf('ticketshop'),
      RUN_PROJECTIONS: 'true',
      RUN_PROCESS_MANAGERS: 'true',
      DEMO_DATA: 'false',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
      // Every buyer calls from this one address; the limits are not what is tested here.
      ORDER_RATE_PER_ADDRESS: '100000',
      ORDER_RATE_PER_EMAIL: '1000',
      QUOTE_RATE_PER_ADDRESS: '100000',
    };
    shop = await startShopProcess(env, join(dir, 'shop.log'));
    await msUntil(async () => (await call(agent, `${shop.url}/api/health/ready`)).status === 200, 120_000, 'start');
    const token = await adminToken(shop.url, env, dir);
    const { ticketTypeIds } = await publishEventOnSale(shop.url, token, [
      { name: 'Parteris', price: 20, quantity: CAPACITY, maxPerOrder: MAX_PER_ORDER },
    ]);
    const ticketTypeId = ticketTypeIds[0]!;

    // The rush: each buyer places orders one after another until told to stop.
    const acknowledged: { orderId: string; seats: number }[] = [];
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let rushing = true;
    let placed = 0;
    const buyer = async (index: number) => {
      for (let n = 0; rushing; n++) {
        const seats = 1 + ((index + n) % MAX_PER_ORDER);
        const answer = await call(agent, `${shop.url}/api/v1/orders/guest/create`, 'POST', {
          ...guestBuyer(`buyer${index}.${n}@example.com`),
          tickets: [{ id: ticketTypeId, quantity: seats, price: 20 }],
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        placed++;
        if (answer.status === 201) {
          const order = (JSON.parse(answer.body) as { order: { identifier: string; tickets_count: number } }).order;
          acknowledged.push({ orderId: order.identifier, seats: order.tickets_count });
        } else if (answer.status === 503) {
          expect(answer.retryAfter).toBe('5');
        } else if (answer.status !== 409) {
          serverErrors.push(`${answer.status} ${answer.body.slice(0, 300)}`);
        }
        await pause(answer.status === 503 ? 500 : THINK_MS);
      }
    };
    const rush = Promise.all(Array.from({ length: BUYERS }, (_, index) => buyer(index)));

    const alive = () =>
      expect({ exitCode: shop.child.exitCode, signal: shop.child.signalCode }).toEqual({
        exitCode: null,
        signal: null,
      });
    const ready = async () => (await call(agent, `${shop.url}/api/health/ready`)).status === 200;
    const recoveries: Record<string, number> = {};
    const readinessOff: Record<string, number> = {};
    /** Takes the database away with `stop`, checks the shop meanwhile, brings it back, times the recovery. */
    const outage = async (name: string, mode: 'fast' | 'immediate', downMs: number) => {
      await pause(3_000);
      const before = placed;
      await postgres.stop(mode);
      readinessOff[name] = await msUntil(
        async () => (await call(agent, `${shop.url}/api/health/ready`)).status === 503,
        5_000,
        `${name}: readiness 503`,
      );
      const stoppedAt = Date.now();
      // Every kind of request is answered, 503 with Retry-After, while the database is away.
      for (const path of ['/api/health', '/api/health/ready', '/api/events', `/api/events?page=2`]) {
        const answer = await call(agent, `${shop.url}${path}`);
        expect({ path, status: answer.status, retryAfter: answer.retryAfter }).toEqual({
          path,
          status: 503,
          retryAfter: '5',
        });
      }
      await pause(Math.max(0, downMs - (Date.now() - stoppedAt)));
      alive();
      await postgres.start();
      recoveries[name] = await msUntil(ready, 30_000, `${name}: ready again`);
      alive();
      // The buyers got on with it while the database was away (answered, not hung).
      expect(placed).toBeGreaterThan(before);
    };

    await pause(2_000);
    // A restart: stopped (fast) and started again at once.
    const restartBefore = placed;
    await postgres.restart('fast');
    recoveries.restart = await msUntil(ready, 30_000, 'restart: ready again');
    expect(placed).toBeGreaterThanOrEqual(restartBefore);
    alive();
    await outage('stop 20 s', 'fast', LONG_STOP_MS);
    await outage('crash', 'immediate', 3_000);
    await pause(3_000);
    rushing = false;
    await rush;
    alive();

    // Every process manager and projection resumed: the read side reaches the log's head.
    await msUntil(
      async () => {
        const answer = await call(agent, `${shop.url}/api/health`);
        if (answer.status !== 200) return false;
        const health = JSON.parse(answer.body) as { status: string; projections: { lag: number }[] };
        return health.status === 'ok' && health.projections.every((projection) => projection.lag === 0);
      },
      60_000,
      'projections caught up',
    );

    const database = new Client({ connectionString: postgres.urlOf('ticketshop') });
    await database.connect();
    try {
      const inLog = new Set(
        (
          await database.query<{ stream_id: string }>(
            `select stream_id from event_log where event_type = 'OrderPlaced'`,
          )
        ).rows.map((row) => row.stream_id.slice('order-'.length)),
      );
      const lost = acknowledged.filter((order) => !inLog.has(order.orderId));
      const held = await database.query<{ seats: string }>(
        `select coalesce(sum((ticket->>'quantity')::int), 0)::text as seats
         from event_log, jsonb_array_elements(data->'lines') as ticket
         where event_type = 'OrderPlaced'`,
      );
      const projected = await database.query<{ orders: string }>(
        `select count(*)::text as orders from read_models.orders`,
      );

      const report = {
        statuses: Object.fromEntries(statuses),
        acknowledged: acknowledged.length,
        lost: lost.length,
        seatsInLog: Number(held.rows[0]!.seats),
        recoveriesMs: recoveries,
        readinessOffMs: readinessOff,
      };
      process.stdout.write(`outages: ${JSON.stringify(report)}\n`);
      expect(serverErrors).toEqual([]);
      expect(statuses.get(500) ?? 0).toBe(0);
      expect(statuses.get(0) ?? 0).toBe(0);
      expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThan(50);
      expect(lost).toEqual([]);
      expect(Number(held.rows[0]!.seats)).toBeLessThanOrEqual(CAPACITY);
      expect(Number(projected.rows[0]!.orders)).toBe(inLog.size);
      // readinessOff and recoveries are figures (printed above, kept in docs/operations.md), not
      // assertions: on a loaded two-core machine a timed assertion flakes; msUntil's limits catch a hang.
    } finally {
      await database.end();
    }
  }, 300_000);
});
