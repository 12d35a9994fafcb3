/**
 * What the ops specs (test/ops) share: the shared PostgreSQL server and a fresh database on it, buyers
 * calling from loopback addresses of their own, and the waits and counts their checks are made of.
 * Free of jest's globals, as everything in test/support (the benches compile it too).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type AgentOptions } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { seatInventoryStreamId } from '@ticketshop/projections';
import { createScratchDatabase, type ScratchDatabase } from './bench-storage';
import {
  adminToken,
  publishEventOnSale,
  sharedSecrets,
  startCluster,
  type Cluster,
  type TicketTypeOnSale,
} from './cluster';
import { findNginx, NGINX_MISSING } from './nginx';

/** The shared server (`DATABASE_URL`); the suites that need it are skipped without it. */
const serverUrl = process.env.DATABASE_URL;

interface Describe {
  (name: string, suite: () => void): void;
  skip(name: string, suite: () => void): void;
}

/**
 * jest's `describe` when there is a PostgreSQL server, else its `describe.skip` with a title that says
 * why (STYLE.md: a skip is conditional on a missing service and says so in its name). The suite gets the
 * server's URL.
 */
export function describeOnServer(describe: Describe, name: string, suite: (serverUrl: string) => void): void {
  if (serverUrl) describe(name, () => suite(serverUrl));
  else describe.skip(`${name} — skipped: DATABASE_URL is not set (needs a PostgreSQL server)`, () => suite(''));
}

