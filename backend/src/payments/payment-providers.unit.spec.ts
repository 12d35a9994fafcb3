import { loadConfig } from '../config/app-config';
import { SecretValue } from '../settings/shop-settings';
import { fixedShopSettings } from '../testing/fixed-settings';
import { LivePaymentProviders } from './payment-providers';
import { MakeCommerceProvider } from './providers/makecommerce/makecommerce.provider';
import { PayseraProvider } from './providers/paysera/paysera.provider';

const credentials = {
  MAKECOMMERCE_SHOP_ID: 'shop',
  MAKECOMMERCE_SECRET_KEY: 'secret',
  PAYSERA_PROJECT_ID: '6028',
  PAYSERA_PASSWORD: '73cdb059d0f29f275a34b370f8e4f900',
};

/** The providers as the environment configures them, with `change` to move the settings. */
function createPaymentProviders(env: Record<string, string>) {
  const config = loadConfig(env);
  const settings = fixedShopSettings(config);
  return Object.assign(new LivePaymentProviders(config, settings), { change: settings.change });
}

const payseraTestFlag = async (env: Record<string, string>) => {
  const provider = createPaymentProviders({ PAYMENT_PROVIDERS: 'paysera', ...credentials, ...env }).get(
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
    expect([...createPaymentProviders({}).keys()]).toEqual(['sandbox']);
  });

  it('are exactly the configured ones, in the configured order', () => {
    const providers = createPaymentProviders({ PAYMENT_PROVIDERS: 'paysera, makecommerce', ...credentials });
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

  it('follow the settings at once: a provider turned off is gone, new credentials build it anew', () => {
    const providers = createPaymentProviders({ PAYMENT_PROVIDERS: 'paysera, makecommerce', ...credentials });
    const paysera = providers.get('paysera');
    providers.change({ makecommerceEnabled: false, sandboxEnabled: true });
    expect([...providers.keys()]).toEqual(['paysera', 'sandbox']);
    expect(providers.get('paysera')).toBe(paysera);
    providers.change({ payseraSignPassword: new SecretValue('a-new-sign-password') });
    expect(providers.get('paysera')).not.toBe(paysera);
    expect(providers.get('paysera')).toBeInstanceOf(PayseraProvider);
  });

  it('never offer the sandbox in production, whatever the settings say', () => {
    const providers = createPaymentProviders({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      ...credentials,
      PAYMENT_PROVIDERS: 'paysera',
    });
    providers.change({ sandboxEnabled: true });
    expect([...providers.keys()]).toEqual(['paysera']);
  });
});
