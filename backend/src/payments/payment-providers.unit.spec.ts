import { loadConfig } from '../config/app-config';
import { createPaymentProviders } from './payment-providers';
import { MakeCommerceProvider } from './providers/makecommerce/makecommerce.provider';
import { PayseraProvider } from './providers/paysera/paysera.provider';

const credentials = {
  MAKECOMMERCE_SHOP_ID: 'shop',
  MAKECOMMERCE_SECRET_KEY: 'secret',
  PAYSERA_PROJECT_ID: '6028',
  PAYSERA_PASSWORD: '73cdb059d0f29f275a34b370f8e4f900',
};

const payseraTestFlag = async (env: Record<string, string>) => {
  const provider = createPaymentProviders(loadConfig({ PAYMENT_PROVIDERS: 'paysera', ...credentials, ...env })).get(
    'paysera',
  ) as PayseraProvider;
  const { paymentUrl } = await provider.createPayment({
    orderId: 'o',
    paymentId: 'p',
    amountCents: 100,
    currency: 'EUR',
    description: 'd',
    buyer: { email: 'a@b.lt', firstName: 'A', lastName: 'B' },
    language: 'lt',
    customerIp: '127.0.0.1',
    urls: { returnUrl: 'http://s/r', cancelUrl: 'http://s/c', notificationUrl: 'http://s/n' },
  });
  const data = new URL(paymentUrl).searchParams.get('data')!;
  return new URLSearchParams(Buffer.from(data, 'base64url').toString('utf8')).get('test');
};

describe('the enabled payment providers', () => {
  it('are the sandbox alone by default outside production', () => {
    expect([...createPaymentProviders(loadConfig({})).keys()]).toEqual(['sandbox']);
  });

  it('are exactly the configured ones, in the configured order', () => {
    const providers = createPaymentProviders(
      loadConfig({ PAYMENT_PROVIDERS: 'paysera, makecommerce', ...credentials }),
    );
    expect([...providers.keys()]).toEqual(['paysera', 'makecommerce']);
    expect(providers.get('makecommerce')).toBeInstanceOf(MakeCommerceProvider);
  });

  it('make Paysera payments test payments unless production or PAYSERA_TEST says otherwise', async () => {
    expect(await payseraTestFlag({})).toBe('1');
    expect(await payseraTestFlag({ PAYSERA_TEST: 'false' })).toBe('0');
    expect(
      await payseraTestFlag({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        PAYMENT_PROVIDERS: 'paysera',
      }),
    ).toBe('0');
  });
});
