import type { Server } from 'node:http';
import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { APP_CONFIG, loadConfig } from '../../config/app-config';
import { ErrorFilter } from '../../shared/http/error.filter';
import { createValidationPipe } from '../../shared/http/validation.pipe';
import { PAYMENT_NOTIFICATION_SINK, type PaymentNotificationSink } from '../payment-notification-sink';
import { PaymentsModule } from '../payments.module';
import { makeCommerceMac } from '../providers/makecommerce/makecommerce.provider';
import {
  PAYMENT_PROVIDERS,
  type CreatePaymentInput,
  type PaymentProviders,
  type VerifiedPaymentNotification,
} from '../providers/payment-provider';
import { encodePayseraData, payseraSign } from '../providers/paysera/paysera-codec';
import { sandboxMac } from '../providers/sandbox/sandbox-session';
import { providerReturnUrls } from './provider-urls';
import { ShopSettings } from '../../settings/shop-settings';
import { fixedShopSettings } from '../../testing/fixed-settings';

const MC_SHOP = '3425d8b7-0225-4367-8c6f-16b1aba8d766';
const MC_SECRET = 'J5S4lcVjC1QfJec8IQPhHSKeAiEf10bPV7KrHPx9AmIl9nCoEtNtJo63SF0YKpFQ';
const MC_JSON =
  '{"amount":"11.00","currency":"EUR","reference":"Order 12","transaction":"6ab058fd-f560-4199-b159-ac5a784fd08b","status":"COMPLETED","message_type":"payment_return"}';
const PAYSERA_PASSWORD = '73cdb059d0f29f275a34b370f8e4f900';
const PAYSERA_DATA =
  'cHJvamVjdGlkPTYwMjgmb3JkZXJpZD0xMjMmYW1vdW50PTEwMDAmY3VycmVuY3k9RVVSJnBheWFtb3VudD0xMDAwJnBheWN1cnJlbmN5PUVVUiZzdGF0dXM9MSZ0ZXN0PTEmdmVyc2lvbj0xLjYmdHlwZT1tYWNybyZwYXltZW50PWhhbnphbHQmcmVxdWVzdGlkPTk4NzY1NA==';
const PAYSERA_SS1 = 'd43cc713abd24bf93e10ed3f1501f6c6';
const SANDBOX_SECRET = 'sandbox-secret-for-the-integration-test';

const ALL_PROVIDERS = {
  PAYMENT_PROVIDERS: 'sandbox,makecommerce,paysera',
  MAKECOMMERCE_SHOP_ID: MC_SHOP,
  MAKECOMMERCE_SECRET_KEY: MC_SECRET,
  PAYSERA_PROJECT_ID: '6028',
  PAYSERA_PASSWORD,
  PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
};

/** Stands in for the ordering context's sink; `failing` makes it throw as a database outage would. */
class RecordingSink implements PaymentNotificationSink {
  readonly recorded: VerifiedPaymentNotification[] = [];
  failing = false;

  record(notification: VerifiedPaymentNotification): Promise<void> {
    if (this.failing) return Promise.reject(new Error('event store unavailable'));
    this.recorded.push(notification);
    return Promise.resolve();
  }
}

@Module({})
class TestShop {}
@Module({})
class TestConfig {}

/**
 * PaymentsModule wired as the shop wires it: imported by a module that provides the sink, with the
 * shop's global prefix, validation pipe and error filter. No database is involved.
 */
async function startShop(env: Record<string, string>, sink: PaymentNotificationSink | null) {
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://shop.test', ...env });
  const root: DynamicModule = {
    module: TestShop,
    imports: [
      {
        module: TestConfig,
        global: true,
        providers: [
          { provide: APP_CONFIG, useValue: config },
          { provide: ShopSettings, useValue: fixedShopSettings(config) },
        ],
        exports: [APP_CONFIG, ShopSettings],
      },
      PaymentsModule,
    ],
    providers: [
      ...(sink ? [{ provide: PAYMENT_NOTIFICATION_SINK, useValue: sink }] : []),
      { provide: APP_PIPE, useFactory: createValidationPipe },
      { provide: APP_FILTER, useClass: ErrorFilter },
    ],
  };
  const app = await NestFactory.create<NestExpressApplication>(root, { logger: false });
  app.setGlobalPrefix('api');
  await app.init();
  return app;
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://shop.test');
  return `${url.pathname}${url.search}`;
};

