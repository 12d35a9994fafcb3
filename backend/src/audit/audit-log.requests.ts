import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { AUDIT_ACTIONS, type AuditAction } from '@ticketshop/projections';
import { Optional } from '../shared/http/field-rules';
import { messages, says } from '../shared/http/validation-messages';
import { CalendarDate, PageQuery, SearchText } from '../shared/http/list-query-rules';

/** What narrows the audit log and its export; dates are calendar days in Vilnius, both ends included. */
export class AuditLogFilters {
  @ApiPropertyOptional({
    description: "Who acted: a user's id, part of their name or e-mail, or part of a system process's name",
  })
  @SearchText()
  actor?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, description: 'Only entries of this action' })
  @Optional()
  @IsIn([...AUDIT_ACTIONS], messages.isIn)
  action?: AuditAction;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: 'First day, in Vilnius' })
  @CalendarDate('from')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last day, in Vilnius, included' })
  @CalendarDate('to')
  to?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The catalog event the order or refund request belongs to' })
  @Optional()
  @IsUUID('all', says('Neteisingas renginio identifikatorius', 'Invalid event id'))
  event_id?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only entries about this order' })
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

export class ListAuditLogRequest extends IntersectionType(AuditLogFilters, PageQuery) {}
