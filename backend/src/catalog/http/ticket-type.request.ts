import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, Max, Min } from 'class-validator';
import {
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_TICKET_QUANTITY,
  TICKET_CURRENCIES,
  type TicketCurrency,
  type TicketTypeDetails,
} from '../domain/catalog-event.types';
import { apply, IsMoney, nestedRules, Optional } from '../../shared/http/field-rules';
import { messages, says } from '../../shared/http/validation-messages';
import { EventNameRequest, LongTextRequest } from './event.request';
import { centsFromMajor } from '../../shared/money/money';

export class TicketTypeRequest {
  @ApiProperty({ type: EventNameRequest })
  @apply(nestedRules(() => EventNameRequest))
  @IsNotEmpty(says('Įveskite bilieto pavadinimą abiem kalbomis', 'Enter the ticket name in both languages'))
  name!: EventNameRequest;

  @ApiPropertyOptional({ type: LongTextRequest })
  @apply(nestedRules(() => LongTextRequest, { optional: true }))
  description: LongTextRequest = new LongTextRequest();

  @ApiProperty({ example: 29.99 })
  @IsMoney(
    says(
      'Kaina turi būti skaičius su ne daugiau kaip 2 skaitmenimis po kablelio',
      'The price must be a number with at most 2 decimals',
    ),
  )
  @Min(0, says('Kaina negali būti neigiama', 'The price cannot be negative'))
  @Max(100_000, messages.max)
  price!: number;

  @ApiPropertyOptional({ enum: TICKET_CURRENCIES, default: 'EUR' })
  @Optional()
  @IsIn([...TICKET_CURRENCIES], messages.isIn)
  currency: TicketCurrency = 'EUR';

  @ApiPropertyOptional({ minimum: 1, default: DEFAULT_TICKET_QUANTITY })
  @Optional()
  @IsInt(messages.isInt)
  @Min(1, says('Kiekis turi būti bent 1', 'Quantity must be at least 1'))
  @Max(1_000_000, messages.max)
  quantity: number = DEFAULT_TICKET_QUANTITY;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: DEFAULT_MAX_PER_ORDER })
  @Optional()
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  @Max(100, messages.max)
  max_per_order: number = DEFAULT_MAX_PER_ORDER;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, says('Nurodykite pardavimų pradžią', 'Enter when the sale starts'))
  sale_start_date!: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, says('Nurodykite pardavimų pabaigą', 'Enter when the sale ends'))
  sale_end_date!: string;

  @ApiPropertyOptional({ default: true })
  @Optional()
  @IsBoolean()
  is_active: boolean = true;
}

export function toTicketTypeDetails(request: TicketTypeRequest): TicketTypeDetails {
  return {
    name: { lt: request.name.lt, en: request.name.en },
    description: { lt: request.description.lt.trim(), en: request.description.en.trim() },
    priceCents: centsFromMajor(request.price),
    currency: request.currency,
    quantity: request.quantity,
    maxPerOrder: request.max_per_order,
    saleStartsAt: new Date(request.sale_start_date).toISOString(),
    saleEndsAt: new Date(request.sale_end_date).toISOString(),
    isActive: request.is_active,
  };
}
