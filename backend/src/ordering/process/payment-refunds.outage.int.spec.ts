import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { orderStreamId, type EventStore, type RecordedEvent } from '@ticketshop/projections';
import { createTestDatabase, startDatabaseOutage, type DatabaseOutage } from '@ticketshop/projections/testing';
import { createApp } from '../../app';
import { loadConfig } from '../../config/app-config';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { makeCommerceMac } from '../../payments/providers/makecommerce/makecommerce.provider';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/providers/payment-provider';
import { sandboxMac } from '../../payments/providers/sandbox/sandbox-session';
import { centsToDecimal } from '../../payments/providers/provider-fields';
import { createAccount, signIn } from '../../testing/accounts';
import { buyer, eventOnSale, ORDER_LIMITS_LIFTED } from '../testing/checkout-fixtures';

const MC_SHOP = '3425d8b7-0225-4367-8c6f-16b1aba8d766';
const MC_SECRET = 'J5S4lcVjC1QfJec8IQPhHSKeAiEf10bPV7KrHPx9AmIl9nCoEtNtJo63SF0YKpFQ';
const SANDBOX_SECRET = 'sandbox-secret-for-the-refund-outage-spec';
const OUTAGE_MS = 1_500;

/**
 * MakeCommerce's API as far as refunds go, on loopback, counting every call: a refund is kept and listed
 * (`GET refunds`), and the transaction reads PART_REFUNDED or REFUNDED after it. `onRefund` runs after a
 * refund is made and before it is answered.
 */
