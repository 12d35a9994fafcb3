import { generateKeyPairSync, sign } from 'node:crypto';
import { InvalidNotificationError, PaymentProviderError, type CreatePaymentInput } from '../payment-provider';
import { encodePayseraData, encryptPayseraData, formEncode, payseraSign } from './paysera-codec';
import { PayseraProvider, type PayseraSettings } from './paysera.provider';

// The vectors of PAYMENTS.md.
const PASSWORD = '73cdb059d0f29f275a34b370f8e4f900';
const PROJECT = '6028';
const REQUEST_QUERY =
  'orderid=123&accepturl=https%3A%2F%2Fshop.test%2Faccept&cancelurl=https%3A%2F%2Fshop.test%2Fcancel&callbackurl=https%3A%2F%2Fshop.test%2Fcallback&amount=1000&currency=EUR&lang=ENG&p_email=buyer%40example.com&test=1&version=1.6&projectid=6028';
const CALLBACK_QUERY =
  'projectid=6028&orderid=123&amount=1000&currency=EUR&payamount=1000&paycurrency=EUR&status=1&test=1&version=1.6&type=macro&payment=hanzalt&requestid=987654';
const CALLBACK_DATA =
  'cHJvamVjdGlkPTYwMjgmb3JkZXJpZD0xMjMmYW1vdW50PTEwMDAmY3VycmVuY3k9RVVSJnBheWFtb3VudD0xMDAwJnBheWN1cnJlbmN5PUVVUiZzdGF0dXM9MSZ0ZXN0PTEmdmVyc2lvbj0xLjYmdHlwZT1tYWNybyZwYXltZW50PWhhbnphbHQmcmVxdWVzdGlkPTk4NzY1NA==';
const CALLBACK_SS1 = 'd43cc713abd24bf93e10ed3f1501f6c6';

const paysera = (settings: Partial<PayseraSettings> = {}) =>
  new PayseraProvider({ projectId: PROJECT, password: PASSWORD, test: true, ...settings });
const fromQuery = (query: Record<string, unknown>) => ({ query, body: undefined, contentType: undefined });
const callback = (query: string) => {
  const data = encodePayseraData(query);
  return { data, ss1: payseraSign(data, PASSWORD) };
};
const refusal = (run: () => unknown): InvalidNotificationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidNotificationError) return error;
    throw error;
  }
  throw new Error('the callback was accepted');
};

describe('Paysera encoding', () => {
  it('signs the documented request', () => {
    expect(payseraSign(encodePayseraData(REQUEST_QUERY), PASSWORD)).toBe('905a63a402528182268fcefcdf7f29d8');
  });

  it('encodes the documented callback and its ss1', () => {
    expect(encodePayseraData(CALLBACK_QUERY)).toBe(CALLBACK_DATA);
    expect(payseraSign(CALLBACK_DATA, PASSWORD)).toBe(CALLBACK_SS1);
  });

  it('form-encodes as PHP does (space as +) and keeps the base64 padding', () => {
    const query = formEncode([
      ['param1', 'abc'],
      ['param2', 'Some string with symbols %=&'],
    ]);
    expect(query).toBe('param1=abc&param2=Some+string+with+symbols+%25%3D%26');
    expect(encodePayseraData(query)).toBe('cGFyYW0xPWFiYyZwYXJhbTI9U29tZStzdHJpbmcrd2l0aCtzeW1ib2xzKyUyNSUzRCUyNg==');
    expect(formEncode([['a', "it's (*)~!"]])).toBe('a=it%27s+%28%2A%29%7E%21');
  });
});

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
    returnUrl: 'https://shop.test/api/payments/return/paysera?order_id=o&outcome=success',
    cancelUrl: 'https://shop.test/api/payments/return/paysera?order_id=o&outcome=cancel',
    notificationUrl: 'https://shop.test/api/payments/notify/paysera',
  },
};

