/**
 * The shop's settings as the settings screen shows them (docs/settings.md): five sections, each
 * changed as a whole. Secrets are held encrypted (`EncryptedSecret`) everywhere but in the mail and
 * payment code, which decrypts them from `ShopSettings`.
 */
import { TICKET_CURRENCIES, type SettingsSection } from '@ticketshop/projections';

/**
 * The currencies a ticket can be priced in (docs/settings.md, "Currency"): the screen's sample GBP is left
 * out, as nothing in the shop could be priced or paid in it.
 */
export const SETTINGS_CURRENCIES = TICKET_CURRENCIES;
export const SETTINGS_LANGUAGES = ['lt', 'en', 'ru'] as const;
/** How many days a buyer may be given to pay by bank transfer. */
export const BANK_TRANSFER_DAYS = { min: 1, max: 14 } as const;

export interface SystemSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  supportPhone: string;
  /** The currency prices and payments are in from now on; see the decider for when it may change. */
  currency: (typeof SETTINGS_CURRENCIES)[number];
  /** An IANA zone (`Europe/Vilnius`): the shop's calendar days and clock times. */
  timezone: string;
  language: (typeof SETTINGS_LANGUAGES)[number];
  allowRegistration: boolean;
  requireEmailVerification: boolean;
}

/** The seller named on invoices. */
export interface SellerSettings {
  legalName: string;
  companyCode: string;
  /** Empty when the seller is not a VAT payer. */
  vatCode: string;
  address: string;
  bankAccount: string;
  /** 2–5 upper-case letters that start every invoice number. */
  invoiceSeries: string;
}

/** A secret as stored: AES-256-GCM ciphertext (see settings-cipher), or null when none is set. */
export type EncryptedSecret = string | null;

export interface PaymentSettings<Secret = EncryptedSecret> {
  sandboxEnabled: boolean;
  makecommerceEnabled: boolean;
  makecommerceShopId: string;
  makecommerceSecretKey: Secret;
  payseraEnabled: boolean;
  payseraProjectId: string;
  payseraSignPassword: Secret;
  bankTransferEnabled: boolean;
  bankAccount: string;
  /** Whole days, 1–14, a buyer paying by transfer has to pay (the seats held as long, never past the event's start). */
  bankTransferDays: number;
  /** Charged on top of the discounted subtotal, 0–10 in steps of 0.1. */
  paymentFeePercent: number;
}

export interface EmailSettings<Secret = EncryptedSecret> {
  /** Empty: no SMTP server, mail is caught locally outside production (docs/operations.md). */
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  smtpPassword: Secret;
  fromEmail: string;
  fromName: string;
  emailTemplatesEnabled: boolean;
}

export interface MaintenanceSettings {
  maintenanceMode: boolean;
}

export interface SettingsValues<Secret = EncryptedSecret> {
  system: SystemSettings;
  seller: SellerSettings;
  payment: PaymentSettings<Secret>;
  email: EmailSettings<Secret>;
  maintenance: MaintenanceSettings;
}

export const SECRET_FIELDS = {
  system: [],
  seller: [],
  payment: ['makecommerceSecretKey', 'payseraSignPassword'],
  email: ['smtpPassword'],
  maintenance: [],
} as const satisfies { [S in SettingsSection]: readonly (keyof SettingsValues[S])[] };

export type SecretField<S extends SettingsSection> = (typeof SECRET_FIELDS)[S][number];

/** A section's fields an admin types in: everything but its secrets. */
export type PlainFields<S extends SettingsSection> = Omit<SettingsValues[S], SecretField<S>>;

export const isSecretField = (section: SettingsSection, field: string): boolean =>
  (SECRET_FIELDS[section] as readonly string[]).includes(field);
