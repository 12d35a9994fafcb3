import { ApiProperty } from '@nestjs/swagger';
import {
  ADMIN_ORDER_STATUSES,
  ORDER_REFUND_SUMMARIES,
  PAYMENT_STATUSES,
  type AdminOrderStatus,
  type OrderRefundSummary,
  type PaymentStatus,
} from '@ticketshop/projections';

/* Money is in major units (euros) with at most 2 decimals, as everywhere in the HTTP API. */

class LocalizedNameResponse {
  @ApiProperty() lt!: string;
  @ApiProperty() en!: string;
}

export class OrderCustomerResponse {
  @ApiProperty({ example: 'Ona Žemaitė' }) name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ example: '+370 600 00000' }) phone!: string;
}

export class OrderEventResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ type: LocalizedNameResponse }) name!: LocalizedNameResponse;
  @ApiProperty({ format: 'date-time' }) starts_at!: string;
}

export class AdminOrderRowResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '3E0F1A11', description: "The id's last 8 characters, upper-case" }) number!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: OrderCustomerResponse }) customer!: OrderCustomerResponse;
  @ApiProperty({ type: OrderEventResponse }) event!: OrderEventResponse;
  @ApiProperty() tickets_count!: number;
  @ApiProperty({ example: 45.5 }) total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES }) status!: AdminOrderStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES }) payment_status!: PaymentStatus;
  @ApiProperty({ description: 'Given back by confirmed refunds of the order payment' }) refunded!: number;
  @ApiProperty({ description: 'What may still be refunded (0 unless paid)' }) refundable!: number;
  @ApiProperty({ enum: ORDER_REFUND_SUMMARIES }) refund_state!: OrderRefundSummary;
}

export class AdminOrdersPaginationResponse {
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total!: number;
  @ApiProperty() total_pages!: number;
}

export class AdminOrdersSummaryResponse {
  @ApiProperty() total_orders!: number;
  @ApiProperty({ description: 'Paid in, less confirmed refunds, in euros' }) total_revenue!: number;
  @ApiProperty({ description: 'Orders awaiting payment' }) pending_orders!: number;
  @ApiProperty({ description: 'Orders whose whole payment was refunded' }) refunded_orders!: number;
}

export class AdminOrdersPageResponse {
  @ApiProperty({ type: AdminOrderRowResponse, isArray: true }) data!: AdminOrderRowResponse[];
  @ApiProperty({ type: AdminOrdersPaginationResponse }) pagination!: AdminOrdersPaginationResponse;
  @ApiProperty({ type: AdminOrdersSummaryResponse, description: 'Over every order the filters match' })
  summary!: AdminOrdersSummaryResponse;
}

export class EventOrdersPageResponse {
  @ApiProperty({ type: AdminOrderRowResponse, isArray: true }) data!: AdminOrderRowResponse[];
  @ApiProperty({ type: AdminOrdersPaginationResponse }) pagination!: AdminOrdersPaginationResponse;
}

export const ACTOR_KINDS = ['buyer', 'provider', 'admin', 'user', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export class OrderActorResponse {
  @ApiProperty({ enum: ACTOR_KINDS }) kind!: ActorKind;
  @ApiProperty({ nullable: true, type: String, description: "A user's id; null for the others" }) id!: string | null;
  @ApiProperty({
    example: 'Jonas Jonaitis',
    description: "A user's name today, the buyer's, the provider's or the process's",
  })
  name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'admin' }) role!: string | null;
}

export class OrderLineResponse {
  @ApiProperty() ticket_type_id!: string;
  @ApiProperty({ type: LocalizedNameResponse }) name!: LocalizedNameResponse;
  @ApiProperty() quantity!: number;
  @ApiProperty() unit_price!: number;
  @ApiProperty() discount!: number;
  @ApiProperty({ description: 'quantity × unit price − discount' }) total!: number;
}

export class OrderTicketResponse {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty({ type: LocalizedNameResponse }) ticket_type!: LocalizedNameResponse;
  @ApiProperty() holder_name!: string;
  @ApiProperty({ enum: ['valid', 'used', 'refunded', 'cancelled'], description: 'cancelled: the event was' })
  status!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) admitted_at!: string | null;
}

