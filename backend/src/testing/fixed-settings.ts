import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { SettingsCipher } from '../settings/infrastructure/settings-cipher';
import { settingsDefaults } from '../settings/settings-defaults';
import { SecretValue, type ShopSettings, type ShopSettingsSnapshot } from '../settings/shop-settings';

/**
 * `ShopSettings` for a test that wires a module without storage: the settings the environment gives,
 * and `change` to move them as a saved change would.
 */
export function fixedShopSettings(
  config: AppConfig,
): ShopSettings & { change(payment: Partial<ShopSettingsSnapshot['payment']>): void } {
  const defaults = settingsDefaults(config, new SettingsCipher(randomBytes(32)));
  let snapshot: ShopSettingsSnapshot = {
    ...defaults,
    payment: {
      ...defaults.payment,
      makecommerceSecretKey: new SecretValue(config.MAKECOMMERCE_SECRET_KEY ?? null),
      payseraSignPassword: new SecretValue(config.PAYSERA_PASSWORD ?? null),
    },
    email: { ...defaults.email, smtpPassword: new SecretValue(config.SMTP_PASSWORD ?? null) },
  };
  return Object.assign(Object.create(null) as ShopSettings, {
    current: () => snapshot,
    change(payment: Partial<ShopSettingsSnapshot['payment']>) {
      snapshot = { ...snapshot, payment: { ...snapshot.payment, ...payment } };
    },
  });
}
