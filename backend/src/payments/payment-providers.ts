import { randomBytes } from 'node:crypto';
import type { PaymentProviderName } from '@ticketshop/projections';
import { paymentProvidersOf, type AppConfig } from '../config/app-config';
import { publicUrl } from '../mail/public-api';
import type { ShopSettings, ShopSettingsSnapshot } from '../settings/public-api';
import { MAKECOMMERCE_TEST_API, MakeCommerceProvider } from './providers/makecommerce/makecommerce.provider';
import type { PaymentProvider, PaymentProviders } from './providers/payment-provider';
import { PayseraProvider } from './providers/paysera/paysera.provider';
import { SandboxPaymentProvider } from './providers/sandbox/sandbox.provider';

const OFFER_ORDER: readonly PaymentProviderName[] = ['makecommerce', 'paysera', 'sandbox'];

/**
 * The providers the settings enable at this moment, in the order buyers are offered them (the order
 * PAYMENT_PROVIDERS named, then the others), each built with the credentials the settings hold. A
 * provider is built again only when its credentials change; the sandbox keeps one signing secret for
 * the life of the process, so its open pages survive a settings change. Never the sandbox in production.
 */
export class LivePaymentProviders implements PaymentProviders {
  private built:
    { payment: ShopSettingsSnapshot['payment']; providers: Map<PaymentProviderName, PaymentProvider> } | undefined;
  private readonly instances = new Map<string, PaymentProvider>();
  private readonly sandboxSecret: string;

  constructor(
    private readonly config: AppConfig,
    private readonly settings: ShopSettings,
  ) {
    this.sandboxSecret = config.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('base64url');
  }

  get size(): number {
    return this.current().size;
  }

  get(name: PaymentProviderName): PaymentProvider | undefined {
    return this.current().get(name);
  }

  has(name: PaymentProviderName): boolean {
    return this.current().has(name);
  }

  keys(): MapIterator<PaymentProviderName> {
    return this.current().keys();
  }

  values(): MapIterator<PaymentProvider> {
    return this.current().values();
  }

  entries(): MapIterator<[PaymentProviderName, PaymentProvider]> {
    return this.current().entries();
  }

  forEach(
    callback: (
      provider: PaymentProvider,
      name: PaymentProviderName,
      map: ReadonlyMap<PaymentProviderName, PaymentProvider>,
    ) => void,
  ): void {
    this.current().forEach(callback);
  }

  [Symbol.iterator](): MapIterator<[PaymentProviderName, PaymentProvider]> {
    return this.current()[Symbol.iterator]();
  }

  private current(): Map<PaymentProviderName, PaymentProvider> {
    const { payment } = this.settings.current();
    if (this.built?.payment === payment) return this.built.providers;
    const enabled: Record<PaymentProviderName, boolean> = {
      makecommerce: payment.makecommerceEnabled,
      paysera: payment.payseraEnabled,
      sandbox: payment.sandboxEnabled && this.config.NODE_ENV !== 'production',
    };
    const named = paymentProvidersOf(this.config);
    const order = [...named, ...OFFER_ORDER.filter((name) => !named.includes(name))];
    const effective: AppConfig = {
      ...this.config,
      MAKECOMMERCE_SHOP_ID: payment.makecommerceShopId,
      MAKECOMMERCE_SECRET_KEY: payment.makecommerceSecretKey.reveal(),
      PAYSERA_PROJECT_ID: payment.payseraProjectId,
      PAYSERA_PASSWORD: payment.payseraSignPassword.reveal(),
      PAYMENT_SANDBOX_SECRET: this.sandboxSecret,
    };
    const providers = new Map<PaymentProviderName, PaymentProvider>();
    for (const name of order.filter((candidate) => enabled[candidate])) {
      const credentials = credentialsOf(name, effective);
      const key = `${name}:${credentials}`;
      const provider = this.instances.get(key) ?? createProvider(name, effective);
      this.instances.set(key, provider);
      providers.set(name, provider);
    }
    this.built = { payment, providers };
    return providers;
  }
}

function credentialsOf(name: PaymentProviderName, config: AppConfig): string {
  switch (name) {
    case 'makecommerce':
      return JSON.stringify([config.MAKECOMMERCE_SHOP_ID, config.MAKECOMMERCE_SECRET_KEY]);
    case 'paysera':
      return JSON.stringify([config.PAYSERA_PROJECT_ID, config.PAYSERA_PASSWORD]);
    case 'sandbox':
      return '';
    default: {
      const unknown: never = name;
      return unknown;
    }
  }
}

function createProvider(name: PaymentProviderName, config: AppConfig): PaymentProvider {
  switch (name) {
    case 'makecommerce':
      return new MakeCommerceProvider({
        shopId: required(config.MAKECOMMERCE_SHOP_ID, 'MAKECOMMERCE_SHOP_ID'),
        secretKey: required(config.MAKECOMMERCE_SECRET_KEY, 'MAKECOMMERCE_SECRET_KEY'),
        apiBase: config.MAKECOMMERCE_API_URL ?? MAKECOMMERCE_TEST_API,
      });
    case 'paysera':
      return new PayseraProvider({
        projectId: required(config.PAYSERA_PROJECT_ID, 'PAYSERA_PROJECT_ID'),
        password: required(config.PAYSERA_PASSWORD, 'PAYSERA_PASSWORD'),
        publicKey: config.PAYSERA_PUBLIC_KEY,
        test: config.PAYSERA_TEST ?? config.NODE_ENV !== 'production',
        payUrl: config.PAYSERA_PAY_URL,
      });
    case 'sandbox':
      return new SandboxPaymentProvider({
        // A generated secret only lives as long as the process: open sandbox pages stop working on restart.
        secret: config.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('base64url'),
        publicUrl: (path) => publicUrl(config, path),
      });
    default: {
      const unknown: never = name;
      throw new Error(`unknown payment provider ${String(unknown)}`);
    }
  }
}

function required(value: string | undefined, variable: string): string {
  // loadConfig checks this already; a hand-built configuration (tests, scripts) gets the same message.
  if (!value) throw new Error(`${variable} is required when its payment provider is enabled`);
  return value;
}
