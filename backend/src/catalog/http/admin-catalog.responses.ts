import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CATALOG_EVENT_STATUSES,
  CATEGORIES,
  DISCOUNT_TYPES,
  TICKET_CURRENCIES,
  type CatalogEventStatus,
  type Category,
  type DiscountType,
  type TicketCurrency,
} from '../domain/catalog-event.types';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';

class LocalizedListResponse {
  @ApiProperty({ type: [String] }) lt!: string[];
  @ApiProperty({ type: [String] }) en!: string[];
}

class VenueResponse {
  @ApiProperty() name!: string;
  @ApiProperty() address!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
}

export class EventImageResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'Full width' }) url!: string;
  @ApiProperty() card_url!: string;
  @ApiProperty() thumbnail_url!: string;
}

export class AdminEventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ type: LocalizedTextResponse }) description!: LocalizedTextResponse;
  @ApiProperty({ format: 'date-time' }) start_date!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) end_date!: string | null;
  @ApiProperty({ type: VenueResponse }) venue!: VenueResponse;
  @ApiProperty({ enum: CATEGORIES }) event_type_id!: Category;
  @ApiProperty() organizer!: string;
  @ApiProperty({ type: LocalizedListResponse }) features!: LocalizedListResponse;
  @ApiProperty() max_attendees!: number;
  @ApiProperty({ enum: CATALOG_EVENT_STATUSES }) status!: CatalogEventStatus;
  @ApiProperty() is_published!: boolean;
  @ApiProperty() featured!: boolean;
  @ApiProperty({ type: [EventImageResponse], description: 'The first is the cover' }) images!: EventImageResponse[];
  @ApiProperty() ticket_types_count!: number;
  @ApiProperty() tickets_sold!: number;
  @ApiProperty({ description: 'EUR' }) revenue!: number;
  @ApiProperty({ description: 'False once any ticket was sold: cancel instead' }) can_delete!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

class AdminPaginationResponse {
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total!: number;
  @ApiProperty() total_pages!: number;
}

class StatusCountsResponse {
  @ApiProperty() draft!: number;
  @ApiProperty() published!: number;
  @ApiProperty() cancelled!: number;
}

export class AdminEventsPageResponse {
  @ApiProperty({ type: [AdminEventResponse] }) data!: AdminEventResponse[];
  @ApiProperty({ type: AdminPaginationResponse }) pagination!: AdminPaginationResponse;
  @ApiProperty({ type: StatusCountsResponse, description: 'Over all events, whatever the filters' })
  counts!: StatusCountsResponse;
}

class BulkSkipResponse {
  @ApiProperty() id!: string;
  @ApiProperty() reason!: string;
}

export class BulkResultResponse {
  @ApiProperty({ type: [String] }) updated!: string[];
  @ApiProperty({ type: [BulkSkipResponse] }) skipped!: BulkSkipResponse[];
}

export class EventStatisticsResponse {
  @ApiProperty() tickets_sold!: number;
  @ApiProperty() tickets_total!: number;
  @ApiProperty() tickets_remaining!: number;
  @ApiProperty({ description: 'EUR' }) revenue!: number;
  @ApiProperty({ description: 'Sold as a percentage of all tickets offered, one decimal' })
  capacity_used_percent!: number;
  @ApiProperty() ticket_types_count!: number;
}

export class AdminTicketTypeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ type: LocalizedTextResponse }) description!: LocalizedTextResponse;
  @ApiProperty({ example: 29.99 }) price!: number;
  @ApiProperty({ enum: TICKET_CURRENCIES }) currency!: TicketCurrency;
  @ApiProperty() quantity!: number;
  @ApiProperty() quantity_sold!: number;
  @ApiProperty({ description: 'Held for orders awaiting payment' }) quantity_held!: number;
  @ApiProperty() quantity_remaining!: number;
  @ApiProperty() max_per_order!: number;
  @ApiProperty({ format: 'date-time' }) sale_start_date!: string;
  @ApiProperty({ format: 'date-time' }) sale_end_date!: string;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ description: 'Active, inside the sale window and not sold out' }) on_sale!: boolean;
}

export class TicketTypesResponse {
  @ApiProperty({ type: [AdminTicketTypeResponse] }) data!: AdminTicketTypeResponse[];
}

class TicketTypeFiguresResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty() quantity!: number;
  @ApiProperty() quantity_sold!: number;
  @ApiProperty() quantity_remaining!: number;
  @ApiProperty() revenue!: number;
}

export class TicketStatisticsResponse {
  @ApiProperty() total_quantity!: number;
  @ApiProperty() total_sold!: number;
  @ApiProperty() total_remaining!: number;
  @ApiProperty() revenue!: number;
  @ApiProperty({ type: [TicketTypeFiguresResponse] }) ticket_types!: TicketTypeFiguresResponse[];
}

export class DiscountCodeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ example: 'VASARA15' }) code!: string;
  @ApiProperty({ enum: DISCOUNT_TYPES }) discount_type!: DiscountType;
  @ApiProperty({ description: 'Percent, or an amount in currency' }) value!: number;
  @ApiProperty({ enum: TICKET_CURRENCIES }) currency!: TicketCurrency;
  @ApiProperty({ format: 'date-time' }) valid_from!: string;
  @ApiProperty({ format: 'date-time' }) valid_until!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null: unlimited' }) usage_limit!: number | null;
  @ApiProperty() used_count!: number;
  @ApiProperty({ type: [String], description: 'Empty: every ticket type' }) ticket_type_ids!: string[];
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class DiscountCodesResponse {
  @ApiProperty({ type: [DiscountCodeResponse] }) data!: DiscountCodeResponse[];
}

class DiscountUseResponse {
  @ApiProperty() order_id!: string;
  @ApiProperty({ format: 'date-time' }) used_at!: string;
  @ApiProperty() discount!: number;
}

export class DiscountCodeUsageResponse {
  @ApiProperty() code_id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() used_count!: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) usage_limit!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null: unlimited' }) remaining!: number | null;
  @ApiProperty({ type: [DiscountUseResponse], description: 'Orders that used it, newest first' })
  orders!: DiscountUseResponse[];
}
