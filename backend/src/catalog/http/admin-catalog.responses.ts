import { ApiProperty } from '@nestjs/swagger';
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
  @ApiProperty({ type: [String], example: ['Gyva muzika', 'Rūbinė'] }) lt!: string[];
  @ApiProperty({ type: [String], example: ['Live music', 'Cloakroom'] }) en!: string[];
}

class VenueResponse {
  @ApiProperty({ example: 'Compensa koncertų salė' }) name!: string;
  @ApiProperty({ example: 'Kernavės g. 84' }) address!: string;
  @ApiProperty({ example: 'Vilnius' }) city!: string;
  @ApiProperty({ example: 'Lietuva' }) country!: string;
}

export class EventImageResponse {
  @ApiProperty({ example: '4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d' }) id!: string;
  @ApiProperty({ description: 'Full width', example: '/media/events/4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d/large.webp' })
  url!: string;
  @ApiProperty({ example: '/media/events/4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d/card.webp' }) card_url!: string;
  @ApiProperty({ example: '/media/events/4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d/thumbnail.webp' }) thumbnail_url!: string;
}

/** Money of one currency: amounts of two currencies are never added. */
export class EventRevenueResponse {
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ description: 'Major units', example: 5398.2 }) amount!: number;
}

export class AdminEventResponse {
  @ApiProperty({ format: 'uuid', example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ type: LocalizedTextResponse }) description!: LocalizedTextResponse;
  @ApiProperty({ format: 'date-time', example: '2026-12-12T17:00:00.000Z' }) start_date!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: '2026-12-12T20:00:00.000Z' }) end_date!:
    string | null;
  @ApiProperty({ type: VenueResponse }) venue!: VenueResponse;
  @ApiProperty({ enum: CATEGORIES, example: 'Concert' }) event_type_id!: Category;
  @ApiProperty({ example: 'Koncertų namai' }) organizer!: string;
  @ApiProperty({ type: LocalizedListResponse }) features!: LocalizedListResponse;
  @ApiProperty({ example: 500 }) max_attendees!: number;
  @ApiProperty({ enum: CATALOG_EVENT_STATUSES, example: 'published' }) status!: CatalogEventStatus;
  @ApiProperty({ example: true }) is_published!: boolean;
  @ApiProperty({ example: false }) featured!: boolean;
  @ApiProperty({ type: [EventImageResponse], description: 'The first is the cover' }) images!: EventImageResponse[];
  @ApiProperty({ example: 2 }) ticket_types_count!: number;
  @ApiProperty({ description: 'Sold and not given back (a refunded order’s or a voided ticket’s seat)', example: 180 })
  tickets_sold!: number;
  @ApiProperty({ description: 'In the shop’s currency: paid less refunds completed', example: 5398.2 })
  revenue!: number;
  @ApiProperty({
    type: [EventRevenueResponse],
    description: 'Paid less refunds completed, per currency: the shop’s first and always, then any other paid in',
  })
  revenue_by_currency!: EventRevenueResponse[];
  @ApiProperty({ description: 'False once any ticket was sold: cancel instead', example: false }) can_delete!: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-09-15T08:00:00.000Z' }) created_at!: string;
  @ApiProperty({ format: 'date-time', example: '2026-10-01T06:00:00.000Z' }) updated_at!: string;
}

class AdminPaginationResponse {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) limit!: number;
  @ApiProperty({ example: 34 }) total!: number;
  @ApiProperty({ example: 2 }) total_pages!: number;
}

class StatusCountsResponse {
  @ApiProperty({ example: 5 }) draft!: number;
  @ApiProperty({ example: 26 }) published!: number;
  @ApiProperty({ example: 3 }) cancelled!: number;
}

export class AdminEventsPageResponse {
  @ApiProperty({ type: [AdminEventResponse] }) data!: AdminEventResponse[];
  @ApiProperty({ type: AdminPaginationResponse }) pagination!: AdminPaginationResponse;
  @ApiProperty({ type: StatusCountsResponse, description: 'Over all events, whatever the filters' })
  counts!: StatusCountsResponse;
}

