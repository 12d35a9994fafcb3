import { InvalidNotificationError, type CreatePaymentInput } from '../payment-provider';
import { formatMoney } from '../../../shared/money/money';
import { renderSandboxPage, sandboxPageSecurityPolicy } from './sandbox-page';
import { sandboxMac, type SandboxSession } from './sandbox-session';
import { SandboxPaymentProvider } from './sandbox.provider';

const SECRET = 'sandbox-secret-of-at-least-32-characters';
const NOW = new Date('2027-05-01T10:00:00.000Z');

const sandbox = (now: () => Date = () => NOW, secret = SECRET) =>
  new SandboxPaymentProvider({ secret, publicUrl: (path) => `http://shop.test/${path}`, now });
const fromQuery = (query: Record<string, unknown>) => ({ query, body: undefined, contentType: undefined });

const input: CreatePaymentInput = {
  orderId: 'order-1',
  paymentId: 'pay-1',
  amountCents: 4990,
  currency: 'EUR',
  description: 'Bilietai: Jazz vakaras (užsakymas 1A2B3C4D)',
  buyer: { email: 'ona@example.com', firstName: 'Ona', lastName: 'Onaitė' },
  language: 'lt',
  customerIp: '127.0.0.1',
  urls: {
    returnUrl: 'http://shop.test/api/payments/return/sandbox?order_id=order-1&outcome=success',
    cancelUrl: 'http://shop.test/api/payments/return/sandbox?order_id=order-1&outcome=cancel',
    notificationUrl: 'http://shop.test/api/payments/notify/sandbox',
  },
};

const tokenOf = (paymentUrl: string) => paymentUrl.slice('http://shop.test/api/payments/sandbox/'.length);
const refusal = (run: () => unknown): InvalidNotificationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidNotificationError) return error;
    throw error;
  }
  throw new Error('the notification was accepted');
};

describe('sandbox payment sessions', () => {
  it('creates a page address on the shop whose token carries the session, and names the payment as the transaction', async () => {
    const created = await sandbox().createPayment(input);
    expect(created.providerTransactionId).toBe('pay-1');
    expect(created.paymentUrl).toMatch(/^http:\/\/shop\.test\/api\/payments\/sandbox\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sandbox().openSession(tokenOf(created.paymentUrl))).toEqual({
      orderId: 'order-1',
      paymentId: 'pay-1',
      amountCents: 4990,
      currency: 'EUR',
      description: input.description,
      language: 'lt',
      returnUrl: input.urls.returnUrl,
      cancelUrl: input.urls.cancelUrl,
      expiresAt: '2027-05-01T11:00:00.000Z',
    });
  });

  it('refuses a token that was changed, signed with another secret, or has expired', async () => {
    const token = tokenOf((await sandbox().createPayment(input)).paymentUrl);
    const [payload, mac] = token.split('.') as [string, string];
    const cheaper = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace('"amountCents":4990', '"amountCents":1'),
    ).toString('base64url');
    expect(sandbox().openSession(`${cheaper}.${mac}`)).toBeNull();
    expect(sandbox(() => NOW, 'another-secret-of-at-least-32-characters').openSession(token)).toBeNull();
    expect(sandbox(() => new Date('2027-05-01T11:00:00.000Z')).openSession(token)).toBeNull();
    expect(sandbox().openSession('garbage')).toBeNull();
    expect(sandbox().openSession(`${token}.extra`)).toBeNull();
  });
});

