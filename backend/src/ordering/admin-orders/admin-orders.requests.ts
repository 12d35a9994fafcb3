import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  ADMIN_ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type AdminOrderStatus,
  type PaymentMethodName,
  type PaymentStatus,
} from '@ticketshop/projections';
import { Optional } from '../../shared/http/field-rules';
import { messages } from '../../shared/http/validation-messages';
import { CalendarDate, PageQuery, SearchText } from '../../shared/http/list-query-rules';

const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What narrows the orders list and its export; dates are calendar days in Vilnius, both ends included. */
export class OrderFilters {
  @ApiPropertyOptional({ description: 'Part of the order number, buyer name, e-mail or phone, any case' })
  @SearchText()
  search?: string;

  @ApiPropertyOptional({
    enum: [...ADMIN_ORDER_STATUSES, 'all'],
    description: 'Only orders in this state; `all` or absent: any',
  })
  @Optional()
  @IsIn([...ADMIN_ORDER_STATUSES, 'all'], messages.isIn)
  status?: AdminOrderStatus | 'all';

  @ApiPropertyOptional({
    enum: [...PAYMENT_STATUSES, 'all'],
    description: 'Only orders whose payment is in this state; `all` or absent: any',
  })
  @Optional()
  @IsIn([...PAYMENT_STATUSES, 'all'], messages.isIn)
  payment_status?: PaymentStatus | 'all';

  @ApiPropertyOptional({
    enum: [...PAYMENT_METHODS, 'all'],
    description:
      'Only orders whose buyer chose this way of paying last (`bank-transfer`: transfers); `all` or absent: any',
  })
  @Optional()
  @IsIn([...PAYMENT_METHODS, 'all'], messages.isIn)
  payment_method?: PaymentMethodName | 'all';

  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: 'First day, in Vilnius' })
  @CalendarDate('date_from')
  date_from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last day, in Vilnius, included' })
  @CalendarDate('date_to')
  date_to?: string;
}

export class ListAdminOrdersRequest extends IntersectionType(OrderFilters, PageQuery) {}

/** One event's orders: a page, no other filter. */
export class EventOrdersRequest extends PageQuery {}

/** The export's query: the list's filters (also accepted in the body) and the file's format. */
export class ExportOrdersQuery extends OrderFilters {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'csv', description: 'The file: CSV or an Excel workbook' })
  @Optional()
  @IsIn([...EXPORT_FORMATS], messages.isIn)
  format: ExportFormat = 'csv';
}
