import { paymentProvidersOf, type AppConfig } from '../config/app-config';
import type { SettingsValues } from './domain/settings';
import type { SettingsCipher } from './infrastructure/settings-cipher';

/** `Name <address>` or a bare address, as MAIL_FROM is written. */
function parseMailFrom(from: string): { fromName: string; fromEmail: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return named ? { fromName: named[1]!.trim(), fromEmail: named[2]!.trim() } : { fromName: '', fromEmail: from.trim() };
}

/**
 * The settings before an admin changes them: what the environment configures (payment providers and
 * their credentials, the fee, the SMTP server and sender) and the sample defaults for the rest (docs/settings.md,
 * "Where the first values come from"). Secrets from the environment are encrypted like saved ones, so every secret is handled alike.
 */
export function settingsDefaults(config: AppConfig, cipher: SettingsCipher): SettingsValues {
  const providers = paymentProvidersOf(config);
  const secret = (field: string, value: string | undefined) => (value ? cipher.encrypt(field, value) : null);
  return {
    system: {
      siteName: 'Bilietų parduotuvė',
      siteDescription: 'Bilietai į koncertus, festivalius, spektaklius ir sporto renginius visoje Lietuvoje',
      contactEmail: 'pagalba@bilietu-parduotuve.lt',
      supportPhone: '+370 5 200 0000',
      currency: 'EUR',
      timezone: 'Europe/Vilnius',
      language: 'lt',
      allowRegistration: true,
      requireEmailVerification: true,
    },
    seller: {
      legalName: '',
      companyCode: '',
      vatCode: '',
      address: '',
      bankAccount: '',
      invoiceSeries: 'TS',
    },
    payment: {
      sandboxEnabled: providers.includes('sandbox'),
      makecommerceEnabled: providers.includes('makecommerce'),
      makecommerceShopId: config.MAKECOMMERCE_SHOP_ID ?? '',
      makecommerceSecretKey: secret('makecommerceSecretKey', config.MAKECOMMERCE_SECRET_KEY),
      payseraEnabled: providers.includes('paysera'),
      payseraProjectId: config.PAYSERA_PROJECT_ID ?? '',
      payseraSignPassword: secret('payseraSignPassword', config.PAYSERA_PASSWORD),
      bankTransferEnabled: false,
      bankAccount: '',
      bankTransferDays: 3,
      paymentFeePercent: config.PAYMENT_FEE_PERCENT,
    },
    email: {
      smtpHost: config.SMTP_HOST ?? '',
      smtpPort: config.SMTP_PORT,
      smtpUsername: config.SMTP_USER ?? '',
      smtpPassword: secret('smtpPassword', config.SMTP_PASSWORD),
      ...parseMailFrom(config.MAIL_FROM),
      emailTemplatesEnabled: true,
    },
    maintenance: { maintenanceMode: false },
  };
}