describe('Paysera payment request', () => {
  it('sends the buyer to the pay page with signed data carrying every parameter', async () => {
    const created = await paysera().createPayment(paymentInput);
    expect(created.providerTransactionId).toBeNull();
    const url = new URL(created.paymentUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://bank.paysera.com/pay/');
    const data = url.searchParams.get('data')!;
    expect(data).toMatch(/^[A-Za-z0-9_-]+={0,2}$/);
    expect(url.searchParams.get('sign')).toBe(payseraSign(data, PASSWORD));
    const params = Object.fromEntries(new URLSearchParams(Buffer.from(data, 'base64url').toString('utf8')));
    expect(params).toEqual({
      projectid: '6028',
      orderid: paymentInput.orderId,
      accepturl: paymentInput.urls.returnUrl,
      cancelurl: paymentInput.urls.cancelUrl,
      callbackurl: paymentInput.urls.notificationUrl,
      version: '1.6',
      amount: '4990',
      currency: 'EUR',
      lang: 'LIT',
      p_firstname: 'Ona',
      p_lastname: 'Onaitė',
      p_email: 'ona@example.com',
      test: '1',
      paytext: 'Bilietai: Jazz vakaras (užsakymas 1A2B3C4D) ([order_nr], [site_name])',
    });
  });

  it('uses the configured pay address, English and live mode when asked', async () => {
    const created = await paysera({ payUrl: 'http://pay.local/pay/', test: false }).createPayment({
      ...paymentInput,
      language: 'en',
    });
    expect(created.paymentUrl.startsWith('http://pay.local/pay/?data=')).toBe(true);
    const data = new URL(created.paymentUrl).searchParams.get('data')!;
    const params = new URLSearchParams(Buffer.from(data, 'base64url').toString('utf8'));
    expect([params.get('lang'), params.get('test')]).toEqual(['ENG', '0']);
  });

  it('refuses an order id over 40 characters and URLs over 255', async () => {
    await expect(paysera().createPayment({ ...paymentInput, orderId: 'x'.repeat(41) })).rejects.toThrow(
      PaymentProviderError,
    );
    const long = `https://shop.test/${'a'.repeat(250)}`;
    await expect(
      paysera().createPayment({ ...paymentInput, urls: { ...paymentInput.urls, cancelUrl: long } }),
    ).rejects.toThrow(PaymentProviderError);
  });

  it('cuts paytext and the buyer names to the 255 bytes WebToPay allows, never inside a character', async () => {
    const eventName = 'Ąžuolų šventė Čiurlionio salėje '.repeat(7).slice(0, 200);
    expect(eventName).toHaveLength(200);
    const created = await paysera().createPayment({
      ...paymentInput,
      description: `Bilietai: ${eventName} (užsakymas 1A2B3C4D)`,
      buyer: { email: 'ona@example.com', firstName: '🎉'.repeat(70), lastName: '山田'.repeat(60) },
    });
    const data = new URL(created.paymentUrl).searchParams.get('data')!;
    const params = new URLSearchParams(Buffer.from(data, 'base64url').toString('utf8'));
    const paytext = params.get('paytext')!;
    expect(Buffer.byteLength(paytext)).toBeLessThanOrEqual(255);
    expect(paytext.startsWith(`Bilietai: ${eventName.slice(0, 100)}`)).toBe(true);
    expect(paytext.endsWith(' ([order_nr], [site_name])')).toBe(true);
    expect(paytext).not.toContain('\uFFFD');
    // 63 four-byte emoji are 252 bytes; a 64th would be 256.
    expect(params.get('p_firstname')).toBe('🎉'.repeat(63));
    // 85 three-byte characters are 255 bytes.
    expect(params.get('p_lastname')).toBe('山田'.repeat(60).slice(0, 85));
  });

  it('leaves refunds to the Paysera account and has no status query', async () => {
    expect((await paysera().refund()).kind).toBe('manual');
    expect(await paysera().fetchStatus()).toBeNull();
    expect(paysera().acknowledgement).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'OK' });
  });
});

