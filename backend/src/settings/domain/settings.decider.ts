/**
 * The shop's settings on one stream (`settings`). Each change of a section records, field by field,
 * what changed from what to what; secrets only as set, changed or cleared. Starts from the defaults
 * the environment gives (`settingsDefaults`), so a field an admin never touched keeps following it.
 * Pure: secrets come in already encrypted, and whether the shop is live comes in with the command.
 */
import type {
  SecretChange,
  SettingChange,
  SettingsEvent,
  SettingsSection,
  SettingValue,
  UserRole,
} from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import { isIanaTimeZone } from '../../shared/time/shop-time';
import {
  isSecretField,
  SECRET_FIELDS,
  type EncryptedSecret,
  type PlainFields,
  type SecretField,
  type SettingsValues,
} from './settings';
import { settingsErrors } from './settings.errors';

export type SettingsState = SettingsValues;

type SectionChange<S extends SettingsSection> = {
  section: S;
  /** A field left out keeps its value; which fields a save must give is the request's rule. */
  values: Partial<PlainFields<S>>;
  secrets: Partial<Record<SecretField<S>, EncryptedSecret>>;
  changedByRole: UserRole;
  /** A live shop (NODE_ENV=production) never takes payments through the sandbox. */
  production: boolean;
  /** The currencies ticket types and orders are priced in now (read models); a currency change needs none other. */
  currenciesInUse: readonly string[];
};

export type ChangeSettings = {
  type: 'ChangeSettings';
  data: { [S in SettingsSection]: SectionChange<S> }[SettingsSection];
};

export type SettingsCommand = ChangeSettings;

const SUPER_ADMIN_SECTIONS: readonly SettingsSection[] = ['payment', 'email'];

const EVENT_TYPES = {
  system: 'SystemSettingsChanged',
  seller: 'SellerSettingsChanged',
  payment: 'PaymentSettingsChanged',
  email: 'EmailSettingsChanged',
  maintenance: 'MaintenanceSettingsChanged',
} as const satisfies { [S in SettingsSection]: SettingsEvent['type'] };

const SECTION_OF = Object.fromEntries(
  Object.entries(EVENT_TYPES).map(([section, type]) => [type, section as SettingsSection]),
) as Record<SettingsEvent['type'], SettingsSection>;

function decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
  switch (command.type) {
    case 'ChangeSettings': {
      const { section, values, secrets, changedByRole, production, currenciesInUse } = command.data;
      if (SUPER_ADMIN_SECTIONS.includes(section) && changedByRole !== 'super_admin') {
        throw settingsErrors.superAdminOnly();
      }
      const current = state[section] as unknown as Record<string, SettingValue | EncryptedSecret>;
      const changes: SettingChange[] = Object.entries(values as Record<string, SettingValue | undefined>)
        .filter(
          (entry): entry is [string, SettingValue] =>
            entry[1] !== undefined &&
            !isSecretField(section, entry[0]) &&
            entry[0] in current &&
            current[entry[0]] !== entry[1],
        )
        .map(([field, to]) => ({ field, from: current[field] as SettingValue, to }));
      const secretChanges = secretChangesOf(section, withDestinationsChecked(section, secrets, changes), current);
      if (section === 'payment') assertPaymentsUsable(applied(state, section, changes, secretChanges), production);
      if (section === 'system') assertSystemUsable(changes, currenciesInUse);
      if (changes.length === 0 && secretChanges.length === 0) return [];
      return [settingsEvent(section, changes, secretChanges)];
    }
    default: {
      const unknown: never = command.type;
      return unknown;
    }
  }
}

/**
 * Which fields say where a secret goes: the server that receives the SMTP password at login, the shop
 * account a provider's key signs for. A secret typed for one destination must never be handed to another
 * one an admin (or whoever took over their session) sets up later, so a change of its destination without
 * the secret typed again clears it (issue 22, item 6); the admin types it again for the new place.
 */
const SECRET_DESTINATIONS = {
  smtpPassword: ['smtpHost', 'smtpPort', 'smtpUsername'],
  makecommerceSecretKey: ['makecommerceShopId'],
  payseraSignPassword: ['payseraProjectId'],
} as const satisfies Record<SecretField<SettingsSection>, readonly string[]>;