async function makeCommerceStandIn(onRefund: () => void) {
  const calls: { method: string; path: string }[] = [];
  const refunds: Record<string, unknown>[] = [];
  const transactions = new Map<string, { amountCents: number; orderId: string }>();
  const read = (message: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      message.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      message.on('end', () => resolve(text));
    });
  const statusOf = (transactionId: string) => {
    const paid = transactions.get(transactionId)!.amountCents;
    const back = refunds
      .filter((refund) => (refund.transaction as { id: string }).id === transactionId)
      .reduce((sum, refund) => sum + Math.round(Number(refund.amount) * 100), 0);
    return back === 0 ? 'COMPLETED' : back >= paid ? 'REFUNDED' : 'PART_REFUNDED';
  };
  const server: Server = createServer((message, response) => {
    void read(message).then((text) => {
      const url = new URL(message.url ?? '/', 'http://stand-in');
      calls.push({ method: message.method ?? '', path: url.pathname });
      const answer = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const refundPath = /^\/v1\/transactions\/([^/]+)\/refunds$/.exec(url.pathname);
      const transactionPath = /^\/v1\/transactions\/([^/]+)$/.exec(url.pathname);
      if (message.method === 'POST' && refundPath) {
        const transactionId = decodeURIComponent(refundPath[1]!);
        const body = JSON.parse(text) as { amount: string; comment: string };
        const refund = {
          id: `mc-refund-${refunds.length + 1}`,
          object: 'refund',
          transaction: { id: transactionId },
          amount: body.amount,
          comment: body.comment,
          status: 'SETTLED',
          created_at: new Date().toISOString(),
        };
        refunds.push(refund);
        onRefund();
        return answer(201, { ...refund, transaction: { id: transactionId, status: statusOf(transactionId) } });
      }
      if (message.method === 'GET' && transactionPath) {
        const transactionId = decodeURIComponent(transactionPath[1]!);
        const transaction = transactions.get(transactionId);
        if (!transaction) return answer(404, { code: 1006, message: 'Transaction not found' });
        return answer(200, {
          id: transactionId,
          object: 'transaction',
          status: statusOf(transactionId),
          amount: centsToDecimal(transaction.amountCents),
          currency: 'EUR',
          reference: transaction.orderId,
        });
      }
      if (message.method === 'GET' && url.pathname === '/v1/refunds') {
        const perPage = Number(url.searchParams.get('per_page') ?? 20);
        const page = Number(url.searchParams.get('page') ?? 1);
        return answer(200, refunds.slice((page - 1) * perPage, page * perPage));
      }
      return answer(404, { code: 1000, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`,
    calls,
    refundCalls: () => calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refunds')).length,
    paid: (transactionId: string, orderId: string, amountCents: number) =>
      transactions.set(transactionId, { orderId, amountCents }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A shop whose database is reached through a relay the test can take down. */
async function shopBehindRelay(env: Record<string, string>) {
  const database = await createTestDatabase('postgres');
  const outage = await startDatabaseOutage(database.url!);
  const app: NestExpressApplication = await createApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 'settings-key-of-the-tests').toString('base64'),
      DATABASE_URL: outage.url,
      ...ORDER_LIMITS_LIFTED,
      ...env,
    }),
  );
  await app.init();
  return {
    app,
    outage,
    async close() {
      outage.up();
      await app.close();
      await outage.close();
      await database.dispose();
    },
  };
}

/** The database goes away now and comes back a little later, as a blip does. */
function blip(outage: DatabaseOutage): void {
  outage.down();
  setTimeout(() => outage.up(), OUTAGE_MS);
}

/** Waits until the order's stream holds an event of one of these types, answering the stream then. */
async function until(app: NestExpressApplication, orderId: string, types: string[]): Promise<RecordedEvent[]> {
  const store = app.get<EventStore>(EVENT_STORE);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const events = await store.readStream(orderStreamId(orderId));
      if (events.some((event) => types.includes(event.type))) return events;
    } catch {
      // The database is still away.
    }
    if (Date.now() > deadline) throw new Error(`no ${types.join(' or ')} on order ${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A placed order of one ticket; answers its id and total. */
async function placeOrder(app: NestExpressApplication, email: string) {
  const { ticketTypeIds } = await eventOnSale(app, [{ priceCents: 2000, quantity: 10 }]);
  const placed = await request(app.getHttpServer())
    .post('/api/v1/orders/guest/create')
    .send({ ...buyer(email), tickets: [{ id: ticketTypeIds[0], quantity: 1 }] })
    .expect(201);
  const orderId = String(placed.body.order.identifier);
  const events = await app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(orderId));
  return { orderId, totalCents: Number(events.find((event) => event.type === 'OrderPlaced')!.data.totalCents) };
}

const ofType = (events: RecordedEvent[], type: string) => events.filter((event) => event.type === type);

// The relay stands between the shop and a PostgreSQL server; embedded PGlite has no connection to cut.
const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('a refund through a database outage (skipped without PostgreSQL: DATABASE_URL)', () => {
  it('given MakeCommerce took the refund and the database went away before its outcome was recorded, then it was sent once and the transaction read records it refunded', async () => {
    // The stand-in is up before the shop that names it, and reaches the shop's relay once it exists.
    const relay: { outage?: DatabaseOutage } = {};
    const api = await makeCommerceStandIn(() => blip(relay.outage!));
    const shop = await shopBehindRelay({
      PAYMENT_PROVIDERS: 'makecommerce',
      MAKECOMMERCE_SHOP_ID: MC_SHOP,
      MAKECOMMERCE_SECRET_KEY: MC_SECRET,
      MAKECOMMERCE_API_URL: api.apiBase,
    });
    relay.outage = shop.outage;
    try {
      const { orderId, totalCents } = await placeOrder(shop.app, 'outage-mc@example.com');
      const notify = (transaction: string) => {
        api.paid(transaction, orderId, totalCents);
        const json = JSON.stringify({
          amount: centsToDecimal(totalCents),
          currency: 'EUR',
          reference: orderId,
          transaction,
          status: 'COMPLETED',
          message_type: 'payment_return',
        });
        return request(shop.app.getHttpServer())
          .post('/api/payments/notify/makecommerce')
          .type('form')
          .send({ json, mac: makeCommerceMac(json, MC_SECRET) })
          .expect(200);
      };
      await notify('mc-tx-1');
      // A second payment of the same order: the shop refunds it at once, and the database goes away
      // the moment MakeCommerce has made that refund.
      await notify('mc-tx-2');

      const events = await until(shop.app, orderId, ['PaymentRefunded', 'PaymentRefundUncertain']);
      expect(api.refundCalls()).toBe(1);
      expect(ofType(events, 'PaymentRefundAttempted')).toHaveLength(1);
      expect(ofType(events, 'PaymentRefundUncertain')).toEqual([]);
      expect(ofType(events, 'PaymentRefunded').map((event) => event.data)).toEqual([
        { orderId, refundId: expect.any(String), providerRefundId: 'mc-refund-1' },
      ]);
      // The outcome came from asking MakeCommerce, not from sending again.
      expect(api.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(
        expect.arrayContaining(['/v1/transactions/mc-tx-2', '/v1/refunds']),
      );
      // Given the process a while longer, nothing is sent again.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(api.refundCalls()).toBe(1);
    } finally {
      await shop.close();
      await api.close();
    }
  }, 120_000);

  it('given a provider that cannot tell, then the refund is left uncertain, never re-sent, and staff settle it either way', async () => {
    const shop = await shopBehindRelay({ PAYMENT_PROVIDERS: 'sandbox', PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET });
    try {
      // The sandbox refunds in memory; counted here, with the database taken away right after each of the
      // first two refunds it makes.
      const sandbox = shop.app.get<PaymentProviders>(PAYMENT_PROVIDERS).get('sandbox')!;
      const refund = sandbox.refund.bind(sandbox);
      let calls = 0;
      sandbox.refund = async (input) => {
        const outcome = await refund(input);
        if (++calls <= 2) blip(shop.outage);
        return outcome;
      };
      const admin = await createAccount(shop.app, 'admin');
      const token = (await signIn(shop.app, admin)).accessToken;
      const asAdmin = (path: string) =>
        request(shop.app.getHttpServer()).post(`/api/${path}`).set('Authorization', `Bearer ${token}`);

      const { orderId, totalCents } = await placeOrder(shop.app, 'outage-sandbox@example.com');
      const notify = (transactionId: string) => {
        const json = JSON.stringify({ orderId, transactionId, status: 'paid', amount: totalCents, currency: 'EUR' });
        return request(shop.app.getHttpServer())
          .post('/api/payments/notify/sandbox')
          .type('form')
          .send({ json, mac: sandboxMac(json, SANDBOX_SECRET) })
          .expect(200);
      };
      await notify(`sb-${randomUUID()}`);
      await notify(`sb-${randomUUID()}`);

      const events = await until(shop.app, orderId, ['PaymentRefundUncertain', 'PaymentRefunded']);
      const [left] = ofType(events, 'PaymentRefundUncertain');
      expect(left?.data).toMatchObject({ reason: 'the sandbox keeps no record of its refunds' });
      expect(left?.metadata.actor).toEqual({ kind: 'system', name: 'payment-refunds' });
      expect(ofType(events, 'PaymentRefunded')).toEqual([]);
      expect(calls).toBe(1);
      const refundId = String(left!.data.refundId);

      // Staff checked the provider and found nothing: sent again, once, and again its outcome is lost.
      await asAdmin(`orders/${orderId}/refunds/${refundId}/retry`).expect(202);
      const again = await waitForCount(shop.app, orderId, 'PaymentRefundUncertain', 2);
      expect(calls).toBe(2);
      expect(ofType(again, 'PaymentRefundAttempted')).toHaveLength(2);

      // This time the money is in the portal: staff record it paid back, as themselves.
      await asAdmin(`orders/${orderId}/refunds/${refundId}/paid-out`).expect(200);
      const done = await until(shop.app, orderId, ['PaymentRefunded']);
      expect(ofType(done, 'PaymentRefunded')[0]?.metadata.actor).toEqual({
        kind: 'user',
        userId: admin.userId,
        role: 'admin',
      });
      expect(calls).toBe(2);
    } finally {
      await shop.close();
    }
  }, 180_000);
});

/** Waits until the order's stream holds `count` events of a type. */
async function waitForCount(app: NestExpressApplication, orderId: string, type: string, count: number) {
  const store = app.get<EventStore>(EVENT_STORE);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const events = await store.readStream(orderStreamId(orderId));
      if (ofType(events, type).length >= count) return events;
    } catch {
      // The database is still away.
    }
    if (Date.now() > deadline) throw new Error(`fewer than ${count} ${type} on order ${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