export interface OpsDatabase extends ScratchDatabase {
  /** One query on a connection of its own, so it works whatever the shops do to theirs. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
}

/** A fresh `ticketshop_test_<random>` database on the server; `drop()` removes it. */
export async function createOpsDatabase(url: string): Promise<OpsDatabase> {
  const database = await createScratchDatabase(url, 'ticketshop_test');
  return {
    ...database,
    async query<T>(text: string, values: unknown[] = []) {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
  };
}

export interface ShopsOnSale {
  /** The processes' logs (kept when OPS_KEEP_LOGS is set). */
  dir: string;
  database: OpsDatabase;
  cluster: Cluster;
  eventId: string;
  /** The ticket types' ids, in the order given. */
  ticketTypeIds: string[];
  /** Stops the processes, drops the database and removes the logs. */
  close(): Promise<void>;
}

/**
 * Two shop processes and the projections worker behind nginx on a fresh database, every background job
 * enabled in every process (the leases decide who runs each), paid in the sandbox, mailing to `smtp`,
 * with one event on sale. `env` adds to the processes' environment (their limits).
 */
export async function startShopsOnSale(options: {
  serverUrl: string;
  /** Names the logs' directory. */
  name: string;
  smtp: { host: string; port: number };
  env: Record<string, string>;
  ticketTypes: readonly TicketTypeOnSale[];
}): Promise<ShopsOnSale> {
  // A clear refusal rather than a skip: CI installs nginx (.ci/run) and these suites must run there.
  if (!findNginx()) throw new Error(NGINX_MISSING);
  const dir = mkdtempSync(join(tmpdir(), `ticketshop-${options.name}-`));
  let database: OpsDatabase | undefined;
  let cluster: Cluster | undefined;
  const close = async () => {
    await cluster?.stop();
    await database?.drop();
    if (!process.env.OPS_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    else process.stderr.write(`${options.name} logs kept in ${dir}\n`);
  };
  try {
    database = await createOpsDatabase(options.serverUrl);
    const env = {
      DATABASE_URL: database.url,
      ...sharedSecrets(),
      // nginx appends the buyer's address to X-Forwarded-For; the shop believes that one hop.
      TRUST_PROXY: '1',
      SMTP_HOST: options.smtp.host,
      SMTP_PORT: String(options.smtp.port),
      SMTP_SECURE: 'false',
      PAYMENT_PROVIDERS: 'sandbox',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RUN_PROJECTIONS: 'true',
      RUN_PROCESS_MANAGERS: 'true',
      ...options.env,
    };
    cluster = await startCluster({ processes: 2, env, dir, nginx: true, worker: true });
    const token = await adminToken(cluster.url, env, dir);
    const { eventId, ticketTypeIds } = await publishEventOnSale(cluster.url, token, options.ticketTypes);
    return { dir, database, cluster, eventId, ticketTypeIds, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A buyer's name and phone for a guest order, beside the e-mail it is placed with. */
export const guestBuyer = (email: string) => ({
  guest_email: email,
  guest_first_name: 'Ona',
  guest_last_name: 'Žemaitė',
  guest_phone: '+370 600 00000',
});

/** Buyer `index`'s loopback address (127.0.0.0/8 is all loopback on Linux). */
export const buyerAddress = (index: number) => `127.0.0.${10 + index}`;

/**
 * A keep-alive agent per loopback address, as each buyer's browser keeps its own connections: nginx
 * sees each buyer at an address of its own and passes it on in X-Forwarded-For, as it would for buyers
 * on the internet.
 */
export class LoopbackAgents {
  private readonly agents = new Map<string, Agent>();

  for(from: string): Agent {
    let agent = this.agents.get(from);
    if (!agent) {
      agent = new Agent({ keepAlive: true, localAddress: from } as AgentOptions);
      this.agents.set(from, agent);
    }
    return agent;
  }

  destroy(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }
}

export interface HttpAnswer {
  /** 0: no answer at all (refused, reset, timed out). */
  status: number;
  retryAfter: string | undefined;
  body: string;
  /** What the connection error was, for status 0. */
  error?: string;
}

export interface HttpCall {
  method?: 'GET' | 'POST';
  agent: Agent;
  /** A string is sent as a form, anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Without one, a request waits as long as the server takes. */
  timeoutMs?: number;
}

/** One HTTP request as a buyer's browser sends it; never rejects. */
export function http(
  target: string,
  { method = 'GET', agent, body, headers = {}, timeoutMs }: HttpCall,
): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({
        status: 0,
        retryAfter: undefined,
        body: '',
        error: (error as NodeJS.ErrnoException).code ?? error.message,
      });
    const call = request(
      target,
      {
        method,
        agent,
        ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
        headers: {
          ...(payload === undefined
            ? {}
            : {
                'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', failed);
      },
    );
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', failed);
    call.end(payload);
  });
}

export interface Job {
  name: string;
  state: string;
  /** The instance name of the process holding the job's lease (`hostname:pid` unless set), or null. */
  holder: string | null;
}

/** The background jobs `/api/health` reports; [] when the shop does not answer. */
export async function jobsOf(url: string): Promise<Job[]> {
  try {
    const health = (await (await fetch(`${url}/api/health`, { headers: { 'X-Min-Position': '0' } })).json()) as {
      jobs?: Job[];
    };
    return health.jobs ?? [];
  } catch {
    return [];
  }
}

/** The process id in a lease holder's instance name (`hostname:pid`). */
export const holderPid = (holder: string | null) => Number(/(\d+)$/.exec(holder ?? '')?.[1]);

export interface MailBox {
  messages: readonly { to: string; subject: string }[];
}

/**
 * Waits until the SMTP server has a ticket confirmation for every paid order (up to `catchUpMs`), then
 * `graceMs` more for a duplicate to show up; answers the paid orders and how many confirmations each got.
 */
export async function confirmationsOfPaidOrders(
  database: Pick<OpsDatabase, 'query'>,
  smtp: MailBox,
  { catchUpMs, graceMs }: { catchUpMs: number; graceMs: number },
): Promise<{ order_id: string; email: string; confirmations: number }[]> {
  const paidOrders = () =>
    database.query<{ order_id: string; email: string }>(
      `select distinct substr(p.stream_id, 7) as order_id, o.data->'buyer'->>'email' as email
         from event_log p join event_log o on o.stream_id = p.stream_id and o.event_type = 'OrderPlaced'
        where p.event_type = 'PaymentSucceeded'`,
    );
  const confirmations = (email: string) =>
    smtp.messages.filter((mail) => mail.to === email && /^(Jūsų bilietai|Your tickets)/.test(mail.subject)).length;
  const deadline = Date.now() + catchUpMs;
  let orders = await paidOrders();
  while (orders.some((order) => confirmations(order.email) === 0) && Date.now() < deadline) {
    await pause(500);
    orders = await paidOrders();
  }
  await pause(graceMs);
  return orders.map((order) => ({ ...order, confirmations: confirmations(order.email) }));
}

export interface SeatInventory {
  /** Seats in the events of `type` (SeatsReserved, SeatsReleased, SeatsSold), of one ticket type if named. */
  seats(type: string, ticketTypeId?: string): number;
  /** The orders of the events of `type`, one entry an event, those with seats of one ticket type if named. */
  ordersOf(type: string, ticketTypeId?: string): string[];
}

/** The event's seat inventory as its stream in the log holds it, for the "no seat sold twice" checks. */
export async function seatInventory(database: Pick<OpsDatabase, 'query'>, eventId: string): Promise<SeatInventory> {
  const events = await database.query<{
    event_type: string;
    data: { orderId: string; lines: { ticketTypeId: string; quantity: number }[] };
  }>('select event_type, data from event_log where stream_id = $1 order by stream_revision', [
    seatInventoryStreamId(eventId),
  ]);
  const linesOf = (event: (typeof events)[number], ticketTypeId: string | undefined) =>
    event.data.lines.filter((line) => ticketTypeId === undefined || line.ticketTypeId === ticketTypeId);
  const ofType = (type: string) => events.filter((event) => event.event_type === type);
  return {
    seats: (type, ticketTypeId) =>
      ofType(type)
        .flatMap((event) => linesOf(event, ticketTypeId))
        .reduce((sum, line) => sum + line.quantity, 0),
    ordersOf: (type, ticketTypeId) =>
      ofType(type)
        .filter((event) => ticketTypeId === undefined || linesOf(event, ticketTypeId).length > 0)
        .map((event) => event.data.orderId),
  };
}

/** The id of every ticket issued in the log, one entry a ticket. */
export async function issuedTicketIds(database: Pick<OpsDatabase, 'query'>): Promise<string[]> {
  const rows = await database.query<{ ticket_id: string }>(
    `select ticket->>'ticketId' as ticket_id from event_log, jsonb_array_elements(data->'tickets') as ticket
      where event_type = 'TicketsIssued'`,
  );
  return rows.map((row) => row.ticket_id);
}

/** How many items fall under each key: `{ "1": 97, "2": 3 }`. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** The line of nginx's access log (deploy/nginx/ticketshop.conf writes `id=<X-Request-Id>`) for a request. */
export function lineOf(log: string, id: string): string {
  return log.split('\n').find((line) => line.includes(`id=${id}`)) ?? '';
}

export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await pause(100);
}

export const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
