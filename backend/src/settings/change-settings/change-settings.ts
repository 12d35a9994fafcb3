import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS_STREAM_ID, type EventStore, type SettingsSection, type UserRole } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { SECRET_FIELDS, type EncryptedSecret, type PlainFields, type SecretField } from '../domain/settings';
import type { ChangeSettings as ChangeSettingsCommand } from '../domain/settings.decider';
import { CurrenciesInUse } from '../infrastructure/currencies-in-use';
import { SettingsCipher } from '../infrastructure/settings-cipher';
import { ShopSettings } from '../shop-settings';

/**
 * A section's fields as typed in the settings screen: secrets in plain text, `""` to clear one. A field
 * the request lets a client leave out keeps its value.
 */
export type SectionInput<S extends SettingsSection> = Partial<PlainFields<S>> & Partial<Record<SecretField<S>, string>>;

/**
 * An admin saves one section of the settings. Secrets are encrypted before the decider sees them, so
 * their plain text never reaches the log; the change takes effect in this process at once.
 */
@Injectable()
export class ChangeSettings {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: ShopSettings,
    private readonly cipher: SettingsCipher,
    private readonly currencies: CurrenciesInUse,
  ) {}

  async execute<S extends SettingsSection>(
    section: S,
    input: SectionInput<S>,
    changedByRole: UserRole,
    metadata: CommandMetadata,
  ): Promise<CommandResult> {
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
    } as ChangeSettingsCommand;
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