describe('Paysera callbacks', () => {
  it('given the documented callback with ss1, then it is paid, by requestid, with the paid amount', () => {
    expect(paysera().verifyNotification(fromQuery({ data: CALLBACK_DATA, ss1: CALLBACK_SS1, ss2: 'x' }))).toEqual({
      provider: 'paysera',
      orderId: '123',
      providerTransactionId: '987654',
      status: 'paid',
      amountCents: 1000,
      currency: 'EUR',
    });
  });

  it('reads the fields from a form body as well', () => {
    const request = {
      query: {},
      body: { data: CALLBACK_DATA, ss1: CALLBACK_SS1 },
      contentType: 'application/x-www-form-urlencoded',
    };
    expect(paysera().verifyNotification(request).status).toBe('paid');
  });

  it('refuses a wrong ss1, data changed after signing, and a callback without any signature', () => {
    expect(
      refusal(() => paysera().verifyNotification(fromQuery({ data: CALLBACK_DATA, ss1: '0'.repeat(32) }))).reason,
    ).toBe('signature');
    expect(
      refusal(() => paysera().verifyNotification(fromQuery({ data: CALLBACK_DATA, ss1: CALLBACK_SS1.toUpperCase() })))
        .reason,
    ).toBe('signature');
    const tampered = encodePayseraData(CALLBACK_QUERY.replace('payamount=1000', 'payamount=9000'));
    expect(refusal(() => paysera().verifyNotification(fromQuery({ data: tampered, ss1: CALLBACK_SS1 }))).reason).toBe(
      'signature',
    );
    expect(refusal(() => paysera().verifyNotification(fromQuery({ data: CALLBACK_DATA }))).reason).toBe('signature');
  });

  it('refuses another project’s callback', () => {
    expect(
      refusal(() =>
        paysera().verifyNotification(fromQuery(callback(CALLBACK_QUERY.replace('projectid=6028', 'projectid=7000')))),
      ).reason,
    ).toBe('foreign-merchant');
  });

  it('treats a missing type as macro and refuses any other type', () => {
    expect(paysera().verifyNotification(fromQuery(callback(CALLBACK_QUERY.replace('&type=macro', '')))).status).toBe(
      'paid',
    );
    expect(
      refusal(() =>
        paysera().verifyNotification(fromQuery(callback(CALLBACK_QUERY.replace('type=macro', 'type=micro')))),
      ).reason,
    ).toBe('malformed');
  });

  it('maps statuses: only 1 is paid, 4 stays pending, 5 is refunded with the refunded sum', () => {
    const statusOf = (status: string, extra = '') =>
      paysera().verifyNotification(
        fromQuery(callback(`${CALLBACK_QUERY.replace('status=1', `status=${status}`)}${extra}`)),
      );
    expect(['0', '2', '3', '4'].map((status) => statusOf(status).status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(statusOf('5', '&refund_amount=250&refund_currency=EUR&refund_timestamp=1700000000')).toMatchObject({
      status: 'refunded',
      amountCents: 250,
      currency: 'EUR',
    });
    expect(refusal(() => statusOf('9')).reason).toBe('malformed');
  });

  it('falls back to the asked amount without payamount, and to the order id without requestid', () => {
    const query = 'projectid=6028&orderid=o-1&amount=4990&currency=EUR&status=1&version=1.6';
    expect(paysera().verifyNotification(fromQuery(callback(query)))).toMatchObject({
      providerTransactionId: 'o-1',
      amountCents: 4990,
      currency: 'EUR',
    });
    expect(
      refusal(() => paysera().verifyNotification(fromQuery(callback(query.replace('amount=4990', 'amount=49.90')))))
        .reason,
    ).toBe('malformed');
  });

  describe('with Paysera’s public key configured', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const ss3 = (data: string) => sign('sha256', Buffer.from(data), privateKey).toString('base64url');

    it('accepts a valid ss3 and ignores ss1', () => {
      const notification = paysera({ publicKey: pem }).verifyNotification(
        fromQuery({ data: CALLBACK_DATA, ss1: 'irrelevant', ss3: ss3(CALLBACK_DATA) }),
      );
      expect(notification.status).toBe('paid');
    });

    it('accepts a key whose line breaks arrive escaped, as environment variables carry them', () => {
      const escaped = pem.replace(/\n/g, '\\n');
      expect(
        paysera({ publicKey: escaped }).verifyNotification(fromQuery({ data: CALLBACK_DATA, ss3: ss3(CALLBACK_DATA) }))
          .orderId,
      ).toBe('123');
    });

    it('refuses a bad ss3, an ss3 of other data, and a valid ss1 without ss3', () => {
      const other = encodePayseraData(CALLBACK_QUERY.replace('status=1', 'status=0'));
      const provider = paysera({ publicKey: pem });
      for (const fields of [
        { data: CALLBACK_DATA, ss3: 'AAAA' },
        { data: CALLBACK_DATA, ss3: ss3(other) },
        { data: CALLBACK_DATA, ss1: CALLBACK_SS1 },
      ]) {
        expect(refusal(() => provider.verifyNotification(fromQuery(fields))).reason).toBe('signature');
      }
    });
  });

  describe('for an encrypted project', () => {
    it('decrypts AES-256-GCM data keyed by the password', () => {
      const data = encryptPayseraData(CALLBACK_QUERY, PASSWORD);
      expect(paysera().verifyNotification(fromQuery({ data }))).toMatchObject({ orderId: '123', status: 'paid' });
    });

    it('refuses data encrypted with another key or altered in transit', () => {
      const foreign = encryptPayseraData(CALLBACK_QUERY, 'f'.repeat(32));
      expect(refusal(() => paysera().verifyNotification(fromQuery({ data: foreign }))).reason).toBe('signature');
      const bytes = Buffer.from(encryptPayseraData(CALLBACK_QUERY, PASSWORD), 'base64url');
      bytes[20] = bytes[20]! ^ 1;
      expect(refusal(() => paysera().verifyNotification(fromQuery({ data: bytes.toString('base64url') }))).reason).toBe(
        'signature',
      );
    });
  });
});
