import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  DISCOUNT_TYPES,
  TICKET_CURRENCIES,
  type DiscountCodeDetails,
  type DiscountType,
  type TicketCurrency,
} from '../domain/catalog-event.types';
import { DISCOUNT_CODE_PATTERN } from '../domain/catalog-event.rules';
import { IsMoney, Optional } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';
import { centsFromMajor } from '../../shared/money/money';

export class DiscountCodeRequest {
  @ApiProperty({ example: 'VASARA15', description: '3–32 letters, digits, - or _; stored upper-case' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @SingleLineText()
  @Matches(
    DISCOUNT_CODE_PATTERN,
    says(
      'Kodą sudaro 3–32 raidės, skaitmenys, brūkšneliai arba pabraukimai',
      'A code is 3–32 letters, digits, hyphens or underscores',
    ),
  )
  code!: string;

  @ApiProperty({ enum: DISCOUNT_TYPES })
  @IsIn([...DISCOUNT_TYPES], messages.isIn)
  discount_type!: DiscountType;

  @ApiProperty({ description: 'Percent (1–100) or an amount with at most 2 decimals', example: 15 })
  @IsMoney(says('Nuolaidos dydis turi būti skaičius', 'The discount value must be a number'))
  @Min(0.01, says('Nuolaidos dydis turi būti didesnis už nulį', 'The discount must be greater than zero'))
  @Max(100_000, messages.max)
  value!: number;

  @ApiPropertyOptional({ enum: TICKET_CURRENCIES, default: 'EUR', description: 'For fixed amounts' })
  @Optional()
  @IsIn([...TICKET_CURRENCIES], messages.isIn)
  currency: TicketCurrency = 'EUR';

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, says('Nurodykite, nuo kada kodas galioja', 'Enter when the code becomes valid'))
  valid_from!: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, says('Nurodykite, iki kada kodas galioja', 'Enter when the code expires'))
  valid_until!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'null: unlimited' })
  @IsOptional()
  @ValidateIf((_request, value) => value !== null)
  @IsInt(messages.isInt)
  @Min(1, says('Panaudojimų riba turi būti bent 1 arba tuščia', 'The usage limit must be at least 1, or empty'))
  @Max(1_000_000, messages.max)
  usage_limit: number | null = null;

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Empty: every ticket type of the event' })
  @Optional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true, ...says('Netinkamas bilieto tipo identifikatorius', 'Invalid ticket type id') })
  ticket_type_ids: string[] = [];

  @ApiPropertyOptional({ default: true })
  @Optional()
  @IsBoolean()
  is_active: boolean = true;
}

export function toDiscountCodeDetails(request: DiscountCodeRequest): DiscountCodeDetails {
  return {
    code: request.code,
    discountType: request.discount_type,
    // A percent stays whole (the rules refuse fractions); an amount is kept in cents.
    amount: request.discount_type === 'percent' ? request.value : centsFromMajor(request.value),
    currency: request.currency,
    validFrom: new Date(request.valid_from).toISOString(),
    validUntil: new Date(request.valid_until).toISOString(),
    usageLimit: request.usage_limit,
    ticketTypeIds: [...new Set(request.ticket_type_ids)],
    isActive: request.is_active,
  };
}
