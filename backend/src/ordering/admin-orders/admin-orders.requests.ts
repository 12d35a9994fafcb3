import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import {
  ADMIN_ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminOrderStatus,
  type PaymentStatus,
} from '@ticketshop/projections';
import { Optional, trimmed } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  const parts = typeof value === 'string' ? DATE.exec(value) : null;
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const CalendarDate = (field: string): PropertyDecorator =>
  ValidateBy(
    { name: 'isCalendarDate', validator: { validate: isCalendarDate } },
    says(`Laukas „${field}“ turi būti data formatu MMMM-MM-DD`, `${field} must be a date written YYYY-MM-DD`),
  );

/** What narrows the orders list and its export; dates are calendar days in Vilnius, both ends included. */
export class OrderFilters {
  @ApiPropertyOptional({ description: 'Part of the order number, buyer name, e-mail or phone, any case' })
  @Optional()
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @MaxLength(
    200,
    says('Paieškos tekstas per ilgas (iki 200 simbolių)', 'The search text is too long (200 characters at most)'),
  )
  search?: string;

  @ApiPropertyOptional({ enum: [...ADMIN_ORDER_STATUSES, 'all'] })
  @Optional()
  @IsIn([...ADMIN_ORDER_STATUSES, 'all'], messages.isIn)
  status?: AdminOrderStatus | 'all';

  @ApiPropertyOptional({ enum: [...PAYMENT_STATUSES, 'all'] })
  @Optional()
  @IsIn([...PAYMENT_STATUSES, 'all'], messages.isIn)
  payment_status?: PaymentStatus | 'all';

  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: 'First day, in Vilnius' })
  @Optional()
  @CalendarDate('date_from')
  date_from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last day, in Vilnius, included' })
  @Optional()
  @CalendarDate('date_to')
  date_to?: string;
}

export class ListAdminOrdersRequest extends OrderFilters {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Optional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  page = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_ORDERS_MAX_PAGE_SIZE, default: ADMIN_ORDERS_PAGE_SIZE })
  @Optional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  @Max(ADMIN_ORDERS_MAX_PAGE_SIZE, messages.max)
  limit = ADMIN_ORDERS_PAGE_SIZE;
}

/** One event's orders: a page, no other filter. */
export class EventOrdersRequest {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Optional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  page = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_ORDERS_MAX_PAGE_SIZE, default: ADMIN_ORDERS_PAGE_SIZE })
  @Optional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  @Max(ADMIN_ORDERS_MAX_PAGE_SIZE, messages.max)
  limit = ADMIN_ORDERS_PAGE_SIZE;
}

/** The export's query: the list's filters (also accepted in the body) and the file's format. */
export class ExportOrdersQuery extends OrderFilters {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'csv' })
  @Optional()
  @IsIn([...EXPORT_FORMATS], messages.isIn)
  format: ExportFormat = 'csv';
}
