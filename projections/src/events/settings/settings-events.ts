import { defineEvent, type DomainEvent } from '../event-catalog';

/*
 * The shop's settings (`settings`, one stream): what an admin changed in each section of the settings
 * screen, field by field, from what to what. The admin is the actor of the event's metadata. Secrets
 * (passwords, keys) never appear as values: a change only says whether one was set, changed or cleared,
 * and the new value is kept encrypted beside it for the code that needs it (mail, payments).
 */
export const SystemSettingsChanged = defineEvent('SystemSettingsChanged');
export const SellerSettingsChanged = defineEvent('SellerSettingsChanged');
export const PaymentSettingsChanged = defineEvent('PaymentSettingsChanged');
export const EmailSettingsChanged = defineEvent('EmailSettingsChanged');
export const MaintenanceSettingsChanged = defineEvent('MaintenanceSettingsChanged');

export const settingsEventDefinitions = [
  SystemSettingsChanged,
  SellerSettingsChanged,
  PaymentSettingsChanged,
  EmailSettingsChanged,
  MaintenanceSettingsChanged,
];

export const SETTINGS_STREAM_ID = 'settings';

/*
 * The settings screen's "clear caches" (`caches`, one stream of its own: the settings stream holds only
 * the settings' values). Recorded so every shop process empties its in-memory caches, not only the one
 * the admin's request reached; the admin is the actor of the event's metadata.
 */
export const CachesCleared = defineEvent('CachesCleared');
export const cacheEventDefinitions = [CachesCleared];
export const CACHES_STREAM_ID = 'caches';
/** The names of the caches the process that answered the admin had registered. */
export type CachesCleared = DomainEvent<'CachesCleared', { caches: string[] }>;

export const SETTINGS_SECTIONS = ['system', 'seller', 'payment', 'email', 'maintenance'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export type SettingValue = string | number | boolean;

/** One field's new value, and the value it replaced (the environment's or an earlier change's). */
export interface SettingChange {
  field: string;
  from: SettingValue;
  to: SettingValue;
}

/** What happened to a secret, never its value: `set` where none was, `changed` one, or `cleared` it. */
export type SecretChangeKind = 'set' | 'changed' | 'cleared';

export interface SecretChange {
  field: string;
  change: SecretChangeKind;
  /** The new secret, AES-256-GCM encrypted with the shop's settings key (docs/settings.md); null when cleared. */
  encrypted: string | null;
}

type Changed<Type extends string> = DomainEvent<Type, { changes: SettingChange[] }>;
type ChangedWithSecrets<Type extends string> = DomainEvent<Type, { changes: SettingChange[]; secrets: SecretChange[] }>;

/** Site name, contacts, currency, time zone, language, registration and e-mail verification. */
export type SystemSettingsChanged = Changed<'SystemSettingsChanged'>;
/** The seller's details printed on invoices. */
export type SellerSettingsChanged = Changed<'SellerSettingsChanged'>;
/** Payment providers offered, their credentials, the bank account and the payment fee (super admins). */
export type PaymentSettingsChanged = ChangedWithSecrets<'PaymentSettingsChanged'>;
/** The SMTP server and the sender of the shop's mail (super admins). */
export type EmailSettingsChanged = ChangedWithSecrets<'EmailSettingsChanged'>;
/** Maintenance mode switched on or off. */
export type MaintenanceSettingsChanged = Changed<'MaintenanceSettingsChanged'>;

export type SettingsEvent =
  | SystemSettingsChanged
  | SellerSettingsChanged
  | PaymentSettingsChanged
  | EmailSettingsChanged
  | MaintenanceSettingsChanged;