export const PAYMENT_RESULTS = [
  'started',
  'paid',
  'failed',
  'cancelled',
  'amount_mismatched',
  'late',
  'duplicate',
] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export class OrderPaymentResponse {
  @ApiProperty() provider!: string;
  @ApiProperty({ enum: PAYMENT_RESULTS }) result!: PaymentResult;
  @ApiProperty({ nullable: true, type: Number }) amount!: number | null;
  @ApiProperty({ nullable: true, type: String }) currency!: string | null;
  @ApiProperty({ nullable: true, type: String }) transaction_id!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The provider's reason for a failure" })
  reason!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'null: no start was recorded' })
  started_at!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) finished_at!: string | null;
}

export const REFUND_STATES = ['requested', 'sent', 'refunded', 'failed'] as const;

export class OrderRefundResponse {
  @ApiProperty() id!: string;
  @ApiProperty() amount!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ enum: REFUND_STATES }) state!: (typeof REFUND_STATES)[number];
  @ApiProperty({ example: 'admin' }) reason!: string;
  @ApiProperty({ description: "The admin's reason text; empty for refunds the system made" }) note!: string;
  @ApiProperty() notify_customer!: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The refund request it carries out' })
  refund_request_id!: string | null;
  @ApiProperty() provider!: string;
  @ApiProperty({ nullable: true, type: String, description: "'provider' or 'merchant' while sent" })
  awaiting!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The provider's reason when refused" })
  error!: string | null;
  @ApiProperty({ type: OrderActorResponse }) requested_by!: OrderActorResponse;
  @ApiProperty({ format: 'date-time' }) requested_at!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) refunded_at!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) failed_at!: string | null;
}

export class OrderMailResponse {
  @ApiProperty({ example: 'confirmation' }) kind!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ format: 'date-time' }) sent_at!: string;
}

export class OrderHistoryEntryResponse {
  @ApiProperty({ description: "The event's position in the order's stream, from 0" }) position!: number;
  @ApiProperty({ example: 'PaymentRefundRequested' }) type!: string;
  @ApiProperty({ example: 'order.refund_requested' }) key!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: OrderActorResponse }) actor!: OrderActorResponse;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    example: { amount: 12.5, reason: 'admin' },
  })
  details!: Record<string, string | number | boolean>;
}

export class AdminOrderDetailResponse {
  @ApiProperty() id!: string;
  @ApiProperty() number!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES }) status!: AdminOrderStatus;
  @ApiProperty({
    example: 'expired',
    description: "The order's own status (initializing, pending, completed, cancelled, expired)",
  })
  order_status!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) payment_status!: PaymentStatus;
  @ApiProperty({ enum: ORDER_REFUND_SUMMARIES }) refund_state!: OrderRefundSummary;
  @ApiProperty({ enum: ['lt', 'en'] }) language!: string;
  @ApiProperty({ type: OrderCustomerResponse }) customer!: OrderCustomerResponse;
  @ApiProperty({ type: OrderEventResponse }) event!: OrderEventResponse;
  @ApiProperty({ type: OrderLineResponse, isArray: true }) lines!: OrderLineResponse[];
  @ApiProperty({ nullable: true, type: String, example: 'RUDUO' }) discount_code!: string | null;
  @ApiProperty() subtotal!: number;
  @ApiProperty() discount!: number;
  @ApiProperty() fee!: number;
  @ApiProperty() total!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ description: 'What the order payment brought in' }) paid!: number;
  @ApiProperty() refunded!: number;
  @ApiProperty({ description: 'Refunds asked for and not yet confirmed or refused' }) refund_pending!: number;
  @ApiProperty() refundable!: number;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) paid_at!: string | null;
  @ApiProperty({ description: "The order's event was cancelled: its tickets no longer admit" })
  event_cancelled!: boolean;
  @ApiProperty({ type: OrderTicketResponse, isArray: true }) tickets!: OrderTicketResponse[];
  @ApiProperty({ type: OrderPaymentResponse, isArray: true }) payments!: OrderPaymentResponse[];
  @ApiProperty({ type: OrderRefundResponse, isArray: true }) refunds!: OrderRefundResponse[];
  @ApiProperty({ type: OrderMailResponse, isArray: true }) mails!: OrderMailResponse[];
  @ApiProperty({ type: OrderHistoryEntryResponse, isArray: true, description: "The order's stream, oldest first" })
  history!: OrderHistoryEntryResponse[];
}