class BulkSkipResponse {
  @ApiProperty({ example: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5' }) id!: string;
  @ApiProperty({ example: 'Renginys jau paskelbtas' }) reason!: string;
}

export class BulkResultResponse {
  @ApiProperty({ type: [String], example: ['3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81'] }) updated!: string[];
  @ApiProperty({ type: [BulkSkipResponse] }) skipped!: BulkSkipResponse[];
}

export class EventStatisticsResponse {
  @ApiProperty({ example: 180 }) tickets_sold!: number;
  @ApiProperty({ example: 500 }) tickets_total!: number;
  @ApiProperty({ example: 320 }) tickets_remaining!: number;
  @ApiProperty({ description: 'In the shop’s currency: paid less refunds completed', example: 5398.2 })
  revenue!: number;
  @ApiProperty({ type: [EventRevenueResponse], description: 'Paid less refunds completed, per currency' })
  revenue_by_currency!: EventRevenueResponse[];
  @ApiProperty({ description: 'Sold as a percentage of all tickets offered, one decimal', example: 36 })
  capacity_used_percent!: number;
  @ApiProperty({ example: 2 }) ticket_types_count!: number;
}

export class AdminTicketTypeResponse {
  @ApiProperty({ format: 'uuid', example: '9b2e4d71-3c5a-4f8e-b6d0-1a7c2e9f4b35' }) id!: string;
  @ApiProperty({ format: 'uuid', example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) event_id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ type: LocalizedTextResponse }) description!: LocalizedTextResponse;
  @ApiProperty({ example: 29.99 }) price!: number;
  @ApiProperty({ enum: TICKET_CURRENCIES, example: 'EUR' }) currency!: TicketCurrency;
  @ApiProperty({ example: 300 }) quantity!: number;
  @ApiProperty({ example: 180 }) quantity_sold!: number;
  @ApiProperty({ description: 'Held for orders awaiting payment', example: 4 }) quantity_held!: number;
  @ApiProperty({ example: 116 }) quantity_remaining!: number;
  @ApiProperty({ example: 10 }) max_per_order!: number;
  @ApiProperty({ format: 'date-time', example: '2026-10-01T06:00:00.000Z' }) sale_start_date!: string;
  @ApiProperty({ format: 'date-time', example: '2026-12-12T16:00:00.000Z' }) sale_end_date!: string;
  @ApiProperty({ example: true }) is_active!: boolean;
  @ApiProperty({ description: 'Active, inside the sale window and not sold out', example: true }) on_sale!: boolean;
}

export class TicketTypesResponse {
  @ApiProperty({ type: [AdminTicketTypeResponse] }) data!: AdminTicketTypeResponse[];
}

class TicketTypeFiguresResponse {
  @ApiProperty({ example: '9b2e4d71-3c5a-4f8e-b6d0-1a7c2e9f4b35' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ example: 300 }) quantity!: number;
  @ApiProperty({ example: 180 }) quantity_sold!: number;
  @ApiProperty({ example: 120 }) quantity_remaining!: number;
  @ApiProperty({ enum: TICKET_CURRENCIES, example: 'EUR' }) currency!: TicketCurrency;
  @ApiProperty({ description: 'What the seats still sold were paid for, in the type’s currency', example: 5398.2 })
  revenue!: number;
}

export class TicketStatisticsResponse {
  @ApiProperty({ example: 500 }) total_quantity!: number;
  @ApiProperty({ example: 180 }) total_sold!: number;
  @ApiProperty({ example: 320 }) total_remaining!: number;
  @ApiProperty({ description: 'In the shop’s currency: paid less refunds completed', example: 5398.2 })
  revenue!: number;
  @ApiProperty({ type: [EventRevenueResponse], description: 'Paid less refunds completed, per currency' })
  revenue_by_currency!: EventRevenueResponse[];
  @ApiProperty({ type: [TicketTypeFiguresResponse] }) ticket_types!: TicketTypeFiguresResponse[];
}

export class DiscountCodeResponse {
  @ApiProperty({ format: 'uuid', example: '8d7c6b5a-4e3f-4d2c-b1a0-9f8e7d6c5b4a' }) id!: string;
  @ApiProperty({ format: 'uuid', example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) event_id!: string;
  @ApiProperty({ example: 'VASARA15' }) code!: string;
  @ApiProperty({ enum: DISCOUNT_TYPES, example: 'percent' }) discount_type!: DiscountType;
  @ApiProperty({ description: 'Percent, or an amount in currency', example: 10 }) value!: number;
  @ApiProperty({ enum: TICKET_CURRENCIES, example: 'EUR' }) currency!: TicketCurrency;
  @ApiProperty({ format: 'date-time', example: '2026-11-01T00:00:00.000Z' }) valid_from!: string;
  @ApiProperty({ format: 'date-time', example: '2026-12-01T00:00:00.000Z' }) valid_until!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'null: unlimited', example: 100 }) usage_limit!:
    number | null;
  @ApiProperty({ example: 12 }) used_count!: number;
  @ApiProperty({ type: [String], description: 'Empty: every ticket type', example: [] }) ticket_type_ids!: string[];
  @ApiProperty({ example: true }) is_active!: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-10-20T08:00:00.000Z' }) created_at!: string;
}

export class DiscountCodesResponse {
  @ApiProperty({ type: [DiscountCodeResponse] }) data!: DiscountCodeResponse[];
}

class DiscountUseResponse {
  @ApiProperty({ example: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }) order_id!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:17:42.000Z' }) used_at!: string;
  @ApiProperty({ example: 5.99 }) discount!: number;
}

export class DiscountCodeUsageResponse {
  @ApiProperty({ example: '8d7c6b5a-4e3f-4d2c-b1a0-9f8e7d6c5b4a' }) code_id!: string;
  @ApiProperty({ example: 'ZIEMA10' }) code!: string;
  @ApiProperty({ example: 12 }) used_count!: number;
  @ApiProperty({ type: Number, nullable: true, example: 100 }) usage_limit!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null: unlimited', example: 88 }) remaining!: number | null;
  @ApiProperty({ type: [DiscountUseResponse], description: 'Orders that used it, newest first' })
  orders!: DiscountUseResponse[];
}
