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

class SystemSettingsResponse implements SystemSettings {
  @ApiProperty() siteName!: string;
  @ApiProperty() siteDescription!: string;
  @ApiProperty() contactEmail!: string;
  @ApiProperty() supportPhone!: string;
  @ApiProperty({ enum: SETTINGS_CURRENCIES }) currency!: SystemSettings['currency'];
  @ApiProperty({ example: 'Europe/Vilnius', description: 'An IANA time zone' }) timezone!: SystemSettings['timezone'];
  @ApiProperty({ enum: SETTINGS_LANGUAGES }) language!: SystemSettings['language'];
  @ApiProperty() allowRegistration!: boolean;
  @ApiProperty() requireEmailVerification!: boolean;
}

class SellerSettingsResponse implements SellerSettings {
  @ApiProperty() legalName!: string;
  @ApiProperty() companyCode!: string;
  @ApiProperty({ description: 'Empty when the seller pays no VAT' }) vatCode!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ description: 'IBAN' }) bankAccount!: string;
  @ApiProperty({ example: 'TS' }) invoiceSeries!: string;
}

type WithoutSecrets<T, Secret extends keyof T> = Omit<T, Secret> & { [K in Secret as `${K & string}Set`]: boolean };

class PaymentSettingsResponse implements WithoutSecrets<
  PaymentSettings,
  'makecommerceSecretKey' | 'payseraSignPassword'
> {
  @ApiProperty() sandboxEnabled!: boolean;
  @ApiProperty() makecommerceEnabled!: boolean;
  @ApiProperty() makecommerceShopId!: string;
  @ApiProperty({ description: 'Whether a secret key is saved (it is never returned)' })
  makecommerceSecretKeySet!: boolean;
  @ApiProperty() payseraEnabled!: boolean;
  @ApiProperty() payseraProjectId!: string;
  @ApiProperty({ description: 'Whether a sign password is saved (it is never returned)' })
  payseraSignPasswordSet!: boolean;
  @ApiProperty() bankTransferEnabled!: boolean;
  @ApiProperty() bankAccount!: string;
  @ApiProperty({ minimum: 0, maximum: 10 }) paymentFeePercent!: number;
}

class EmailSettingsResponse implements WithoutSecrets<EmailSettings, 'smtpPassword'> {
  @ApiProperty({ description: 'Empty: no SMTP server' }) smtpHost!: string;
  @ApiProperty() smtpPort!: number;
  @ApiProperty() smtpUsername!: string;
  @ApiProperty({ description: 'Whether a password is saved (it is never returned)' }) smtpPasswordSet!: boolean;
  @ApiProperty() fromEmail!: string;
  @ApiProperty() fromName!: string;
  @ApiProperty() emailTemplatesEnabled!: boolean;
}

class MaintenanceSettingsResponse implements MaintenanceSettings {
  @ApiProperty() maintenanceMode!: boolean;
}

export class SettingsResponse {
  @ApiProperty({ type: SystemSettingsResponse }) system!: SystemSettingsResponse;
  @ApiProperty({ type: SellerSettingsResponse }) seller!: SellerSettingsResponse;
  @ApiProperty({ type: PaymentSettingsResponse }) payment!: PaymentSettingsResponse;
  @ApiProperty({ type: EmailSettingsResponse }) email!: EmailSettingsResponse;
  @ApiProperty({ type: MaintenanceSettingsResponse }) maintenance!: MaintenanceSettingsResponse;
  @ApiProperty({ description: 'Log position of the newest settings change, as a decimal string' }) position!: string;
}

export class PublicSettingsResponse {
  @ApiProperty() siteName!: string;
  @ApiProperty() siteDescription!: string;
  @ApiProperty() contactEmail!: string;
  @ApiProperty() supportPhone!: string;
  @ApiProperty({ enum: SETTINGS_CURRENCIES }) currency!: string;
  @ApiProperty({ example: 'Europe/Vilnius', description: "The shop's IANA time zone: its days and times" })
  timezone!: string;
  @ApiProperty({ enum: SETTINGS_LANGUAGES }) language!: string;
  @ApiProperty() allowRegistration!: boolean;
  @ApiProperty() requireEmailVerification!: boolean;
  @ApiProperty() maintenanceMode!: boolean;
}

export class SettingsChangedResponse {
  @ApiProperty({ description: 'Log position of the change, as a decimal string' }) position!: string;
}

export class TestEmailResponse {
  @ApiProperty({ description: 'Whether the server accepted the mail for delivery' }) accepted!: boolean;
  @ApiProperty({ description: "The server's answer, e.g. 250 OK" }) response!: string;
}

export class ClearedCachesResponse {
  @ApiProperty({ type: [String] }) cleared!: string[];
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
