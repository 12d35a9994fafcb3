/**
 * The buyers of the on-sale benchmark, in a process of their own: the parent forks this file, sends
 * the rush's settings, and gets every attempt back. Apart from the shop, as real buyers are.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { SeededRandom } from '../support/random';

export interface Attempt {
  status: number;
  /** Milliseconds from sending the request to having the whole answer. */
  ms: number;
  asked: number;
  /** Seats the accepted order holds (its `tickets_count`). */
  held: number;
  code: string | undefined;
  error: string | undefined;
}

export interface BuyersSettings {
  endpoint: string;
  ticketTypeId: string;
  price: number;
  buyers: number;
  orders: number;
  maxPerOrder: number;
  seed: number;
  /** Refusals in a row after which a buyer gives up (the seats are gone). */
  soldOutRun: number;
}

export interface BuyersOutcome {
  attempts: Attempt[];
  seconds: number;
  /** Seconds from the start to the last accepted answer. */
  lastAcceptedAfter: number;
  /** CPU seconds the buyers' process used while buying. */
  cpuSeconds: number;
}

/** Plain requests at one address, for scale: what a request that does next to nothing costs. */
export interface ProbeSettings {
  url: string;
  connections: number;
  requests: number;
}

export interface ProbeOutcome {
  seconds: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
  cpuSeconds: number;
}

type Job = { kind: 'buy'; settings: BuyersSettings } | { kind: 'probe'; settings: ProbeSettings };

/** Runs the buyers in a child process and answers what they saw. */
export function runBuyers(settings: BuyersSettings): Promise<BuyersOutcome> {
  return inChildProcess({ kind: 'buy', settings });
}

/** Sends `requests` GET requests over `connections` keep-alive connections from a child process. */
export function runProbe(settings: ProbeSettings): Promise<ProbeOutcome> {
  return inChildProcess({ kind: 'probe', settings });
}

function inChildProcess<T>(job: Job): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [], { stdio: 'inherit' });
    child.once('message', (outcome: T) => {
      resolve(outcome);
      child.disconnect();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the buyers' process exited with ${String(code)}`));
    });
    child.send(job);
  });
}

async function probe(settings: ProbeSettings): Promise<ProbeOutcome> {
  const agent = new Agent({ keepAlive: true, maxSockets: settings.connections });
  const statuses: Record<number, number> = {};
  let remaining = settings.requests;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const connection = async () => {
    while (remaining > 0) {
      remaining--;
      const status = await get(agent, settings.url);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: settings.connections }, connection));
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return { seconds, statuses, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

function get(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve) => {
    const call = request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    call.on('error', () => resolve(0));
    call.end();
  });
}

async function buy(settings: BuyersSettings): Promise<BuyersOutcome> {
  const agent = new Agent({ keepAlive: true, maxSockets: settings.buyers });
  const endpoint = new URL(settings.endpoint);
  const random = new SeededRandom(settings.seed);
  const attempts: Attempt[] = [];
  let started = 0;
  let soldOut = false;
  let lastAccepted = 0;

  const buyer = async (index: number) => {
    let refusedInARow = 0;
    for (let n = 0; !soldOut && started < settings.orders && refusedInARow < settings.soldOutRun; n++) {
      started++;
      const asked = random.int(1, settings.maxPerOrder);
      const body = JSON.stringify({
        guest_email: `buyer${index}.${n}@example.com`,
        guest_first_name: 'Ona',
        guest_last_name: 'Žemaitė',
        guest_phone: '+370 600 00000',
        tickets: [{ id: settings.ticketTypeId, quantity: asked, price: settings.price }],
      });
      const attempt = await placeOrder(agent, endpoint, body, asked);
      attempts.push(attempt);
      if (attempt.status === 201) {
        refusedInARow = 0;
        lastAccepted = performance.now();
      } else if (attempt.status === 409 && attempt.code === 'seats.not-enough') {
        refusedInARow++;
        // Not even one seat left: every buyer may stop.
        if (asked === 1) soldOut = true;
      }
    }
  };

  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  await Promise.all(Array.from({ length: settings.buyers }, (_, index) => buyer(index)));
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    attempts,
    seconds,
    lastAcceptedAfter: lastAccepted === 0 ? 0 : (lastAccepted - start) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

function placeOrder(agent: Agent, endpoint: URL, body: string, asked: number): Promise<Attempt> {
  const sent = performance.now();
  return new Promise((resolve) => {
    let answered = false;
    const done = (status: number, text: string, error?: string) => {
      if (answered) return;
      answered = true;
      const ms = performance.now() - sent;
      let parsed: { code?: string; order?: { tickets_count?: number } } = {};
      try {
        parsed = text ? (JSON.parse(text) as typeof parsed) : {};
      } catch {
        // A non-JSON answer is reported by its status.
      }
      resolve({
        status,
        ms,
        asked,
        held: status === 201 ? (parsed.order?.tickets_count ?? 0) : 0,
        code: parsed.code,
        error: error ?? (status === 201 || status === 409 ? undefined : `${status} ${text.slice(0, 200)}`),
      });
    };
    const call = request(
      endpoint,
      {
        agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        response.on('error', (error) => done(0, '', error.message));
      },
    );
    call.on('error', (error) => done(0, '', error.message));
    call.end(body);
  });
}

// Forked by runBuyers and runProbe: wait for the job, do it, report, leave.
if (process.send && require.main === module) {
  process.once('message', (job: Job) => {
    const work: Promise<BuyersOutcome | ProbeOutcome> = job.kind === 'buy' ? buy(job.settings) : probe(job.settings);
    work.then(
      (outcome) => process.send!(outcome),
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
