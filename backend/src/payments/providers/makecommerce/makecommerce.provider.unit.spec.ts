import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvalidNotificationError, PaymentProviderError, type CreatePaymentInput } from '../payment-provider';
import { makeCommerceMac, MakeCommerceProvider } from './makecommerce.provider';

// The public test shop and vectors of PAYMENTS.md.
const SHOP_ID = '3425d8b7-0225-4367-8c6f-16b1aba8d766';
const SECRET = 'J5S4lcVjC1QfJec8IQPhHSKeAiEf10bPV7KrHPx9AmIl9nCoEtNtJo63SF0YKpFQ';
const VECTOR_JSON =
  '{"amount":"11.00","currency":"EUR","reference":"Order 12","transaction":"6ab058fd-f560-4199-b159-ac5a784fd08b","status":"COMPLETED","message_type":"payment_return"}';
const VECTOR_MAC =
  '90A14811EC6EC568BBBEEC278C1634D67448D6EC5E28F3FD2E4583C2321BAB83FCE55BA50BAC3B5550433B910CA875A3B0F80C50C3369FB74EE147E24A24BF6A';

const provider = (apiBase = 'http://127.0.0.1:1/v1/') =>
  new MakeCommerceProvider({ shopId: SHOP_ID, secretKey: SECRET, apiBase, timeoutMs: 5000 });
const fromQuery = (query: Record<string, unknown>) => ({ query, body: undefined, contentType: undefined });
const signed = (message: Record<string, unknown>) => {
  const json = JSON.stringify(message);
  return { json, mac: makeCommerceMac(json, SECRET) };
};
const message = (overrides: Record<string, unknown> = {}) => ({
  shop: SHOP_ID,
  amount: '49.90',
  currency: 'EUR',
  reference: 'order-1',
  transaction: 'tx-1',
  status: 'COMPLETED',
  message_type: 'payment_return',
  message_time: '2027-05-01T10:00:00+0000',
  ...overrides,
});
const refusal = (run: () => unknown): InvalidNotificationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidNotificationError) return error;
    throw error;
  }
  throw new Error('the notification was accepted');
};

describe('MakeCommerce MAC', () => {
  it('matches both vectors of PAYMENTS.md', () => {
    expect(makeCommerceMac('{"shop":"id","amount":"100"}', 'validSecret')).toBe(
      'B3D4A05423F11E8B67B98FC9C9F603220EFAEC2AE74329513B456461577683EA4883DA500625F532A247D900F14E10D6597AEE473AD0E5F43F1008DECAA7C80D',
    );
    expect(makeCommerceMac(VECTOR_JSON, SECRET)).toBe(VECTOR_MAC);
  });
});

