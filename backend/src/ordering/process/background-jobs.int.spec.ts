import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from 'kysely';
import request from 'supertest';
import {
  invoiceSeriesStreamId,
  orderStreamId,
  type Database,
  type EventStore,
  type Projections,
} from '@ticketshop/projections';
import { DATABASE, EVENT_STORE, PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import { InvoicingModule } from '../../invoicing/invoicing.module';
import { SandboxPaymentProvider } from '../../payments/providers/sandbox/sandbox.provider';
import { RefundsModule } from '../../refunds/refunds.module';
import { createAccount, signIn } from '../../testing/accounts';
import { createShopWithMail } from '../../testing/shop-with-mail';
import type { SmtpTestServer } from '../../testing/smtp-test-server';
import type { TestApp } from '../../testing/test-app';
import { OrderingModule } from '../ordering.module';
import { buyer, eventOnSale, ORDER_LIMITS_LIFTED, payInSandbox } from '../testing/checkout-fixtures';

interface Job {
  name: string;
  state: string;
  holder: string | null;
  since: string | null;
  here: boolean;
}

const seller = {
  legalName: 'UAB „Du procesai“',
  companyCode: '304000001',
  vatCode: '',
  address: 'Laisvės al. 1, Kaunas',
  bankAccount: 'LT121000011101001000',
  invoiceSeries: 'TS',
};

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/**
 * Two shop processes on one PostgreSQL database (docs/operations.md, "Who runs the background jobs"):
 * every projection, process manager and the hold sweeper runs in exactly one of them, health says
 * which, and when the holder leaves mid-rush the other takes every job over within seconds with every
 * effect still happening once.
 */
onServer('background jobs across two shop processes (skipped without DATABASE_URL)', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  let adminToken: string;
  let ticketTypeId: string;
  const refundCalls = jest.spyOn(SandboxPaymentProvider.prototype, 'refund');

  const jobsOf = async (app: NestExpressApplication): Promise<Job[]> =>
    (await request(app.getHttpServer()).get('/api/health').set('X-Min-Position', '0').expect(200)).body.jobs;

  async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<{ value: T; ms: number }> {
    const started = Date.now();
    for (;;) {
      const value = await probe();
      if (value !== undefined) return { value, ms: Date.now() - started };
      if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Places an order through `app` and pays it there, as a buyer sent to that process would. */
  async function buy(app: NestExpressApplication, email: string): Promise<string> {
    const api = () => request(app.getHttpServer());
    const placed = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer(email), tickets: [{ id: ticketTypeId, quantity: 1 }] })
      .expect(201);
    const orderId = String(placed.body.order.identifier);
    const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
    await payInSandbox(app, String(started.body.payment_url));
    return orderId;
  }

  /** Everything recorded so far handled by `app`'s process managers (it must hold them all) and projected. */
  async function settleIn(app: NestExpressApplication): Promise<void> {
    const database = app.get<Database>(DATABASE);
    const lastWritten = async () =>
      BigInt(
        (
          await sql<{ position: string | null }>`select max(global_position)::text as position from event_log`.execute(
            database.db,
          )
        ).rows[0]?.position ?? 0,
      );
    for (;;) {
      const last = await lastWritten();
      await Promise.all(
        [OrderingModule, InvoicingModule, RefundsModule].map((module) => app.get(module).whenProcessed(last)),
      );
      while (!(await app.get<Projections>(PROJECTIONS).waitForPosition(last, 10_000))) {
        /* a loaded machine: wait again */
      }
      if ((await lastWritten()) === last) return;
    }
  }

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail({ ...ORDER_LIMITS_LIFTED, INSTANCE_NAME: 'shop-a' }));
    a = shop.app;
    adminToken = (await signIn(a, await createAccount(a, 'admin'))).accessToken;
    await request(a.getHttpServer())
      .put('/api/admin/settings/seller')
      .set('Authorization', `Bearer ${adminToken}`)
      .send(seller)
      .expect(200);
    ticketTypeId = (await eventOnSale(a, [{ priceCents: 2500, quantity: 200 }])).ticketTypeIds[0]!;
    b = await shop.startAnother({ INSTANCE_NAME: 'shop-b' });
  });
  afterAll(() => close());

  it('given two processes, then each background job runs in exactly one of them, and health and metrics on both say which', async () => {
    const [fromA, fromB] = [await jobsOf(a), await jobsOf(b)];
    expect(fromA.map((job) => job.name).sort()).toEqual(
      [
        'projection:admin-activity',
        'projection:audit-log',
        'projection:catalog',
        'projection:finance-ledger',
        'projection:invoices',
        'projection:orders',
        'projection:refunds',
        'projection:users',
        'process:event-cancellations',
        'process:invoicing',
        'process:order-fulfilment',
        'process:order-mails',
        'process:payment-refunds',
        'process:refund-requests',
        'sweeper:holds',
      ].sort(),
    );
    // The first process took every lease as it started; the second finds them held.
    for (const job of fromA) expect(job).toMatchObject({ state: 'running', holder: 'shop-a', here: true });
    expect(fromB.map(({ name, holder, since }) => ({ name, holder, since }))).toEqual(
      fromA.map(({ name, holder, since }) => ({ name, holder, since })),
    );
    for (const job of fromB) expect(job.here).toBe(false);

    const metrics = async (app: NestExpressApplication) =>
      (await request(app.getHttpServer()).get('/api/metrics').expect(200)).text;
    expect(await metrics(a)).toContain('ticketshop_job_lease_held{job="process:invoicing"} 1');
    expect(await metrics(b)).toContain('ticketshop_job_lease_held{job="process:invoicing"} 0');
  });

  it('given the holder closed mid-rush, then the other takes every job over within seconds and tickets, mails, invoice numbers and the refund each happen once', async () => {
    const before = await Promise.all(
      Array.from({ length: 6 }, (_, i) => buy(i % 2 === 0 ? a : b, `before-${i}@example.lt`)),
    );
    await settleIn(a);
    // A refund decided just before the holder leaves: its provider call happens on one side only.
    const refunded = before[0]!;
    await request(a.getHttpServer())
      .post(`/api/orders/${refunded}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ amount: 25, reason: 'Cannot come', notify_customer: true })
      .expect(202);

    // Buyers keep coming through the second process while the first one closes.
    const during = Promise.all(Array.from({ length: 6 }, (_, i) => buy(b, `during-${i}@example.lt`)));
    await a.close();
    // One poll interval (1 s) and the time to start the jobs; the limit only catches a takeover that
    // never comes (a timed assertion would flake on a loaded machine).
    await until(async () => {
      const jobs = await jobsOf(b);
      return jobs.every((job) => job.holder === 'shop-b' && job.here) ? jobs : undefined;
    }, 10_000);
    const after = [...(await during), await buy(b, 'after@example.lt')];
    await settleIn(b);

    const store = b.get<EventStore>(EVENT_STORE);
    const count = async (orderId: string, type: string) =>
      (await store.readStream(orderStreamId(orderId))).filter((event) => event.type === type).length;
    for (const orderId of [...before, ...after]) {
      expect({ orderId, tickets: await count(orderId, 'TicketsIssued') }).toEqual({ orderId, tickets: 1 });
      expect({ orderId, confirmations: await count(orderId, 'OrderConfirmationSent') }).toEqual({
        orderId,
        confirmations: 1,
      });
    }
    const emails = [
      ...before.map((_, i) => `before-${i}@example.lt`),
      ...Array.from({ length: 6 }, (_, i) => `during-${i}@example.lt`),
      'after@example.lt',
    ];
    for (const email of emails) {
      const mails = smtp.messages.filter((mail) => mail.to.includes(email)).length;
      // The refunded buyer also got the refund notice.
      expect({ email, mails }).toEqual({ email, mails: email === 'before-0@example.lt' ? 2 : 1 });
    }

    expect(await count(refunded, 'PaymentRefunded')).toBe(1);
    expect(await count(refunded, 'RefundNoticeSent')).toBe(1);
    expect(refundCalls).toHaveBeenCalledTimes(1);

    // One invoice per paid order and one credit note for the refund, numbered 1… with no gap or repeat.
    const series = await store.readStream(invoiceSeriesStreamId('TS'));
    expect(series.map((event) => event.data.number)).toEqual(series.map((_, i) => i + 1));
    expect(series.filter((event) => event.type === 'InvoiceIssued')).toHaveLength(before.length + after.length);
    expect(series.filter((event) => event.type === 'CreditNoteIssued')).toHaveLength(1);
    const invoiced = series.filter((event) => event.type === 'InvoiceIssued').map((event) => event.data.orderId);
    expect(new Set(invoiced)).toEqual(new Set([...before, ...after]));
  }, 240_000);

  it('given the last process that runs the jobs closed, then one that opted out says each runs nowhere and health is degraded', async () => {
    const optedOut = await shop.startAnother({
      INSTANCE_NAME: 'shop-c',
      RUN_PROJECTIONS: 'false',
      RUN_PROCESS_MANAGERS: 'false',
    });
    const seen = await jobsOf(optedOut);
    expect(seen.every((job) => job.state === 'running' && job.holder !== 'shop-c')).toBe(true);

    // Both processes that run jobs leave (the first may have left already: closing twice is a no-op).
    await a.close();
    await b.close();

    const health = await request(optedOut.getHttpServer()).get('/api/health').set('X-Min-Position', '0').expect(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.jobs).toHaveLength(15);
    for (const job of health.body.jobs as Job[])
      expect(job).toMatchObject({ state: 'not running anywhere', holder: null, since: null, here: false });
  });
});
