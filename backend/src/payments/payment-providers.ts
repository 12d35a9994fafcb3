import { randomBytes } from 'node:crypto';
import type { PaymentProviderName } from '@ticketshop/projections';
import { paymentProvidersOf, type AppConfig } from '../config/app-config';
import { publicUrl } from '../mail/public-url';
import { MAKECOMMERCE_TEST_API, MakeCommerceProvider } from './providers/makecommerce/makecommerce.provider';
import type { PaymentProvider, PaymentProviders } from './providers/payment-provider';
import { PayseraProvider } from './providers/paysera/paysera.provider';
import { SandboxPaymentProvider } from './providers/sandbox/sandbox.provider';

/** The enabled providers, in the order buyers are offered them (PAYMENT_PROVIDERS). */
export function createPaymentProviders(config: AppConfig): PaymentProviders {
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  for (const name of paymentProvidersOf(config)) providers.set(name, createProvider(name, config));
  return providers;
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
