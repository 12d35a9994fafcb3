import { ApiProperty } from '@nestjs/swagger';
import {
  SETTINGS_CURRENCIES,
  SETTINGS_LANGUAGES,
  type EmailSettings,
  type MaintenanceSettings,
  type PaymentSettings,
  type SellerSettings,
  type SettingsValues,
  type SystemSettings,
} from '../domain/settings';

// The shipped defaults (settings-defaults.ts), as a fresh shop answers them.
const SITE_NAME = 'Bilietų parduotuvė';
const SITE_DESCRIPTION = 'Bilietai į koncertus, festivalius, spektaklius ir sporto renginius visoje Lietuvoje';
const CONTACT_EMAIL = 'pagalba@bilietu-parduotuve.lt';
const SUPPORT_PHONE = '+370 5 200 0000';

class SystemSettingsResponse implements SystemSettings {
  @ApiProperty({ example: SITE_NAME }) siteName!: string;
  @ApiProperty({ example: SITE_DESCRIPTION }) siteDescription!: string;
  @ApiProperty({ example: CONTACT_EMAIL }) contactEmail!: string;
  @ApiProperty({ example: SUPPORT_PHONE }) supportPhone!: string;
  @ApiProperty({ enum: SETTINGS_CURRENCIES, description: 'What the shop prices and invoices in' })
  currency!: SystemSettings['currency'];
  @ApiProperty({ type: String, example: 'Europe/Vilnius', description: 'An IANA time zone' })
  timezone!: SystemSettings['timezone'];
  @ApiProperty({ enum: SETTINGS_LANGUAGES, description: "The shop's default language" })
  language!: SystemSettings['language'];
  @ApiProperty({ example: true }) allowRegistration!: boolean;
  @ApiProperty({ example: true }) requireEmailVerification!: boolean;
}

class SellerSettingsResponse implements SellerSettings {
  @ApiProperty({ example: 'UAB „Bilietų parduotuvė“', description: 'Empty until an admin saves it' })
  legalName!: string;
  @ApiProperty({ example: '305123456' }) companyCode!: string;
  @ApiProperty({ example: 'LT100012345610', description: 'Empty when the seller pays no VAT' }) vatCode!: string;
  @ApiProperty({ example: 'Gedimino pr. 1, LT-01103 Vilnius' }) address!: string;
  @ApiProperty({ example: 'LT121000011101001000', description: 'IBAN' }) bankAccount!: string;
  @ApiProperty({ example: 'TS' }) invoiceSeries!: string;
}

type WithoutSecrets<T, Secret extends keyof T> = Omit<T, Secret> & { [K in Secret as `${K & string}Set`]: boolean };

class PaymentSettingsResponse implements WithoutSecrets<
  PaymentSettings,
  'makecommerceSecretKey' | 'payseraSignPassword'
> {
  @ApiProperty({ example: true }) sandboxEnabled!: boolean;
  @ApiProperty({ example: false }) makecommerceEnabled!: boolean;
  @ApiProperty({ example: '' }) makecommerceShopId!: string;
  @ApiProperty({ example: false, description: 'Whether a secret key is saved (it is never returned)' })
  makecommerceSecretKeySet!: boolean;
  @ApiProperty({ example: false }) payseraEnabled!: boolean;
  @ApiProperty({ example: '' }) payseraProjectId!: string;
  @ApiProperty({ example: false, description: 'Whether a sign password is saved (it is never returned)' })
  payseraSignPasswordSet!: boolean;
  @ApiProperty({ example: false }) bankTransferEnabled!: boolean;
  @ApiProperty({ example: '', description: 'IBAN the bank-transfer instructions name' }) bankAccount!: string;
  @ApiProperty({ example: 3, minimum: 1, maximum: 14, description: 'Days a buyer has to pay by bank transfer' })
  bankTransferDays!: number;
  @ApiProperty({ example: 0, minimum: 0, maximum: 10 }) paymentFeePercent!: number;
}

