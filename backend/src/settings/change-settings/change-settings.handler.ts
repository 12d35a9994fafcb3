import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SETTINGS_STREAM_ID, type EventStore } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { SECRET_FIELDS, type EncryptedSecret } from '../domain/settings';
import type { ChangeSettings } from '../domain/settings.decider';
import { CurrenciesInUse } from '../infrastructure/currencies-in-use';
import { SettingsCipher } from '../infrastructure/settings-cipher';
import { ShopSettings } from '../shop-settings';
import { ChangeSettingsCommand } from './change-settings.command';

/**
 * An admin saves one section of the settings. Secrets are encrypted before the decider sees them, so
 * their plain text never reaches the log; the change takes effect in this process at once.
 */
@CommandHandler(ChangeSettingsCommand)
export class ChangeSettingsHandler implements ICommandHandler<ChangeSettingsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: ShopSettings,
    private readonly cipher: SettingsCipher,
    private readonly currencies: CurrenciesInUse,
  ) {}

  async execute({ section, input, changedByRole, metadata }: ChangeSettingsCommand): Promise<CommandResult> {
    const fields = { ...input } as Record<string, unknown>;
    const secrets: Record<string, EncryptedSecret> = {};
    for (const field of SECRET_FIELDS[section] as readonly string[]) {
      const typed = fields[field];
      delete fields[field];
      if (typeof typed === 'string') secrets[field] = typed === '' ? null : this.cipher.encrypt(field, typed);
    }
    // Only the system section holds the currency; the others need not read the read models.
    const currenciesInUse: readonly string[] = section === 'system' ? await this.currencies.list() : [];
    const command = {
      type: 'ChangeSettings',
      data: {
        section,
        values: fields,
        secrets,
        changedByRole,
        production: this.config.NODE_ENV === 'production',
        currenciesInUse,
      },
    } as ChangeSettings;
    const { result, state } = await decideAndAppend(
      this.store,
      SETTINGS_STREAM_ID,
      this.settings.decider,
      command,
      metadata,
    );
    this.settings.remember({
      state,
      revision: result.revision === '-1' ? undefined : BigInt(result.revision),
      position: BigInt(result.position),
    });
    return result;
  }
}
