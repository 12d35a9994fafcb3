import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { REFUND_REQUEST_TYPES, type RefundRequestType } from '@ticketshop/projections';
import { PASSWORD_MAX_LENGTH } from '../../identity/public-api';
import { apply, IsMoney, Optional, trimmed } from '../../shared/http/field-rules';
import { MultiLineText, SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';

/** Orders one request may hold: a sold-out arena's orders, not the whole log. */
const MAX_ORDERS_PER_REQUEST = 5000;
const REASON_MAX_LENGTH = 1000;

const orderIdsRules = (): PropertyDecorator[] => [
  IsArray(says('Nurodykite užsakymų sąrašą', 'Give a list of orders')),
  ArrayMinSize(1, says('Pažymėkite bent vieną užsakymą', 'Select at least one order')),
  ArrayMaxSize(
    MAX_ORDERS_PER_REQUEST,
    says(
      `Vienu prašymu galima grąžinti ne daugiau kaip ${MAX_ORDERS_PER_REQUEST} užsakymų`,
      `At most ${MAX_ORDERS_PER_REQUEST} orders per request`,
    ),
  ),
  IsUUID('all', { each: true, ...says('Netinkamas užsakymo identifikatorius', 'Invalid order id') }),
];

class PasswordConfirmation {
  @ApiProperty({ description: "The admin's own password, typed again" })
  @IsString(says('Įveskite savo slaptažodį', 'Enter your password'))
  @SingleLineText()
  @IsNotEmpty(says('Įveskite savo slaptažodį', 'Enter your password'))
  @MaxLength(PASSWORD_MAX_LENGTH, says('Neteisingas slaptažodis', 'The password is incorrect'))
  admin_password_confirmation!: string;
}

/** Chosen orders to refund, of any events: the requests are split per event and currency. */
export class BulkRefundOrdersRequest extends PasswordConfirmation {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_ORDERS_PER_REQUEST })
  @apply(orderIdsRules())
  order_ids!: string[];

  @ApiProperty({ maxLength: REASON_MAX_LENGTH, example: 'Renginys atšauktas dėl atlikėjo ligos' })
  @Transform(trimmed)
  @IsString(says('Nurodykite priežastį', 'Give a reason'))
  @MultiLineText()
  @IsNotEmpty(says('Nurodykite priežastį', 'Give a reason'))
  @MaxLength(
    REASON_MAX_LENGTH,
    says('Priežastis per ilga (iki 1000 simbolių)', 'The reason is too long (1000 characters at most)'),
  )
  reason!: string;

  @ApiPropertyOptional({ default: true, description: 'Mail each buyer a refund notice once the money is back' })
  @Optional()
  @IsBoolean(says('Nurodykite true arba false', 'Give true or false'))
  notify_customers: boolean = true;
}

/** The same ask for one event's orders, naming why they are refunded. */
export class RequestEventRefundRequest extends BulkRefundOrdersRequest {
  @ApiProperty({ enum: REFUND_REQUEST_TYPES })
  @IsIn([...REFUND_REQUEST_TYPES], messages.isIn)
  refund_type!: RefundRequestType;
}

export class ApproveRefundRequestRequest extends PasswordConfirmation {
  @ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH })
  @Optional()
  @Transform(trimmed)
  @IsString(says('Pastabos turi būti tekstas', 'Notes must be text'))
  @MultiLineText()
  @MaxLength(
    REASON_MAX_LENGTH,
    says('Pastabos per ilgos (iki 1000 simbolių)', 'The notes are too long (1000 characters at most)'),
  )
  approval_notes: string = '';
}

export class RejectRefundRequestRequest {
  @ApiProperty({ maxLength: REASON_MAX_LENGTH })
  @Transform(trimmed)
  @IsString(says('Nurodykite atmetimo priežastį', 'Give the reason for rejecting'))
  @MultiLineText()
  @IsNotEmpty(says('Nurodykite atmetimo priežastį', 'Give the reason for rejecting'))
  @MaxLength(
    REASON_MAX_LENGTH,
    says('Priežastis per ilga (iki 1000 simbolių)', 'The reason is too long (1000 characters at most)'),
  )
  reason!: string;
}

/** Limits a super admin sets; amounts in major units with at most two decimals. */
export class RefundLimitsRequest {
  @ApiProperty({ example: 10000, description: 'Refunds approved per Vilnius day, in major units' })
  @IsMoney(messages.money)
  @Min(0, messages.min)
  @Max(10_000_000, messages.max)
  daily_amount!: number;

  @ApiProperty({ example: 20, description: 'Requests approved per Vilnius day' })
  @IsInt(messages.isInt)
  @Min(0, messages.min)
  @Max(100_000, messages.max)
  daily_count!: number;

  @ApiProperty({ example: 100, description: 'Requests approved per ISO week in Vilnius' })
  @IsInt(messages.isInt)
  @Min(0, messages.min)
  @Max(1_000_000, messages.max)
  weekly_count!: number;

  @ApiProperty({ description: 'Whether the requester may approve their own request' })
  @IsBoolean(says('Nurodykite true arba false', 'Give true or false'))
  self_approval_allowed!: boolean;

  @ApiPropertyOptional({
    example: 500,
    description:
      'Major units: the most one admin refunds of an order alone; more becomes a request for a second admin. Absent: unchanged',
  })
  @Optional()
  @IsMoney(messages.money)
  @Min(0, messages.min)
  @Max(10_000_000, messages.max)
  single_refund_max?: number;
}
