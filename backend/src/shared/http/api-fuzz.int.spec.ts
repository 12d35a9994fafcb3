import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { createAccount, signIn } from '../../testing/accounts';
import {
  malformedRequestTo,
  operationsOf,
  type KnownIds,
  type MalformedRequest,
  type OpenApiDocument,
} from '../../testing/malformed-requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Fixed, so a failure replays; API_FUZZ_SEED=<n> tries another sequence of requests. */
const SEED = Number(process.env.API_FUZZ_SEED ?? 20261125);
const REQUESTS_PER_OPERATION = 75;
/** A few connections kept alive, as a browser or a proxy would: the shop shares two cores with its database. */
const CONNECTIONS = 6;
const SLOWEST_ANSWER_MS = 5_000;

interface Answer {
  status: number;
  contentType: string;
  body: string;
  ms: number;
}

interface Failure {
  why: string;
  request: MalformedRequest;
  answer?: Answer;
}

/** Enough to send the request again by hand (the admin's token left out: any admin's will do). */
function replayable({ why, request, answer }: Failure): string {
  const clip = (value: string, length: number) => (value.length > length ? `${value.slice(0, length)}…` : value);
  return JSON.stringify({
    why,
    method: request.method,
    path: clip(request.path, 300),
    caller: request.caller,
    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, clip(value, 200)])),
    bodyBytes: request.body?.length,
    // Latin-1 keeps every byte, so the body can be rebuilt exactly: Buffer.from(body, 'latin1').
    body: request.body && clip(request.body.toString('latin1'), 400),
    gunzipped: request.inflated && clip(request.inflated.toString('latin1'), 400),
    status: answer?.status,
    answer: answer && clip(answer.body, 300),
  });
}

function report(failures: Failure[], sent: number): string {
  const groups = new Map<string, number>();
  for (const { why, request } of failures) {
    const key = `${why.startsWith('status') ? why : why.split(':')[0]} ${request.method} ${request.route}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [
    `${failures.length} of ${sent} requests failed (seed ${SEED}: API_FUZZ_SEED=${SEED} sends the same requests).`,
    ...[...groups].map(([key, count]) => `  ${count} × ${key}`),
    'The first of them:',
    ...failures.slice(0, 30).map(replayable),
  ].join('\n');
}

function isErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { statusCode?: unknown; message?: unknown; errors?: unknown };
    return typeof parsed.statusCode === 'number' && typeof parsed.message === 'string' && Array.isArray(parsed.errors);
  } catch {
    return false;
  }
}

describe('API fuzz: malformed requests to every route and method', () => {
  let shop: TestApp;
  let port: number;
  let agent: Agent;
  let adminAuthorization: string;
  let ids: KnownIds;
  let document: OpenApiDocument;

  const send = (request: MalformedRequest): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const headers: Record<string, string> = { ...request.headers };
      if (request.caller === 'admin') headers.Authorization = adminAuthorization;
      // Node frames a GET's or DELETE's body only when told its length; unframed, it would read as the next request.
      if (request.body) headers['Content-Length'] = String(request.body.length);
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: request.method,
          path: request.path,
          headers,
          timeout: 4 * SLOWEST_ANSWER_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in time')));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });

  const getJson = async <T>(path: string): Promise<T> => {
    const answer = await send({ method: 'GET', route: path, path, caller: 'admin', headers: {}, body: undefined });
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body) as T;
  };

  beforeAll(async () => {
    // The demo catalog gives the requests real events and ticket types to aim at.
    shop = await createTestApp({ DEMO_DATA: 'true' });
    await shop.app.listen(0, '127.0.0.1');
    port = (shop.app.getHttpServer().address() as AddressInfo).port;
    agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

    const admin = await signIn(shop.app, await createAccount(shop.app, 'admin'));
    adminAuthorization = `Bearer ${admin.accessToken}`;
    const user = await createAccount(shop.app, 'user');
    document = await getJson<OpenApiDocument>('/api/openapi.json');
    const events = await getJson<{ data: { id: string }[] }>('/api/admin/events?limit=5');
    const ticketTypes = await Promise.all(
      events.data.map((event) => getJson<{ id: string }[]>(`/api/events/${event.id}/tickets`)),
    );
    ids = {
      events: events.data.map((event) => event.id),
      ticketTypes: ticketTypes.flat().map((ticketType) => ticketType.id),
      users: [user.userId],
    };
  }, 120_000);

  afterAll(async () => {
    agent?.destroy();
    await shop?.close();
  });

  it(`answers none with a 5xx, none slower than ${SLOWEST_ANSWER_MS} ms, and stays healthy (seed ${SEED})`, async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const requests = operations.flatMap((operation, index) =>
      fc.sample(malformedRequestTo(operation, ids), { seed: SEED + index, numRuns: REQUESTS_PER_OPERATION }),
    );
    expect(requests.length).toBeGreaterThanOrEqual(5_000);
    // Interleaved, so throttles and locks of one route meet the others' requests as in real traffic.
    const order = fc.sample(fc.nat(), { seed: SEED, numRuns: requests.length });
    const queue = requests.map((request, index) => ({ request, rank: order[index]! })).sort((a, b) => a.rank - b.rank);

    // Fresh connections: the setup's idled while the requests were made, and the shop may have closed them.
    agent.destroy();
    agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const failures: Failure[] = [];
    const connection = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { request } = next;
        try {
          const answer = await send(request);
          if (answer.status >= 500) {
            failures.push({ why: `status ${answer.status}`, request, answer });
          } else if (answer.ms > SLOWEST_ANSWER_MS) {
            failures.push({ why: `slow: ${Math.round(answer.ms)} ms`, request, answer });
          } else if (answer.status >= 400 && answer.contentType.startsWith('application/json')) {
            if (!isErrorShape(answer.body)) failures.push({ why: 'error not in the one shape', request, answer });
          }
        } catch (error) {
          failures.push({ why: `no answer: ${(error as Error).message}`, request });
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, connection));

    if (failures.length > 0) throw new Error(report(failures, requests.length));
    await expect(getJson('/api/health')).resolves.toMatchObject({ status: 'ok' });
    await expect(getJson('/api/events')).resolves.toMatchObject({ data: expect.any(Array) });
  }, 240_000);
});