function withDestinationsChecked(
  section: SettingsSection,
  secrets: Partial<Record<string, EncryptedSecret>>,
  changes: readonly SettingChange[],
): Partial<Record<string, EncryptedSecret>> {
  const changed = new Set(changes.map(({ field }) => field));
  const checked = { ...secrets };
  for (const field of SECRET_FIELDS[section] as readonly (keyof typeof SECRET_DESTINATIONS)[]) {
    if (checked[field] === undefined && SECRET_DESTINATIONS[field].some((destination) => changed.has(destination))) {
      checked[field] = null;
    }
  }
  return checked;
}

function secretChangesOf(
  section: SettingsSection,
  secrets: Partial<Record<string, EncryptedSecret>>,
  current: Record<string, unknown>,
): SecretChange[] {
  return (SECRET_FIELDS[section] as readonly string[]).flatMap((field): SecretChange[] => {
    const input = secrets[field];
    if (input === undefined) return [];
    const wasSet = current[field] !== null;
    if (input === null) return wasSet ? [{ field, change: 'cleared', encrypted: null }] : [];
    return [{ field, change: wasSet ? 'changed' : 'set', encrypted: input }];
  });
}

function settingsEvent(section: SettingsSection, changes: SettingChange[], secrets: SecretChange[]): SettingsEvent {
  switch (section) {
    case 'payment':
      return { type: 'PaymentSettingsChanged', data: { changes, secrets } };
    case 'email':
      return { type: 'EmailSettingsChanged', data: { changes, secrets } };
    case 'system':
    case 'seller':
    case 'maintenance':
      return { type: EVENT_TYPES[section], data: { changes } };
    default: {
      const unknown: never = section;
      return unknown;
    }
  }
}

/**
 * The zone must be one the whole shop can format times in. The currency is a label of money only for
 * what is priced and paid after it: money already priced in cents of another currency would be
 * misnamed, so a change is refused while any ticket type or order is in a currency other than the new one.
 */
function assertSystemUsable(changes: readonly SettingChange[], currenciesInUse: readonly string[]): void {
  for (const { field, to } of changes) {
    if (field === 'timezone' && !isIanaTimeZone(String(to))) throw settingsErrors.unknownTimeZone(String(to));
    if (field === 'currency') {
      const others = [...new Set(currenciesInUse)].filter((currency) => currency !== to).sort();
      if (others.length > 0) throw settingsErrors.currencyInUse(String(to), others);
    }
  }
}

/**
 * Offered providers must be able to take a payment: credentials present, no sandbox when live, and an
 * account to transfer to when bank transfer is on.
 */
function assertPaymentsUsable(payment: SettingsValues['payment'], production: boolean): void {
  if (payment.sandboxEnabled && production) throw settingsErrors.sandboxInProduction();
  if (payment.bankTransferEnabled && !payment.bankAccount) throw settingsErrors.bankAccountMissing();
  if (payment.makecommerceEnabled) {
    if (!payment.makecommerceShopId)
      throw settingsErrors.providerCredentialsMissing('makecommerceShopId', 'MakeCommerce');
    if (payment.makecommerceSecretKey === null) {
      throw settingsErrors.providerCredentialsMissing('makecommerceSecretKey', 'MakeCommerce');
    }
  }
  if (payment.payseraEnabled) {
    if (!payment.payseraProjectId) throw settingsErrors.providerCredentialsMissing('payseraProjectId', 'Paysera');
    if (payment.payseraSignPassword === null) {
      throw settingsErrors.providerCredentialsMissing('payseraSignPassword', 'Paysera');
    }
  }
}

function applied<S extends SettingsSection>(
  state: SettingsState,
  section: S,
  changes: readonly SettingChange[],
  secrets: readonly SecretChange[],
): SettingsValues[S] {
  return {
    ...state[section],
    ...Object.fromEntries(changes.map(({ field, to }) => [field, to])),
    ...Object.fromEntries(secrets.map(({ field, encrypted }) => [field, encrypted])),
  };
}

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  const section = SECTION_OF[event.type];
  const secrets = 'secrets' in event.data ? event.data.secrets : [];
  return { ...state, [section]: applied(state, section, event.data.changes, secrets) };
}

/** The settings aggregate starting from what the environment configures. */
export function settingsDecider(defaults: SettingsValues): Decider<SettingsState, SettingsCommand, SettingsEvent> {
  return { decide, evolve, initialState: defaults };
}
