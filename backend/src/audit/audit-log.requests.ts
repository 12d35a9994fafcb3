import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { AUDIT_ACTIONS, type AuditAction } from '@ticketshop/projections';
import { Optional, trimmed } from '../shared/http/field-rules';
import { SingleLineText } from '../shared/http/text-rules';
import { messages, says } from '../shared/http/validation-messages';

export const AUDIT_LOG_PAGE_SIZE = 20;
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;

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

/** What narrows the audit log and its export; dates are calendar days in Vilnius, both ends included. */
export class AuditLogFilters {
  @ApiPropertyOptional({
    description: "Who acted: a user's id, part of their name or e-mail, or part of a system process's name",
  })
  @Optional()
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @MaxLength(
    200,
    says('Paieškos tekstas per ilgas (iki 200 simbolių)', 'The search text is too long (200 characters at most)'),
  )
  actor?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @Optional()
  @IsIn([...AUDIT_ACTIONS], messages.isIn)
  action?: AuditAction;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: 'First day, in Vilnius' })
  @Optional()
  @CalendarDate('from')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last day, in Vilnius, included' })
  @Optional()
  @CalendarDate('to')
  to?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The catalog event the order or refund request belongs to' })
  @Optional()
  @IsUUID('all', says('Neteisingas renginio identifikatorius', 'Invalid event id'))
  event_id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @Optional()
  @IsUUID('all', says('Neteisingas užsakymo identifikatorius', 'Invalid order id'))
  order_id?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The refund request's own entries and its orders' refund requests",
  })
  @Optional()
  @IsUUID('all', says('Neteisingas grąžinimo prašymo identifikatorius', 'Invalid refund request id'))
  refund_request_id?: string;
}

export class ListAuditLogRequest extends AuditLogFilters {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Optional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  page = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_LOG_MAX_PAGE_SIZE, default: AUDIT_LOG_PAGE_SIZE })
  @Optional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  @Max(AUDIT_LOG_MAX_PAGE_SIZE, messages.max)
  limit = AUDIT_LOG_PAGE_SIZE;
}