describe('MakeCommerce notifications', () => {
  it('given the documented message with its mac, then it is a paid notification of exactly 11.00 EUR', () => {
    expect(provider().verifyNotification(fromQuery({ json: VECTOR_JSON, mac: VECTOR_MAC }))).toEqual({
      provider: 'makecommerce',
      orderId: 'Order 12',
      providerTransactionId: '6ab058fd-f560-4199-b159-ac5a784fd08b',
      status: 'paid',
      amountCents: 1100,
      currency: 'EUR',
    });
  });

  it('given the first vector, then its mac passes and only its content (no reference) is refused', () => {
    const shop = new MakeCommerceProvider({ shopId: 'id', secretKey: 'validSecret', apiBase: 'http://x/' });
    const json = '{"shop":"id","amount":"100"}';
    expect(
      refusal(() => shop.verifyNotification(fromQuery({ json, mac: makeCommerceMac(json, 'validSecret') }))).reason,
    ).toBe('malformed');
  });

  it('reads json and mac from the query, a form body and a JSON body alike', () => {
    const fields = signed(message());
    const sources = [
      { query: fields, body: undefined, contentType: undefined },
      { query: { order_id: 'x' }, body: fields, contentType: 'application/x-www-form-urlencoded' },
      { query: {}, body: fields, contentType: 'application/json' },
    ];
    for (const request of sources) {
      expect(provider().verifyNotification(request)).toMatchObject({ orderId: 'order-1', amountCents: 4990 });
    }
  });

  it('refuses a forged mac, a mac of another case or length, and a missing one', () => {
    const json = JSON.stringify(message());
    const mac = makeCommerceMac(json, SECRET);
    const forged = makeCommerceMac(json, 'not-the-secret');
    for (const candidate of [forged, mac.toLowerCase(), mac.slice(0, -1), `${mac}0`, `${mac.slice(0, -1)}X`]) {
      expect(refusal(() => provider().verifyNotification(fromQuery({ json, mac: candidate }))).reason).toBe(
        'signature',
      );
    }
    expect(refusal(() => provider().verifyNotification(fromQuery({ json }))).reason).toBe('signature');
  });

  it('refuses a message changed after signing (a replay with a higher amount)', () => {
    const original = signed(message({ amount: '1.00' }));
    const tampered = original.json.replace('"1.00"', '"100.00"');
    expect(refusal(() => provider().verifyNotification(fromQuery({ json: tampered, mac: original.mac }))).reason).toBe(
      'signature',
    );
  });

  it('refuses another shop’s message even when signed with the same secret', () => {
    const error = refusal(() => provider().verifyNotification(fromQuery(signed(message({ shop: 'another-shop' })))));
    expect(error.reason).toBe('foreign-merchant');
    expect(error.message).not.toContain(SECRET);
  });

  it('refuses malformed json, unknown statuses, odd amounts and other message types', () => {
    const badJson = '{"amount":';
    expect(
      refusal(() => provider().verifyNotification(fromQuery({ json: badJson, mac: makeCommerceMac(badJson, SECRET) })))
        .reason,
    ).toBe('malformed');
    for (const overrides of [
      { status: 'SOMETHING' },
      { amount: '1.234' },
      { amount: '-5.00' },
      { currency: 'euro' },
      { reference: '' },
      { message_type: 'token_return' },
    ]) {
      expect(refusal(() => provider().verifyNotification(fromQuery(signed(message(overrides))))).reason).toBe(
        'malformed',
      );
    }
    expect(refusal(() => provider().verifyNotification(fromQuery({ mac: 'X' }))).reason).toBe('malformed');
  });

  it('maps every documented status', () => {
    const expected = {
      COMPLETED: 'paid',
      CREATED: 'pending',
      PENDING: 'pending',
      APPROVED: 'pending',
      CANCELLED: 'cancelled',
      EXPIRED: 'cancelled',
      REFUNDED: 'refunded',
      PART_REFUNDED: 'refunded',
    };
    for (const [status, mapped] of Object.entries(expected)) {
      expect(provider().verifyNotification(fromQuery(signed(message({ status })))).status).toBe(mapped);
    }
  });

  it('acknowledges with 200 OK', () => {
    expect(provider().acknowledgement).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'OK' });
  });
});

interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** Stands in for the MakeCommerce API: records each request and answers with the next scripted reply. */
async function fakeApi(replies: { status: number; body: unknown }[]) {
  const requests: Recorded[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then((text) => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: text === '' ? undefined : JSON.parse(text),
      });
      const reply = replies.shift() ?? { status: 500, body: { message: 'no reply scripted' } };
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/v1/`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const BASIC = `Basic ${Buffer.from(`${SHOP_ID}:${SECRET}`).toString('base64')}`;

const paymentInput: CreatePaymentInput = {
  orderId: '2f6c0b1e-1a2b-4c3d-8e9f-00001a2b3c4d',
  paymentId: 'pay-1',
  amountCents: 4990,
  currency: 'EUR',
  description: 'Bilietai: Jazz vakaras (užsakymas 1A2B3C4D)',
  buyer: { email: 'ona@example.com', firstName: 'Ona', lastName: 'Onaitė' },
  language: 'lt',
  customerIp: '192.0.2.10',
  urls: {
    returnUrl: 'https://shop.test/api/payments/return/makecommerce?order_id=o&outcome=success',
    cancelUrl: 'https://shop.test/api/payments/return/makecommerce?order_id=o&outcome=cancel',
    notificationUrl: 'https://shop.test/api/payments/notify/makecommerce',
  },
};

describe('MakeCommerce API calls', () => {
  it('creates a transaction with Basic auth and the documented body, and sends the buyer to the redirect page', async () => {
    const api = await fakeApi([
      {
        status: 201,
        body: {
          id: 'tx-42',
          status: 'CREATED',
          payment_methods: {
            banklinks: [{ name: 'swedbank', url: 'https://pay.test/swedbank' }],
            other: [{ name: 'redirect', url: 'https://pay.test/choose/tx-42' }],
          },
          _links: { Pay: { href: 'https://api.test/v1/transactions/tx-42/pay' } },
        },
      },
    ]);
    try {
      const created = await provider(api.apiBase).createPayment(paymentInput);
      expect(created).toEqual({ paymentUrl: 'https://pay.test/choose/tx-42', providerTransactionId: 'tx-42' });
      expect(api.requests).toEqual([
        {
          method: 'POST',
          url: '/v1/transactions',
          authorization: BASIC,
          contentType: 'application/json',
          body: {
            transaction: {
              amount: '49.90',
              currency: 'EUR',
              reference: paymentInput.orderId,
              transaction_url: {
                return_url: { url: paymentInput.urls.returnUrl, method: 'POST' },
                cancel_url: { url: paymentInput.urls.cancelUrl, method: 'POST' },
                notification_url: { url: paymentInput.urls.notificationUrl, method: 'POST' },
              },
            },
            customer: { ip: '192.0.2.10', email: 'ona@example.com', country: 'lt', locale: 'lt' },
          },
        },
      ]);
    } finally {
      await api.close();
    }
  });

  it('fails creation when the API refuses or offers no redirect page, without leaking the secret', async () => {
    const api = await fakeApi([
      { status: 400, body: { code: 1024, message: 'Invalid amount' } },
      { status: 201, body: { id: 'tx-1', payment_methods: { other: [] } } },
    ]);
    try {
      const refused = provider(api.apiBase).createPayment(paymentInput);
      await expect(refused).rejects.toThrow(PaymentProviderError);
      await expect(refused).rejects.toThrow(/HTTP 400, code 1024, Invalid amount/);
      await expect(provider(api.apiBase).createPayment(paymentInput)).rejects.toThrow(/no hosted payment page/);
    } finally {
      await api.close();
    }
    const unreachable = await provider(api.apiBase)
      .createPayment(paymentInput)
      .catch((error: Error) => error);
    expect(unreachable).toBeInstanceOf(PaymentProviderError);
    expect((unreachable as Error).message).not.toContain(SECRET);
  });

  it('refunds with the amount as a string and a comment, and reads the answer', async () => {
    const api = await fakeApi([
      { status: 201, body: { id: 'refund-1', status: 'CREATED' } },
      { status: 200, body: { id: 'refund-2', status: 'FAILED' } },
      { status: 400, body: { code: 1045, message: 'Previous refund still in progress' } },
      { status: 400, body: { code: 1050, message: 'Refund amount exceeds' } },
    ]);
    try {
      const refund = {
        providerTransactionId: 'tx/42',
        amountCents: 1234,
        currency: 'EUR',
        comment: 'Duplicate payment',
      };
      const mc = provider(api.apiBase);
      expect(await mc.refund(refund)).toEqual({ kind: 'refunded', providerRefundId: 'refund-1' });
      expect(await mc.refund(refund)).toMatchObject({ kind: 'failed' });
      expect(await mc.refund(refund)).toMatchObject({ kind: 'retry-later' });
      expect(await mc.refund(refund)).toEqual({ kind: 'failed', error: 'HTTP 400, code 1050, Refund amount exceeds' });
      expect(api.requests[0]).toEqual({
        method: 'POST',
        url: '/v1/transactions/tx%2F42/refunds',
        authorization: BASIC,
        contentType: 'application/json',
        body: { amount: '12.34', comment: 'Duplicate payment' },
      });
    } finally {
      await api.close();
    }
  });

  it('reads a refund MakeCommerce is still processing as processing, naming the refund to follow', async () => {
    const api = await fakeApi([
      { status: 201, body: { id: 'refund-3', status: 'PROCESSING' } },
      { status: 201, body: { id: 'refund-4', status: 'PENDING' } },
    ]);
    try {
      const refund = {
        providerTransactionId: 'tx-1',
        amountCents: 500,
        currency: 'EUR',
        comment: 'Refund by the organiser',
      };
      const mc = provider(api.apiBase);
      expect(await mc.refund(refund)).toEqual({ kind: 'processing', providerRefundId: 'refund-3' });
      expect(await mc.refund(refund)).toEqual({ kind: 'processing', providerRefundId: 'refund-4' });
      expect(api.requests[0]).toMatchObject({ body: { amount: '5.00', comment: 'Refund by the organiser' } });
    } finally {
      await api.close();
    }
  });

  it('answers an unreachable API or a server error on refund as unknown, never as retry: no idempotency key protects a repeat', async () => {
    const refund = { providerTransactionId: 'tx-1', amountCents: 100, currency: 'EUR', comment: 'x' };
    expect((await provider('http://127.0.0.1:1/v1/').refund(refund)).kind).toBe('unknown');
    const api = await fakeApi([{ status: 502, body: { message: 'Bad gateway' } }]);
    try {
      expect(await provider(api.apiBase).refund(refund)).toEqual({ kind: 'unknown', error: 'HTTP 502, Bad gateway' });
    } finally {
      await api.close();
    }
  });

  describe('looking up a refund whose answer was lost', () => {
    const lookup = {
      providerTransactionId: 'tx-7',
      amountCents: 1250,
      currency: 'EUR',
      reference: 'ref 1a2b3c4d',
      attemptedAt: '2027-05-01T10:00:00.000Z',
      knownRefundIds: ['old-1'],
    };
    const transaction = (status: string) => ({
      status: 200,
      body: { id: 'tx-7', status, amount: '49.90', currency: 'EUR', reference: 'order-1' },
    });
    const listed = (...refunds: object[]) => ({ status: 200, body: refunds });
    const refundOf = (id: string, overrides: object = {}) => ({
      id,
      transaction: { id: 'tx-7' },
      amount: '12.50',
      comment: 'Duplicate payment, order 1A2B3C4D, ref 1a2b3c4d',
      status: 'SETTLED',
      created_at: '2027-05-01T10:00:01+0000',
      ...overrides,
    });

    it('reads the transaction and the refund list of the attempt’s days, and finds the refund by its reference', async () => {
      const api = await fakeApi([
        transaction('PART_REFUNDED'),
        listed(refundOf('other-tx', { transaction: 'tx-8' }), refundOf('mc-refund-9')),
      ]);
      try {
        expect(await provider(api.apiBase).lookupRefund(lookup)).toEqual({
          kind: 'answered',
          outcome: { kind: 'refunded', providerRefundId: 'mc-refund-9' },
        });
        expect(api.requests.map(({ method, url, authorization }) => ({ method, url, authorization }))).toEqual([
          { method: 'GET', url: '/v1/transactions/tx-7', authorization: BASIC },
          {
            method: 'GET',
            url:
              '/v1/refunds?since=2027-04-30&until=' +
              new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) +
              '&page=1&per_page=100',
            authorization: BASIC,
          },
        ]);
      } finally {
        await api.close();
      }
    });

    it('answers a found refund’s state as the refund call would: FAILED refused, PROCESSING still processing', async () => {
      const api = await fakeApi([
        transaction('COMPLETED'),
        listed(refundOf('mc-refund-1', { status: 'FAILED' })),
        transaction('PART_REFUNDED'),
        listed(refundOf('mc-refund-2', { status: 'PROCESSING' })),
      ]);
      try {
        expect(await provider(api.apiBase).lookupRefund(lookup)).toMatchObject({ outcome: { kind: 'failed' } });
        expect(await provider(api.apiBase).lookupRefund(lookup)).toEqual({
          kind: 'answered',
          outcome: { kind: 'processing', providerRefundId: 'mc-refund-2' },
        });
      } finally {
        await api.close();
      }
    });

    it('without the reference in the comment, takes the one unknown refund of that amount since the attempt', async () => {
      const api = await fakeApi([
        transaction('PART_REFUNDED'),
        listed(
          refundOf('old-1', { comment: '' }),
          refundOf('earlier', { comment: '', created_at: '2027-04-30T09:00:00+0000' }),
          refundOf('another-attempt', { comment: 'Refund by the organiser, ref 99999999' }),
          refundOf('mc-refund-3', { comment: '' }),
        ),
      ]);
      try {
        expect(await provider(api.apiBase).lookupRefund(lookup)).toEqual({
          kind: 'answered',
          outcome: { kind: 'refunded', providerRefundId: 'mc-refund-3' },
        });
      } finally {
        await api.close();
      }
    });

    it('answers unknown when nothing matches or two could: never guesses', async () => {
      const api = await fakeApi([
        transaction('COMPLETED'),
        listed(),
        transaction('PART_REFUNDED'),
        listed(refundOf('a', { comment: '' }), refundOf('b', { comment: '' })),
      ]);
      try {
        expect(await provider(api.apiBase).lookupRefund(lookup)).toEqual({
          kind: 'unknown',
          reason: 'MakeCommerce lists no refund with “ref 1a2b3c4d” on transaction tx-7 (status COMPLETED)',
        });
        expect(await provider(api.apiBase).lookupRefund(lookup)).toMatchObject({ kind: 'unknown' });
      } finally {
        await api.close();
      }
    });

    it('rejects when MakeCommerce cannot be asked, so the look-up is tried again', async () => {
      await expect(provider('http://127.0.0.1:1/v1/').lookupRefund(lookup)).rejects.toThrow(PaymentProviderError);
    });
  });

  it('queries a transaction’s status with an authenticated GET', async () => {
    const api = await fakeApi([
      { status: 200, body: { id: 'tx-42', status: 'COMPLETED', amount: 49.9, currency: 'EUR', reference: 'order-1' } },
      { status: 404, body: { code: 1006, message: 'Not found' } },
    ]);
    try {
      expect(await provider(api.apiBase).fetchStatus('tx-42')).toEqual({
        provider: 'makecommerce',
        orderId: 'order-1',
        providerTransactionId: 'tx-42',
        status: 'paid',
        amountCents: 4990,
        currency: 'EUR',
      });
      expect(api.requests[0]).toMatchObject({ method: 'GET', url: '/v1/transactions/tx-42', authorization: BASIC });
      await expect(provider(api.apiBase).fetchStatus('missing')).rejects.toThrow(PaymentProviderError);
    } finally {
      await api.close();
    }
  });
});