class EmailSettingsResponse implements WithoutSecrets<EmailSettings, 'smtpPassword'> {
  @ApiProperty({ example: 'smtp.example.com', description: 'Empty: no SMTP server' }) smtpHost!: string;
  @ApiProperty({ example: 587 }) smtpPort!: number;
  @ApiProperty({ example: 'bilietai@example.com' }) smtpUsername!: string;
  @ApiProperty({ example: true, description: 'Whether a password is saved (it is never returned)' })
  smtpPasswordSet!: boolean;
  @ApiProperty({ example: 'bilietai@example.com' }) fromEmail!: string;
  @ApiProperty({ example: SITE_NAME }) fromName!: string;
  @ApiProperty({ example: true }) emailTemplatesEnabled!: boolean;
}

class MaintenanceSettingsResponse implements MaintenanceSettings {
  @ApiProperty({ example: false, description: 'While on, only admins get past the maintenance page' })
  maintenanceMode!: boolean;
}

export class SettingsResponse {
  @ApiProperty({ type: SystemSettingsResponse }) system!: SystemSettingsResponse;
  @ApiProperty({ type: SellerSettingsResponse }) seller!: SellerSettingsResponse;
  @ApiProperty({ type: PaymentSettingsResponse }) payment!: PaymentSettingsResponse;
  @ApiProperty({ type: EmailSettingsResponse }) email!: EmailSettingsResponse;
  @ApiProperty({ type: MaintenanceSettingsResponse }) maintenance!: MaintenanceSettingsResponse;
  @ApiProperty({ example: '1042', description: 'Log position of the newest settings change, as a decimal string' })
  position!: string;
}

/** The export file: the settings as the screen reads them, with when they were exported. */
export class SettingsExportResponse extends SettingsResponse {
  @ApiProperty({ example: '2026-11-26T09:30:00.000Z', description: 'When the file was made, UTC' }) exportedAt!: string;
}

export class PublicSettingsResponse {
  @ApiProperty({ example: SITE_NAME }) siteName!: string;
  @ApiProperty({ example: SITE_DESCRIPTION }) siteDescription!: string;
  @ApiProperty({ example: CONTACT_EMAIL }) contactEmail!: string;
  @ApiProperty({ example: SUPPORT_PHONE }) supportPhone!: string;
  @ApiProperty({ enum: SETTINGS_CURRENCIES }) currency!: string;
  @ApiProperty({ example: 'Europe/Vilnius', description: "The shop's IANA time zone: its days and times" })
  timezone!: string;
  @ApiProperty({ enum: SETTINGS_LANGUAGES, description: "The shop's default language" }) language!: string;
  @ApiProperty({ example: true }) allowRegistration!: boolean;
  @ApiProperty({ example: true }) requireEmailVerification!: boolean;
  @ApiProperty({ example: false }) maintenanceMode!: boolean;
}

export class SettingsChangedResponse {
  @ApiProperty({ example: '1043', description: 'Log position of the change, as a decimal string' }) position!: string;
}

export class TestEmailResponse {
  @ApiProperty({
    enum: [true],
    example: true,
    description: 'The server accepted the mail. A failure is 502 saying only that; why is in the server log',
  })
  sent!: true;
}

export class ClearedCachesResponse {
  @ApiProperty({
    type: [String],
    example: ['catalog-event-streams', 'seat-inventory-streams', 'settings'],
    description: 'The caches emptied, by name',
  })
  cleared!: string[];
}

/** The settings as the screen sees them: every secret replaced by whether it is set. */
export function settingsResponse(values: SettingsValues, position: string): SettingsResponse {
  const { makecommerceSecretKey, payseraSignPassword, ...payment } = values.payment;
  const { smtpPassword, ...email } = values.email;
  return {
    system: values.system,
    seller: values.seller,
    payment: {
      ...payment,
      makecommerceSecretKeySet: makecommerceSecretKey !== null,
      payseraSignPasswordSet: payseraSignPassword !== null,
    },
    email: { ...email, smtpPasswordSet: smtpPassword !== null },
    maintenance: values.maintenance,
    position,
  };
}

export function publicSettings(values: SettingsValues): PublicSettingsResponse {
  const { siteName, siteDescription, contactEmail, supportPhone, currency, timezone, language } = values.system;
  const { allowRegistration, requireEmailVerification } = values.system;
  return {
    siteName,
    siteDescription,
    contactEmail,
    supportPhone,
    currency,
    timezone,
    language,
    allowRegistration,
    requireEmailVerification,
    maintenanceMode: values.maintenance.maintenanceMode,
  };
}
