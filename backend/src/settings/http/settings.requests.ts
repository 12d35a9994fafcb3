import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIBAN,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import { apply, emailRules, Optional, trimmed } from '../../shared/http/field-rules';
import { MultiLineText, SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';
import {
  BANK_TRANSFER_DAYS,
  SETTINGS_CURRENCIES,
  SETTINGS_LANGUAGES,
  type EmailSettings,
  type MaintenanceSettings,
  type PaymentSettings,
  type SellerSettings,
  type SystemSettings,
} from '../domain/settings';

const yesOrNo = () => IsBoolean(says('Nurodykite true arba false', 'Give true or false'));

/** A one-line text field, trimmed; `required` refuses an empty one. */
const lineRules = (max: number, required: { lt: string; en: string } | null): PropertyDecorator[] => [
  Transform(trimmed),
  IsString(says('Įveskite tekstą', 'Enter text')),
  SingleLineText(),
  MaxLength(max, says(`Ne daugiau kaip ${max} simbolių`, `${max} characters at most`)),
  ...(required ? [IsNotEmpty(says(required.lt, required.en))] : []),
];

/** An IBAN (checksum included), spaces dropped and upper-cased; empty only where the field may stay unset. */
const ibanRules = ({ emptyAllowed }: { emptyAllowed: boolean }): PropertyDecorator[] => [
  Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value)),
  IsString(says('Įveskite sąskaitos numerį', 'Enter an account number')),
  SingleLineText(),
  ...(emptyAllowed ? [ValidateIf((_request: object, value: unknown) => value !== '')] : []),
  IsIBAN({}, says('Neteisingas IBAN sąskaitos numeris', 'Invalid IBAN account number')),
];

/** A secret: left out keeps the saved one, an empty string clears it. */
const secretRules = (): PropertyDecorator[] => [
  Optional(),
  IsString(says('Įveskite tekstą', 'Enter text')),
  SingleLineText(),
  MaxLength(500, says('Ne daugiau kaip 500 simbolių', '500 characters at most')),
];

/** The payment fee is 0 to 10 percent in steps of 0.1 (docs/settings.md). */
const IsFeePercent = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isFeePercent',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          value >= 0 &&
          value <= 10 &&
          Number(value.toFixed(1)) === value,
      },
    },
    options,
  );

/** A whole number of days within BANK_TRANSFER_DAYS; a string, a fraction or null is not one. */
const IsBankTransferDays = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isBankTransferDays',
      validator: {
        validate: (value: unknown) =>
          Number.isInteger(value) &&
          (value as number) >= BANK_TRANSFER_DAYS.min &&
          (value as number) <= BANK_TRANSFER_DAYS.max,
      },
    },
    options,
  );

export class SystemSettingsRequest implements SystemSettings {
  @ApiProperty({ maxLength: 100, example: 'Bilietų parduotuvė' })
  @apply(lineRules(100, { lt: 'Įveskite svetainės pavadinimą', en: 'Enter the site name' }))
  siteName!: string;

  @ApiProperty({ maxLength: 500 })
  @Transform(trimmed)
  @IsString(says('Įveskite tekstą', 'Enter text'))
  @MultiLineText()
  @MaxLength(500, says('Ne daugiau kaip 500 simbolių', '500 characters at most'))
  siteDescription!: string;

  @ApiProperty({ format: 'email' })
  @apply(emailRules())
  contactEmail!: string;

  @ApiProperty({ maxLength: 30, example: '+370 5 200 0000' })
  @apply(lineRules(30, null))
  @Matches(/^\+?[0-9 ()-]*$/, says('Neteisingas telefono numeris', 'Invalid phone number'))
  supportPhone!: string;

  @ApiProperty({ enum: SETTINGS_CURRENCIES })
  @IsIn([...SETTINGS_CURRENCIES], messages.isIn)
  currency!: SystemSettings['currency'];

  @ApiProperty({ type: String, maxLength: 64, example: 'Europe/Vilnius', description: 'An IANA time zone' })
  @IsString(says('Nurodykite laiko juostą', 'Give a time zone'))
  @MaxLength(64, says('Ne daugiau kaip 64 simboliai', '64 characters at most'))
  @SingleLineText()
  timezone!: SystemSettings['timezone'];

  @ApiProperty({ enum: SETTINGS_LANGUAGES })
  @IsIn([...SETTINGS_LANGUAGES], messages.isIn)
  language!: SystemSettings['language'];

  @ApiProperty() @yesOrNo() allowRegistration!: boolean;
  @ApiProperty() @yesOrNo() requireEmailVerification!: boolean;
}

export class SellerSettingsRequest implements SellerSettings {
  @ApiProperty({ maxLength: 200, example: 'UAB „Bilietų parduotuvė“' })
  @apply(lineRules(200, { lt: 'Įveskite pardavėjo pavadinimą', en: "Enter the seller's legal name" }))
  legalName!: string;

  @ApiProperty({ maxLength: 20, example: '305123456' })
  @apply(lineRules(20, { lt: 'Įveskite įmonės kodą', en: 'Enter the company code' }))
  @Matches(/^[0-9A-Za-z-]*$/, says('Neteisingas įmonės kodas', 'Invalid company code'))
  companyCode!: string;

