/**
 * Money leaves once, proven on a shop process as an operator runs it (issue 21, item 2; docs/payments.md
 * "A refund leaves once"): `node backend/dist/main.js` in server mode on a fresh database of the shared
 * server, reached through a TCP relay the test can cut (startDatabaseOutage), with MakeCommerce enabled
 * and pointed at a stand-in API on loopback that counts every call (test/support/makecommerce-stand-in.ts).
 * An order is paid through a signed MakeCommerce notification, and an admin refunds it in full. Then, in
 * the one window where a refund can be paid twice — the provider has made it, the shop has not recorded it:
 * 1. the shop is killed (`kill -9`) while the stand-in holds its answer, and started again on the database;
 * 2. the shop is frozen (SIGSTOP), the stand-in answers, and the shop is killed before it can record it;
 * 3. the database is taken away as the stand-in answers, and comes back 3 s later (the shop stays up).
 * Each time the shop must not call the refund endpoint again: it looks the refund up (the transaction
 * and the refund list) and records the order refunded. One refund call per refund. Needs the backend
 * built (`npx tsc -b backend projections`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDatabaseOutage, type DatabaseOutage } from '@ticketshop/projections/testing';
import { makeCommerceMac } from '../../backend/src/payments/providers/makecommerce/makecommerce.provider';
import { adminToken, publishEventOnSale, sharedSecrets } from '../support/cluster';
import { startMakeCommerceStandIn, type MakeCommerceStandIn, type RefundHook } from '../support/makecommerce-stand-in';
import { createOpsDatabase, describeOnServer, guestBuyer, pause, type OpsDatabase } from '../support/ops';
import { exited, freePort, startShopProcess, type ShopProcess } from '../support/shop-process';

const MC_SHOP = '3425d8b7-0225-4367-8c6f-16b1aba8d766';
const MC_SECRET = randomBytes(32).toString('hex');
const PRICE_EUR = 25;
const DATABASE_AWAY_MS = 3_000;
/** Hang catchers only: a shop's start, and a refund's outcome reaching the log. */
const READY_LIMIT_MS = 120_000;
const OUTCOME_LIMIT_MS = 60_000;
/** After the outcome, how long a second refund call gets to show up before the calls are counted. */
const AFTERWARDS_MS = 3_000;

const OUTCOMES = ['PaymentRefundSent', 'PaymentRefunded', 'PaymentRefundFailed', 'PaymentRefundUncertain'];

interface Figures {
  variant: string;
  refundCalls: number;
  lookups: string[];
  streamAfterFault: string[];
  outcome: string;
  msToOutcome: number;
}

