import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CacheClearings } from '../shared/cache-clearings';
import { ClearCachesHandler } from './clear-caches/clear-caches.handler';
import { CacheRegistry } from '../shared/cache-registry';
import { ChangeSettingsHandler } from './change-settings/change-settings.handler';
import { CurrenciesInUse } from './infrastructure/currencies-in-use';
import { PublicSettingsController, SettingsController } from './http/settings.controller';
import { resolveSettingsKey, SettingsCipher } from './infrastructure/settings-cipher';
import { SendTestEmail } from './send-test-email/send-test-email';
import { ShopSettings } from './shop-settings';

/**
 * The settings screen's API and the `ShopSettings` every other context reads; global, as mail,
 * registration, checkout and payments all read it. The `CacheRegistry` lives here too: clearing
 * caches is a settings action, recorded in the log so every process clears (`CacheClearings`).
 */
@Global()
@Module({
  controllers: [SettingsController, PublicSettingsController],
  providers: [
    {
      provide: SettingsCipher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SettingsCipher(resolveSettingsKey(config)),
    },
    CacheRegistry,
    CacheClearings,
    ClearCachesHandler,
    ShopSettings,
    ChangeSettingsHandler,
    CurrenciesInUse,
    SendTestEmail,
  ],
  exports: [ShopSettings, CacheRegistry],
})
export class SettingsModule {}
