import { ConfigurationError, loadConfig, paymentProvidersOf } from './app-config';

const PAYSERA = {
  PAYMENT_PROVIDERS: 'paysera',
  PAYSERA_PROJECT_ID: '6028',
  PAYSERA_PASSWORD: '73cdb059d0f29f275a34b370f8e4f900',
} as const;
const SETTINGS_ENCRYPTION_KEY = Buffer.alloc(32, 1).toString('base64');

describe('configuration', () => {
  it('given an empty environment, then embedded defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: 'data', RUN_PROJECTIONS: true, READ_WAIT_TIMEOUT_MS: 5000 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DEMO_DATA).toBeUndefined();
  });

  it('given empty variables, then they count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', EVENTSTORE_URL: '', PORT: '' })).toMatchObject({ PORT: 3000 });
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('given valid values, then they are parsed to their types', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      DEMO_DATA: 'false',
      RUN_PROJECTIONS: 'no',
    });
    expect(config).toMatchObject({ PORT: 8080, DEMO_DATA: false, RUN_PROJECTIONS: false });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/shop'],
    ['EVENTSTORE_URL', 'http://localhost:2113'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['PUBLIC_URL', 'shop.example'],
    ['SMTP_PORT', 'smtp'],
  ])('given %s=%s, then start-up stops with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigurationError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('given production without JWT_SECRET, then start-up stops naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET=/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SETTINGS_ENCRYPTION_KEY, ...PAYSERA })
        .JWT_SECRET,
    ).toHaveLength(32);
  });

  it('given production without SETTINGS_ENCRYPTION_KEY, then start-up stops naming it; a key must be 32 bytes', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ...PAYSERA } as const;
    expect(() => loadConfig(production)).toThrow(/SETTINGS_ENCRYPTION_KEY=undefined/);
    expect(loadConfig({ ...production, SETTINGS_ENCRYPTION_KEY }).SETTINGS_ENCRYPTION_KEY).toBe(
      SETTINGS_ENCRYPTION_KEY,
    );
    expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /SETTINGS_ENCRYPTION_KEY=/,
    );
  });

  it('given production with the sandbox provider, then start-up stops with a clear error', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) } as const;
    for (const providers of ['sandbox', 'paysera, sandbox']) {
      expect(() => loadConfig({ ...production, ...PAYSERA, PAYMENT_PROVIDERS: providers })).toThrow(
        /PAYMENT_PROVIDERS includes sandbox: the sandbox provider takes no money and is refused in production/,
      );
    }
    expect(() => loadConfig({ ...production, ...PAYSERA, PAYMENT_PROVIDERS: 'sandbox' })).toThrow(ConfigurationError);
    expect(paymentProvidersOf(loadConfig({ PAYMENT_PROVIDERS: 'sandbox' }))).toEqual(['sandbox']);
  });

  it('given METRICS_TOKEN, then it must be a long token', () => {
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN=/);
  });

  it('given production without PAYMENT_PROVIDERS, then start-up stops naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(/PAYMENT_PROVIDERS=/);
  });

  it('given no payment settings outside production, then the sandbox is offered, with no fee and a 15-minute hold', () => {
    const config = loadConfig({});
    expect(paymentProvidersOf(config)).toEqual(['sandbox']);
    expect(config).toMatchObject({ PAYMENT_FEE_PERCENT: 0, ORDER_HOLD_MINUTES: 15 });
  });

  it.each([
    ['PAYMENT_PROVIDERS', 'stripe'],
    ['PAYMENT_FEE_PERCENT', '11'],
    ['PAYMENT_FEE_PERCENT', '2.55'],
    ['ORDER_HOLD_MINUTES', '0'],
  ])('given %s=%s, then start-up stops naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('given an enabled provider without its keys, then start-up stops naming them', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'makecommerce' })).toThrow(/MAKECOMMERCE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'sandbox,paysera' })).toThrow(/PAYSERA_PASSWORD/);
    const config = loadConfig({
      PAYMENT_PROVIDERS: 'paysera, sandbox',
      PAYSERA_PROJECT_ID: '6028',
      PAYSERA_PASSWORD: '73cdb059d0f29f275a34b370f8e4f900',
      PAYMENT_FEE_PERCENT: '2.5',
    });
    expect(paymentProvidersOf(config)).toEqual(['paysera', 'sandbox']);
    expect(config.PAYMENT_FEE_PERCENT).toBe(2.5);
  });

  it('given mail settings, then they are read with SMTP defaults', () => {
    const config = loadConfig({ SMTP_HOST: 'mail.example', SMTP_USER: 'shop', SMTP_PASSWORD: 'secret' });
    expect(config).toMatchObject({ SMTP_HOST: 'mail.example', SMTP_PORT: 587, SMTP_SECURE: false, SMTP_USER: 'shop' });
  });
});