describe('payment notifications and returns over HTTP', () => {
  let app: NestExpressApplication;
  let server: Server;
  let sink: RecordingSink;
  let warnings: jest.SpyInstance;

  beforeAll(async () => {
    sink = new RecordingSink();
    app = await startShop(ALL_PROVIDERS, sink);
    server = app.getHttpServer() as Server;
  });
  afterAll(() => app.close());
  beforeEach(() => {
    sink.recorded.length = 0;
    sink.failing = false;
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const loggedText = () => JSON.stringify(warnings.mock.calls);

  describe('notifications', () => {
    it('records a MakeCommerce notification posted as a form once and answers 200', async () => {
      const answer = await request(server)
        .post('/api/payments/notify/makecommerce')
        .type('form')
        .send({ json: MC_JSON, mac: makeCommerceMac(MC_JSON, MC_SECRET) })
        .expect(200);
      expect(answer.text).toBe('OK');
      expect(sink.recorded).toEqual([
        {
          provider: 'makecommerce',
          orderId: 'Order 12',
          providerTransactionId: '6ab058fd-f560-4199-b159-ac5a784fd08b',
          status: 'paid',
          amountCents: 1100,
          currency: 'EUR',
        },
      ]);
    });

    it('records a MakeCommerce notification sent as a JSON body', async () => {
      await request(server)
        .post('/api/payments/notify/makecommerce')
        .send({ json: MC_JSON, mac: makeCommerceMac(MC_JSON, MC_SECRET) })
        .expect(200);
      expect(sink.recorded).toHaveLength(1);
    });

    it('records a Paysera callback and answers with a body of exactly OK, by GET and by POST', async () => {
      const byGet = await request(server)
        .get('/api/payments/notify/paysera')
        .query({ data: PAYSERA_DATA, ss1: PAYSERA_SS1, ss2: 'unchecked' })
        .expect(200);
      expect(byGet.text).toBe('OK');
      expect(byGet.headers['content-type']).toMatch(/^text\/plain/);
      const byPost = await request(server)
        .post('/api/payments/notify/paysera')
        .type('form')
        .send({ data: PAYSERA_DATA, ss1: PAYSERA_SS1 })
        .expect(200);
      expect(byPost.text).toBe('OK');
      expect(sink.recorded).toHaveLength(2);
      expect(sink.recorded[0]).toEqual({
        provider: 'paysera',
        orderId: '123',
        providerTransactionId: '987654',
        status: 'paid',
        amountCents: 1000,
        currency: 'EUR',
      });
    });

    it('records a sandbox notification', async () => {
      const json = JSON.stringify({
        orderId: 'o-1',
        transactionId: 'p-1',
        status: 'failed',
        amount: 500,
        currency: 'EUR',
      });
      const answer = await request(server)
        .post('/api/payments/notify/sandbox')
        .type('form')
        .send({ json, mac: sandboxMac(json, SANDBOX_SECRET) })
        .expect(200);
      expect(answer.text).toBe('OK');
      expect(sink.recorded).toEqual([
        {
          provider: 'sandbox',
          orderId: 'o-1',
          providerTransactionId: 'p-1',
          status: 'failed',
          amountCents: 500,
          currency: 'EUR',
        },
      ]);
    });

    it('refuses forged and tampered notifications with 400, records nothing and logs no secret', async () => {
      const mac = makeCommerceMac(MC_JSON, MC_SECRET);
      const tamperedJson = MC_JSON.replace('"11.00"', '"1100.00"');
      const tamperedData = encodePayseraData(
        Buffer.from(PAYSERA_DATA, 'base64').toString('utf8').replace('status=1', 'status=1&payamount=1'),
      );
      const sandboxJson = JSON.stringify({
        orderId: 'o',
        transactionId: 't',
        status: 'paid',
        amount: 1,
        currency: 'EUR',
      });
      const refused = [
        request(server).post('/api/payments/notify/makecommerce').type('form').send({ json: tamperedJson, mac }),
        request(server)
          .post('/api/payments/notify/makecommerce')
          .type('form')
          .send({ json: MC_JSON, mac: mac.toLowerCase() }),
        request(server).get('/api/payments/notify/paysera').query({ data: tamperedData, ss1: PAYSERA_SS1 }),
        request(server).get('/api/payments/notify/paysera').query({ data: PAYSERA_DATA }),
        request(server)
          .post('/api/payments/notify/sandbox')
          .type('form')
          .send({ json: sandboxJson, mac: sandboxMac(sandboxJson, 'guessed-secret') }),
        request(server).post('/api/payments/notify/sandbox').type('form').send({ something: 'else' }),
      ];
      for (const pending of refused) {
        const answer = await pending;
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ statusCode: 400, message: 'Mokėjimo pranešimas atmestas', errors: [] });
      }
      expect(sink.recorded).toEqual([]);
      expect(warnings).toHaveBeenCalledTimes(refused.length);
      for (const secret of [MC_SECRET, PAYSERA_PASSWORD, SANDBOX_SECRET, mac, PAYSERA_SS1]) {
        expect(loggedText()).not.toContain(secret);
      }
    });

    it('refuses a Paysera callback signed for another project', async () => {
      const data = encodePayseraData(
        Buffer.from(PAYSERA_DATA, 'base64').toString('utf8').replace('projectid=6028', 'projectid=1'),
      );
      await request(server)
        .get('/api/payments/notify/paysera')
        .query({ data, ss1: payseraSign(data, PAYSERA_PASSWORD) })
        .expect(400);
      expect(sink.recorded).toEqual([]);
    });

    it('answers 404 in the shop’s shape for an unknown provider', async () => {
      const answer = await request(server)
        .post('/api/payments/notify/paypal')
        .set('Accept-Language', 'en')
        .send({})
        .expect(404);
      expect(answer.body).toEqual({ statusCode: 404, message: 'Payment provider not found', errors: [] });
    });

    it('answers 5xx when the notification cannot be recorded, so the provider sends it again', async () => {
      sink.failing = true;
      const fields = { data: PAYSERA_DATA, ss1: PAYSERA_SS1 };
      const failed = await request(server).get('/api/payments/notify/paysera').query(fields);
      expect(failed.status).toBe(500);
      expect(failed.text).not.toBe('OK');
      sink.failing = false;
      await request(server).get('/api/payments/notify/paysera').query(fields).expect(200, 'OK');
      expect(sink.recorded).toHaveLength(1);
    });
  });

  describe('browser returns', () => {
    it('redirects to the success or cancel page with the order id', async () => {
      const success = await request(server)
        .get('/api/payments/return/paysera?order_id=o-1&outcome=success')
        .expect(303);
      expect(success.headers.location).toBe('/payment/success?order_id=o-1');
      const cancel = await request(server).get('/api/payments/return/paysera?order_id=o-1&outcome=cancel').expect(303);
      expect(cancel.headers.location).toBe('/payment/cancel?order_id=o-1');
      expect(sink.recorded).toEqual([]);
    });

    it('lands on a same-site next page and refuses any other', async () => {
      const next = await request(server)
        .get('/api/payments/return/sandbox')
        .query({ order_id: 'o-1', outcome: 'success', next: '/orders/1A2B3C4D?tab=tickets' })
        .expect(303);
      expect(next.headers.location).toBe('/orders/1A2B3C4D?tab=tickets&order_id=o-1');
      for (const evil of [
        '//evil.example',
        '/\\evil.example',
        'https://evil.example/',
        '//evil.example/payment/success',
      ]) {
        const answer = await request(server)
          .get('/api/payments/return/sandbox')
          .query({ order_id: 'o-1', outcome: 'cancel', next: evil })
          .expect(303);
        expect(answer.headers.location).toBe('/payment/cancel?order_id=o-1');
      }
    });

    it('records a signed return posted by the provider, and ignores a badly signed one', async () => {
      const mac = makeCommerceMac(MC_JSON, MC_SECRET);
      const good = await request(server)
        .post('/api/payments/return/makecommerce?order_id=Order%2012&outcome=success')
        .type('form')
        .send({ json: MC_JSON, mac })
        .expect(303);
      expect(good.headers.location).toBe('/payment/success?order_id=Order+12');
      expect(sink.recorded).toHaveLength(1);

      const bad = await request(server)
        .post('/api/payments/return/makecommerce?order_id=Order%2012&outcome=success')
        .type('form')
        .send({ json: MC_JSON.replace('COMPLETED', 'REFUNDED'), mac })
        .expect(303);
      expect(bad.headers.location).toBe('/payment/success?order_id=Order+12');
      expect(sink.recorded).toHaveLength(1);
      expect(warnings).toHaveBeenCalledTimes(1);
    });

    it('records the data and ss1 Paysera appends to the accept address', async () => {
      await request(server)
        .get('/api/payments/return/paysera')
        .query({ order_id: '123', outcome: 'success', data: PAYSERA_DATA, ss1: PAYSERA_SS1 })
        .expect(303);
      expect(sink.recorded).toMatchObject([{ provider: 'paysera', orderId: '123', status: 'paid' }]);
    });

    it('still sends the buyer on when recording a return fails', async () => {
      sink.failing = true;
      await request(server)
        .get('/api/payments/return/paysera')
        .query({ order_id: '123', outcome: 'success', data: PAYSERA_DATA, ss1: PAYSERA_SS1 })
        .expect(303);
    });

    it('answers 400 without an order and 404 for an unknown provider', async () => {
      await request(server).get('/api/payments/return/sandbox?outcome=success').expect(400);
      await request(server).get('/api/payments/return/nobody?order_id=o-1').expect(404);
    });
  });

  describe('the sandbox page', () => {
    const startPayment = async (orderId: string) => {
      const sandbox = app.get<PaymentProviders>(PAYMENT_PROVIDERS).get('sandbox')!;
      const input: CreatePaymentInput = {
        orderId,
        paymentId: `payment-of-${orderId}`,
        amountCents: 4990,
        currency: 'EUR',
        description: 'Bilietai: Jazz vakaras (užsakymas 1A2B3C4D)',
        buyer: { email: 'ona@example.com', firstName: 'Ona', lastName: 'Onaitė' },
        language: 'lt',
        customerIp: '127.0.0.1',
        urls: providerReturnUrls('http://shop.test', 'sandbox', orderId, { returnPath: '/orders/1A2B3C4D' }),
      };
      const { paymentUrl } = await sandbox.createPayment(input);
      expect(paymentUrl.startsWith('http://shop.test/api/payments/sandbox/')).toBe(true);
      return pathOf(paymentUrl);
    };

    it('renders a script-free page, and its pay button records a paid notification and returns the buyer', async () => {
      const page = await startPayment('order-7');
      const shown = await request(server).get(page).expect(200);
      expect(shown.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(shown.headers['content-security-policy']).toContain("script-src 'none'");
      expect(shown.text).toContain('Bandomasis mokėjimas');
      expect(shown.text).toContain('49,90');
      expect(shown.text).toContain(`action="${page}"`);

      const paid = await request(server).post(page).type('form').send({ action: 'pay' }).expect(303);
      const expected = {
        provider: 'sandbox',
        orderId: 'order-7',
        providerTransactionId: 'payment-of-order-7',
        status: 'paid',
        amountCents: 4990,
        currency: 'EUR',
      };
      expect(sink.recorded).toEqual([expected]);
      const back = new URL(paid.headers.location!);
      expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/api/payments/return/sandbox');
      expect(back.searchParams.get('order_id')).toBe('order-7');
      expect(back.searchParams.get('outcome')).toBe('success');

      // The return verifies the carried message again; the sink is idempotent, so a second record is harmless.
      const landed = await request(server).get(pathOf(paid.headers.location!)).expect(303);
      expect(landed.headers.location).toBe('/orders/1A2B3C4D?order_id=order-7');
      expect(sink.recorded).toEqual([expected, expected]);
    });

    it('sends a cancel to the cancel address and records a fail as failed', async () => {
      const page = await startPayment('order-8');
      const cancelled = await request(server).post(page).type('form').send({ action: 'cancel' }).expect(303);
      expect(new URL(cancelled.headers.location!).searchParams.get('outcome')).toBe('cancel');
      const failed = await request(server).post(page).type('form').send({ action: 'fail' }).expect(303);
      expect(new URL(failed.headers.location!).searchParams.get('outcome')).toBe('success');
      expect(sink.recorded.map((n) => n.status)).toEqual(['cancelled', 'failed']);
    });

    it('refuses an unknown action, and a forged token with 404', async () => {
      const page = await startPayment('order-9');
      await request(server).post(page).type('form').send({ action: 'steal' }).expect(400);
      const forged = `${page.slice(0, -3)}abc`;
      const missing = await request(server).get(forged).expect(404);
      expect(missing.body).toMatchObject({ statusCode: 404 });
      await request(server).post(forged).type('form').send({ action: 'pay' }).expect(404);
      expect(sink.recorded).toEqual([]);
    });
  });
});

describe('payments with only some providers enabled', () => {
  let app: NestExpressApplication;
  let server: Server;
  const sink = new RecordingSink();

  beforeAll(async () => {
    app = await startShop({ ...ALL_PROVIDERS, PAYMENT_PROVIDERS: 'makecommerce' }, sink);
    server = app.getHttpServer() as Server;
  });
  afterAll(() => app.close());

  it('answers 404 for a disabled provider, even with a valid signature, and serves no sandbox page', async () => {
    await request(server)
      .get('/api/payments/notify/paysera')
      .query({ data: PAYSERA_DATA, ss1: PAYSERA_SS1 })
      .expect(404);
    const json = JSON.stringify({ orderId: 'o', transactionId: 't', status: 'paid', amount: 1, currency: 'EUR' });
    await request(server)
      .post('/api/payments/notify/sandbox')
      .type('form')
      .send({ json, mac: sandboxMac(json, SANDBOX_SECRET) })
      .expect(404);
    await request(server).get('/api/payments/sandbox/anything.here').expect(404);
    await request(server).get('/api/payments/return/paysera?order_id=o').expect(404);
    expect(sink.recorded).toEqual([]);
    expect([...app.get<PaymentProviders>(PAYMENT_PROVIDERS).keys()]).toEqual(['makecommerce']);
  });
});

describe('wiring PaymentsModule', () => {
  it('refuses to start when the importing module provides no sink', async () => {
    await expect(startShop({}, null)).rejects.toThrow(/PAYMENT_NOTIFICATION_SINK is not provided/);
  });
});