  @ApiProperty({ maxLength: 20, example: 'LT100012345610', description: 'Empty when the seller pays no VAT' })
  @apply(lineRules(20, null))
  @Matches(/^([A-Za-z]{2}[0-9A-Za-z]{2,13})?$/, says('Neteisingas PVM mokėtojo kodas', 'Invalid VAT code'))
  vatCode!: string;

  @ApiProperty({ maxLength: 300 })
  @apply(lineRules(300, { lt: 'Įveskite adresą', en: 'Enter the address' }))
  address!: string;

  @ApiProperty({ example: 'LT601010012345678901' })
  @apply(ibanRules({ emptyAllowed: false }))
  bankAccount!: string;

  @ApiProperty({ pattern: '^[A-Z]{2,5}$', example: 'TS' })
  @IsString(says('Įveskite serijos raides', 'Enter the series letters'))
  @SingleLineText()
  @Matches(/^[A-Z]{2,5}$/, says('Serija – 2–5 didžiosios raidės', 'The series is 2–5 upper-case letters'))
  invoiceSeries!: string;
}

export class PaymentSettingsRequest implements Omit<
  PaymentSettings<string>,
  'makecommerceSecretKey' | 'payseraSignPassword' | 'bankTransferDays'
> {
  @ApiProperty({ description: 'The test provider that takes no money; refused in production' })
  @yesOrNo()
  sandboxEnabled!: boolean;

  @ApiProperty() @yesOrNo() makecommerceEnabled!: boolean;

  @ApiProperty({ maxLength: 100 })
  @apply(lineRules(100, null))
  makecommerceShopId!: string;

  @ApiPropertyOptional({ description: 'Left out keeps the saved key; "" clears it. Never returned.' })
  @apply(secretRules())
  makecommerceSecretKey?: string;

  @ApiProperty() @yesOrNo() payseraEnabled!: boolean;

  @ApiProperty({ pattern: '^[0-9]*$' })
  @apply(lineRules(20, null))
  @Matches(/^[0-9]*$/, says('Projekto numeris – tik skaitmenys', 'The project id is digits only'))
  payseraProjectId!: string;

  @ApiPropertyOptional({ description: 'Left out keeps the saved password; "" clears it. Never returned.' })
  @apply(secretRules())
  payseraSignPassword?: string;

  @ApiProperty() @yesOrNo() bankTransferEnabled!: boolean;

  @ApiProperty({ description: 'IBAN, or empty' })
  @apply(ibanRules({ emptyAllowed: true }))
  bankAccount!: string;

  // Optional so a client that saves the section as it knew it before this field keeps working.
  @ApiPropertyOptional({
    minimum: BANK_TRANSFER_DAYS.min,
    maximum: BANK_TRANSFER_DAYS.max,
    example: 3,
    description: 'Whole days a buyer has to pay by bank transfer; left out keeps the saved number',
  })
  @Optional()
  @IsBankTransferDays(
    says(
      `Laikas sumokėti pavedimu – sveikasis dienų skaičius nuo ${BANK_TRANSFER_DAYS.min} iki ${BANK_TRANSFER_DAYS.max}`,
      `Days to pay by bank transfer must be a whole number from ${BANK_TRANSFER_DAYS.min} to ${BANK_TRANSFER_DAYS.max}`,
    ),
  )
  bankTransferDays?: number;

  @ApiProperty({ minimum: 0, maximum: 10, multipleOf: 0.1, example: 2.5 })
  @IsFeePercent(says('Mokestis – nuo 0 iki 10 %, žingsnis 0,1', 'The fee is 0 to 10 % in steps of 0.1'))
  paymentFeePercent!: number;
}

export class EmailSettingsRequest implements Omit<EmailSettings<string>, 'smtpPassword'> {
  @ApiProperty({ maxLength: 253, description: 'Empty: no SMTP server' })
  @apply(lineRules(253, null))
  @Matches(/^[A-Za-z0-9.:[\]-]*$/, says('Neteisingas serverio adresas', 'Invalid server address'))
  smtpHost!: string;

  @ApiProperty({ minimum: 1, maximum: 65535, example: 587 })
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  @Max(65535, messages.max)
  smtpPort!: number;

  @ApiProperty({ maxLength: 200 })
  @apply(lineRules(200, null))
  smtpUsername!: string;

  @ApiPropertyOptional({ description: 'Left out keeps the saved password; "" clears it. Never returned.' })
  @apply(secretRules())
  smtpPassword?: string;

  @ApiProperty({ format: 'email' })
  @apply(emailRules())
  fromEmail!: string;

  @ApiProperty({ maxLength: 100 })
  @apply(lineRules(100, null))
  fromName!: string;

  @ApiProperty() @yesOrNo() emailTemplatesEnabled!: boolean;
}

export class MaintenanceSettingsRequest implements MaintenanceSettings {
  @ApiProperty() @yesOrNo() maintenanceMode!: boolean;
}

export class TestEmailRequest {
  @ApiProperty({ format: 'email', description: 'Where the test mail goes' })
  @apply(emailRules())
  to!: string;
}