describe('sandbox notifications', () => {
  const session = async () => sandbox().openSession(tokenOf((await sandbox().createPayment(input)).paymentUrl))!;

  it('signs the buyer’s choice and verifies it back, for each action', async () => {
    const expected = { pay: 'paid', cancel: 'cancelled', fail: 'failed' } as const;
    for (const [action, status] of Object.entries(expected)) {
      const signed = sandbox().notificationFor(await session(), action as keyof typeof expected);
      expect(JSON.parse(signed.json)).toEqual({
        orderId: 'order-1',
        transactionId: 'pay-1',
        status,
        amount: 4990,
        currency: 'EUR',
      });
      expect(signed.mac).toBe(sandboxMac(signed.json, SECRET));
      expect(sandbox().verifyNotification(fromQuery({ ...signed }))).toEqual({
        provider: 'sandbox',
        orderId: 'order-1',
        providerTransactionId: 'pay-1',
        status,
        amountCents: 4990,
        currency: 'EUR',
      });
    }
  });

  it('sends the browser back to the return address for pay and fail, to the cancel address for cancel', async () => {
    const s = await session();
    const provider = sandbox();
    const back = (action: 'pay' | 'cancel' | 'fail') =>
      new URL(provider.browserReturnFor(s, action, provider.notificationFor(s, action)));
    expect(back('pay').searchParams.get('outcome')).toBe('success');
    expect(back('fail').searchParams.get('outcome')).toBe('success');
    expect(back('cancel').searchParams.get('outcome')).toBe('cancel');
    const fields = Object.fromEntries(back('pay').searchParams);
    expect(provider.verifyNotification(fromQuery(fields)).status).toBe('paid');
  });

  it('refuses a forged or changed message, and a mac of another case', async () => {
    const signed = sandbox().notificationFor(await session(), 'pay');
    expect(
      refusal(() => sandbox().verifyNotification(fromQuery({ json: signed.json, mac: 'f'.repeat(64) }))).reason,
    ).toBe('signature');
    const richer = signed.json.replace('"amount":4990', '"amount":1');
    expect(refusal(() => sandbox().verifyNotification(fromQuery({ json: richer, mac: signed.mac }))).reason).toBe(
      'signature',
    );
    expect(
      refusal(() => sandbox().verifyNotification(fromQuery({ json: signed.json, mac: signed.mac.toUpperCase() })))
        .reason,
    ).toBe('signature');
  });

  it('refuses well-signed but malformed messages', () => {
    for (const json of [
      'not json',
      '[]',
      '{"orderId":"o","transactionId":"t","status":"paid","amount":1.5,"currency":"EUR"}',
    ]) {
      expect(
        refusal(() => sandbox().verifyNotification(fromQuery({ json, mac: sandboxMac(json, SECRET) }))).reason,
      ).toBe('malformed');
    }
  });

  it('refunds at once and has no status query', async () => {
    expect(await sandbox().refund()).toMatchObject({
      kind: 'refunded',
      providerRefundId: expect.stringMatching(/^sandbox-refund-/),
    });
    expect(await sandbox().fetchStatus()).toBeNull();
  });
});

describe('the sandbox page', () => {
  const session: SandboxSession = {
    orderId: 'order-1',
    paymentId: 'pay-1',
    amountCents: 4990,
    currency: 'EUR',
    description: 'Bilietai: <Jazz & "vakaras">',
    language: 'lt',
    returnUrl: 'http://shop.test/api/payments/return/sandbox?order_id=order-1&outcome=success',
    cancelUrl: 'http://other.test/api/payments/return/sandbox?order_id=order-1&outcome=cancel',
    expiresAt: '2027-05-01T11:00:00.000Z',
  };

  it('says in Lithuanian that it is a test where no money moves, with what is paid and how much', () => {
    const html = renderSandboxPage(session, '/api/payments/sandbox/abc');
    expect(html).toContain('<html lang="lt">');
    expect(html).toContain('<title>Bandomasis mokėjimas</title>');
    expect(html).toContain('pinigai nenuskaičiuojami');
    expect(html).toContain('Bilietai: &lt;Jazz &amp; &quot;vakaras&quot;&gt;');
    expect(html).toContain(formatMoney(4990, 'EUR', 'lt'));
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<form method="post" action="\/api\/payments\/sandbox\/abc"/);
    expect(html).toContain('<button type="submit" name="action" value="pay" class="pay">Apmokėti</button>');
    expect(html).toContain('<button type="submit" name="action" value="cancel" class="cancel">Atšaukti</button>');
    expect(html).toContain(
      '<button type="submit" name="action" value="fail" class="fail">Mokėjimas nepavyksta</button>',
    );
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script|javascript:|\son\w+=/i);
  });

  it('speaks English when the session does', () => {
    const html = renderSandboxPage({ ...session, language: 'en' }, '/x');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Test payment</title>');
    expect(html).toContain('no money is charged or moved');
    expect(html).toContain('€49.90');
    expect(html).toMatch(/value="pay" class="pay">Pay</);
  });

  it('forbids scripts and lets the form reach only the shop and the session’s return addresses', () => {
    const policy = sandboxPageSecurityPolicy(session);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("form-action 'self' http://shop.test http://other.test");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