describeOnServer(describe, 'a MakeCommerce refund through kill -9 and a database stop', (serverUrl) => {
  let dir: string;
  let database: OpsDatabase | undefined;
  let relay: DatabaseOutage;
  let standIn: MakeCommerceStandIn;
  let env: Record<string, string>;
  let port: number;
  let shop: ShopProcess | undefined;
  let token: string;
  let ticketTypeId: string;
  const figures: Figures[] = [];

  const query = <T>(text: string, values?: unknown[]) => database!.query<T>(text, values);
  const streamOf = (orderId: string) =>
    query<{ event_type: string; data: Record<string, unknown> }>(
      'select event_type, data from event_log where stream_id = $1 order by stream_revision',
      [`order-${orderId}`],
    );

  /** Starts the shop on its port (the same one after a kill) and waits until it is ready. */
  const startShop = async (name: string) => {
    shop = await startShopProcess(env, join(dir, `${name}.log`), port);
    const deadline = Date.now() + READY_LIMIT_MS;
    for (;;) {
      if (shop.child.exitCode !== null) await shop.ready(); // throws with the end of its log
      try {
        if ((await fetch(`${shop.url}/api/health/ready`)).status === 200) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the shop (${name}) was not ready within ${READY_LIMIT_MS} ms`);
      await pause(250);
    }
  };
  const killShop = async (current: ShopProcess) => {
    current.child.kill('SIGKILL');
    await exited(current.child);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ticketshop-refund-kill-'));
    database = await createOpsDatabase(serverUrl);
    relay = await startDatabaseOutage(database.url);
    standIn = await startMakeCommerceStandIn();
    port = await freePort();
    env = {
      ...sharedSecrets(),
      // The shop reaches its database only through the relay, which the third variant cuts.
      DATABASE_URL: relay.url,
      DATA_DIR: join(dir, 'data'),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDERS: 'makecommerce',
      MAKECOMMERCE_SHOP_ID: MC_SHOP,
      MAKECOMMERCE_SECRET_KEY: MC_SECRET,
      MAKECOMMERCE_API_URL: standIn.apiBase,
      ORDER_RATE_PER_ADDRESS: '1000',
      ORDER_RATE_PER_EMAIL: '1000',
    };
    await startShop('shop-1');
    token = await adminToken(shop!.url, env, dir);
    const published = await publishEventOnSale(shop!.url, token, [
      { name: 'Parteris', quantity: 100, maxPerOrder: 2, price: PRICE_EUR },
    ]);
    ticketTypeId = published.ticketTypeIds[0]!;
  }, 240_000);

  afterAll(async () => {
    process.stdout.write(
      `refund calls: ${JSON.stringify(figures.map(({ variant, refundCalls }) => ({ variant, refundCalls })))}; ` +
        `in all ${standIn?.refundCalls()} for ${figures.length} refunds\n`,
    );
    await shop?.stop();
    relay?.up();
    await relay?.close();
    await standIn?.close();
    await database?.drop();
    if (dir && !process.env.OPS_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    else if (dir) process.stderr.write(`refund-kill logs kept in ${dir}\n`);
  }, 60_000);

  /**
   * A paid MakeCommerce order refunded in full by the admin, with `fault` run when the stand-in has made
   * the refund; answers what `fault` left behind once the outcome is recorded, with the figures.
   */
  async function expectOneRefundThrough(variant: string, fault: RefundHook, restart: boolean): Promise<Figures> {
    const url = shop!.url;
    const email = `refund-${variant.replace(/\W+/g, '-')}@example.com`;
    const placed = await fetch(`${url}/api/v1/orders/guest/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...guestBuyer(email),
        tickets: [{ id: ticketTypeId, quantity: 1, price: PRICE_EUR }],
      }),
    });
    expect(placed.status).toBe(201);
    const orderId = String(((await placed.json()) as { order: { identifier: string } }).order.identifier);
    const totalCents = Number((await streamOf(orderId)).find((e) => e.event_type === 'OrderPlaced')!.data.totalCents);

    // Paid at MakeCommerce: its notification, signed with the shop's secret as docs/payments.md says.
    const transactionId = `mc-tx-${randomUUID()}`;
    standIn.paid(transactionId, orderId, totalCents);
    const json = JSON.stringify({
      amount: (totalCents / 100).toFixed(2),
      currency: 'EUR',
      reference: orderId,
      transaction: transactionId,
      status: 'COMPLETED',
      message_type: 'payment_return',
    });
    const notified = await fetch(`${url}/api/payments/notify/makecommerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ json, mac: makeCommerceMac(json, MC_SECRET) }).toString(),
    });
    expect(notified.status).toBe(200);
    await until(async () => (await streamOf(orderId)).some((e) => e.event_type === 'PaymentSucceeded'), 'paid');

    // The fault happens the moment MakeCommerce has made the refund; `faulted` tells when it is over.
    let faulted!: () => void;
    const faultDone = new Promise<void>((resolve) => (faulted = resolve));
    standIn.onRefund = async (refund, answer) => {
      if (refund.transactionId !== transactionId) return answer();
      try {
        await fault(refund, answer);
      } finally {
        faulted();
      }
    };
    const refunded = await fetch(`${url}/api/orders/${orderId}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: totalCents / 100, reason: `Ops: ${variant}`, notify_customer: false }),
    });
    expect(refunded.status).toBe(202);
    await faultDone;
    const streamAfterFault = (await streamOf(orderId)).map((event) => event.event_type);
    const lookupsBefore = standIn.calls.length;

    const restartedAt = Date.now();
    if (restart) await startShop(`shop-after-${variant.replace(/\W+/g, '-')}`);
    let events: { event_type: string; data: Record<string, unknown> }[] = [];
    await until(async () => {
      events = await streamOf(orderId);
      return events.some((event) => OUTCOMES.includes(event.event_type));
    }, `${variant}: the refund's outcome`);
    const msToOutcome = Date.now() - restartedAt;
    await pause(AFTERWARDS_MS);
    events = await streamOf(orderId);
    const lookups = standIn.calls
      .slice(lookupsBefore)
      .filter((call) => call.path.includes(transactionId) || call.path === '/v1/refunds')
      .map((call) => `${call.method} ${call.path.replace(transactionId, '{tx}')}`);
    const outcome = events.filter((event) => OUTCOMES.includes(event.event_type));
    const result: Figures = {
      variant,
      refundCalls: standIn.refundCalls(transactionId),
      lookups,
      streamAfterFault,
      outcome: outcome.map((event) => event.event_type).join(', '),
      msToOutcome,
    };
    figures.push(result);
    process.stdout.write(`${JSON.stringify(result)}\n`);

    // The refund was made once, and no second call came however long the shop had.
    expect(result.refundCalls).toBe(1);
    // The fault fell in the window: an attempt recorded before the call, its outcome not.
    expect(streamAfterFault.filter((type) => type === 'PaymentRefundAttempted')).toHaveLength(1);
    expect(streamAfterFault.filter((type) => OUTCOMES.includes(type))).toEqual([]);
    // The outcome came from asking MakeCommerce, not from sending again.
    expect(lookups).toEqual(expect.arrayContaining(['GET /v1/transactions/{tx}', 'GET /v1/refunds']));
    expect(events.filter((event) => event.event_type === 'PaymentRefundAttempted')).toHaveLength(1);
    expect(outcome.map((event) => [event.event_type, event.data.providerRefundId])).toEqual([
      ['PaymentRefunded', standIn.refunds.find((refund) => refund.transactionId === transactionId)!.id],
    ]);
    // The order ends refunded where staff and the buyer read it.
    await until(
      async () =>
        (
          await query<{ payment_status: string }>('select payment_status from read_models.orders where id = $1', [
            orderId,
          ])
        )[0]?.payment_status === 'refunded',
      `${variant}: the order read as refunded`,
    );
    return result;
  }

  it('given the shop is killed (kill -9) before MakeCommerce answers the refund, then after a restart it looks the refund up and never sends it again', async () => {
    await expectOneRefundThrough(
      'killed before the answer',
      async (_refund, answer) => {
        await killShop(shop!);
        // The shop is gone: the answer finds its connection closed.
        await answer();
      },
      true,
    );
  }, 240_000);

  it('given the shop is killed right after MakeCommerce answered, before it recorded the outcome, then after a restart it looks the refund up', async () => {
    await expectOneRefundThrough(
      'killed after the answer',
      async (_refund, answer) => {
        const current = shop!;
        // Frozen first, so the answer reaches its socket but not its code: it cannot record the outcome.
        current.child.kill('SIGSTOP');
        await answer();
        await pause(100);
        await killShop(current);
      },
      true,
    );
  }, 240_000);

  it('given the database goes away as MakeCommerce answers, then the running shop looks the refund up once it is back', async () => {
    const before = shop!.child.pid;
    await expectOneRefundThrough(
      'database away at the answer',
      async (_refund, answer) => {
        relay.down();
        await answer();
        // The shop receives the answer and cannot record it; the database stays away a while.
        await pause(DATABASE_AWAY_MS);
        relay.up();
      },
      false,
    );
    // The same process, alive all along.
    expect(shop!.child.pid).toBe(before);
    expect({ exitCode: shop!.child.exitCode, signal: shop!.child.signalCode }).toEqual({
      exitCode: null,
      signal: null,
    });
  }, 240_000);

  it('sent one refund call per refund across all of it', () => {
    expect(figures).toHaveLength(3);
    expect(standIn.refundCalls()).toBe(3);
    expect(standIn.refunds).toHaveLength(3);
  });
});

async function until(probe: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + OUTCOME_LIMIT_MS;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${OUTCOME_LIMIT_MS} ms`);
    await pause(200);
  }
}
