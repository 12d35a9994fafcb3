import { ApiProperty } from '@nestjs/swagger';
import {
  ADMIN_ORDER_STATUSES,
  ORDER_REFUND_SUMMARIES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type AdminOrderStatus,
  type OrderRefundSummary,
  type PaymentMethodName,
  type PaymentStatus,
} from '@ticketshop/projections';

/* Money is in major units (euros) with at most 2 decimals, as everywhere in the HTTP API. */

class LocalizedNameResponse {
  @ApiProperty({ example: 'Kalėdinis koncertas' }) lt!: string;
  @ApiProperty({ example: 'Christmas concert' }) en!: string;
}

export class OrderCustomerResponse {
  @ApiProperty({ example: 'Ona Žemaitė' }) name!: string;
  @ApiProperty({ example: 'ona@example.com' }) email!: string;
  @ApiProperty({ example: '+370 600 00000' }) phone!: string;
}

export class OrderEventResponse {
  @ApiProperty({ example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) id!: string;
  @ApiProperty({ type: LocalizedNameResponse }) name!: LocalizedNameResponse;
  @ApiProperty({ format: 'date-time', example: '2026-12-12T17:00:00.000Z' }) starts_at!: string;
}

const PaymentMethodProperty = () =>
  ApiProperty({
    enum: PAYMENT_METHODS,
    nullable: true,
    example: 'bank-transfer',
    description: 'The way of paying chosen last (a provider, or a bank transfer an admin confirms); null before one',
  });

export class AdminOrderRowResponse {
  @ApiProperty({ example: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: '3E0F1A11', description: "The id's last 8 characters, upper-case" }) number!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:15:00.000Z' }) created_at!: string;
  @ApiProperty({ type: OrderCustomerResponse }) customer!: OrderCustomerResponse;
  @ApiProperty({ type: OrderEventResponse }) event!: OrderEventResponse;
  @ApiProperty({ example: 2 }) tickets_count!: number;
  @ApiProperty({ example: 54.79 }) total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES, example: 'completed' }) status!: AdminOrderStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'paid' }) payment_status!: PaymentStatus;
  @PaymentMethodProperty() payment_method!: PaymentMethodName | null;
  @ApiProperty({ description: 'Given back by confirmed refunds of the order payment', example: 0 }) refunded!: number;
  @ApiProperty({ description: 'What may still be refunded (0 unless paid)', example: 54.79 }) refundable!: number;
  @ApiProperty({ enum: ORDER_REFUND_SUMMARIES, example: 'none' }) refund_state!: OrderRefundSummary;
}

export class AdminOrdersPaginationResponse {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) limit!: number;
  @ApiProperty({ example: 143 }) total!: number;
  @ApiProperty({ example: 8 }) total_pages!: number;
}

export class CurrencyAmountResponse {
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ description: 'In major units, 2 decimals at most', example: 6120.45 }) amount!: number;
}

export class AdminOrdersSummaryResponse {
  @ApiProperty({ example: 143 }) total_orders!: number;
  @ApiProperty({
    type: CurrencyAmountResponse,
    isArray: true,
    description:
      "Paid in, less confirmed refunds: one amount per currency something was paid in, never added across; the shop's currency first, always there (0 when nothing)",
    example: [
      { currency: 'EUR', amount: 6120.45 },
      { currency: 'USD', amount: 50 },
    ],
  })
  revenue!: CurrencyAmountResponse[];
  @ApiProperty({ description: 'Orders awaiting payment', example: 3 }) pending_orders!: number;
  @ApiProperty({ description: 'Orders whose whole payment was refunded', example: 2 }) refunded_orders!: number;
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

const ACTOR_KINDS = ['buyer', 'provider', 'admin', 'user', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export class OrderActorResponse {
  @ApiProperty({ enum: ACTOR_KINDS, example: 'admin' }) kind!: ActorKind;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "A user's id; null for the others",
    example: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  })
  id!: string | null;
  @ApiProperty({
    example: 'Jonas Jonaitis',
    description: "A user's name today, the buyer's, the provider's or the process's",
  })
  name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'admin' }) role!: string | null;
}

export class OrderLineResponse {
  @ApiProperty({ example: '9b2e4d71-3c5a-4f8e-b6d0-1a7c2e9f4b35' }) ticket_type_id!: string;
  @ApiProperty({ type: LocalizedNameResponse }) name!: LocalizedNameResponse;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ example: 29.99 }) unit_price!: number;
  @ApiProperty({ example: 6 }) discount!: number;
  @ApiProperty({ description: 'quantity × unit price − discount', example: 53.98 }) total!: number;
}

export class OrderTicketResponse {
  @ApiProperty({ example: '6f5e4d3c-2b1a-4c0d-9e8f-7a6b5c4d3e2f' }) id!: string;
  @ApiProperty({ example: '7KQ2-M9XD-4HTP-C3RW' }) code!: string;
  @ApiProperty({ type: LocalizedNameResponse }) ticket_type!: LocalizedNameResponse;
  @ApiProperty({ example: 'Ona Petraitė' }) holder_name!: string;
  @ApiProperty({
    enum: ['valid', 'used', 'refunded', 'cancelled', 'voided'],
    description: 'cancelled: the event was',
    example: 'valid',
  })
  status!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: null }) admitted_at!: string | null;
}

const PAYMENT_RESULTS = ['started', 'paid', 'failed', 'cancelled', 'amount_mismatched', 'late', 'duplicate'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export class OrderPaymentResponse {
  @ApiProperty({ example: 'makecommerce' }) provider!: string;
  @ApiProperty({ enum: PAYMENT_RESULTS, example: 'paid' }) result!: PaymentResult;
  @ApiProperty({ nullable: true, type: Number, example: 54.79 }) amount!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'EUR' }) currency!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'b7e1c9a2-5d34-4f61-8a2b-0c9d8e7f6a51' }) transaction_id!:
    string | null;
  @ApiProperty({ nullable: true, type: String, description: "The provider's reason for a failure", example: null })
  reason!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'null: no start was recorded',
    example: '2026-11-20T09:15:30.000Z',
  })
  started_at!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: '2026-11-20T09:17:42.000Z' })
  finished_at!: string | null;
}

/** `sending`: its call to the provider is recorded, its outcome not yet; `uncertain`: staff check the provider. */
export const REFUND_STATES = ['requested', 'sending', 'sent', 'refunded', 'failed', 'uncertain'] as const;

export class OrderRefundResponse {
  @ApiProperty({ example: '2b3c4d5e-6f70-4a81-92b3-c4d5e6f7a8b9' }) id!: string;
  @ApiProperty({ example: 29.99 }) amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: REFUND_STATES, example: 'refunded' }) state!: (typeof REFUND_STATES)[number];
  @ApiProperty({ example: 'admin' }) reason!: string;
  @ApiProperty({
    description: "The admin's reason text; empty for refunds the system made",
    example: 'Pirkėjas negali atvykti',
  })
  note!: string;
  @ApiProperty({ example: true }) notify_customer!: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The refund request it carries out', example: null })
  refund_request_id!: string | null;
  @ApiProperty({ example: 'makecommerce' }) provider!: string;
  @ApiProperty({ nullable: true, type: String, description: "'provider' or 'merchant' while sent", example: null })
  awaiting!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "The provider's reason when refused, or why uncertain (with the reference to look for at the provider)",
    example: null,
  })
  error!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "The latest call's reference in the refund's comment at the provider, to find it in the provider's portal",
    example: 'ref 1a2b3c4d',
  })
  reference!: string | null;
  @ApiProperty({ type: OrderActorResponse }) requested_by!: OrderActorResponse;
  @ApiProperty({ format: 'date-time', example: '2026-11-22T10:00:00.000Z' }) requested_at!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: '2026-11-22T10:00:05.000Z' })
  refunded_at!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: null }) failed_at!: string | null;
}

export class OrderMailResponse {
  @ApiProperty({ example: 'confirmation' }) kind!: string;
  @ApiProperty({ example: 'ona@example.com' }) email!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:17:50.000Z' }) sent_at!: string;
}

export class OrderHistoryEntryResponse {
  @ApiProperty({ description: "The event's position in the order's stream, from 0", example: 0 }) position!: number;
  @ApiProperty({ example: 'PaymentRefundRequested' }) type!: string;
  @ApiProperty({ example: 'order.refund_requested' }) key!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:15:00.000Z' }) at!: string;
  @ApiProperty({ type: OrderActorResponse }) actor!: OrderActorResponse;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    example: { amount: 12.5, reason: 'admin' },
  })
  details!: Record<string, string | number | boolean>;
}

export class AdminOrderDetailResponse {
  @ApiProperty({ example: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: '2C3D4E5F' }) number!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:15:00.000Z' }) created_at!: string;
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES, example: 'completed' }) status!: AdminOrderStatus;
  @ApiProperty({
    example: 'expired',
    description: "The order's own status (initializing, pending, completed, cancelled, expired)",
  })
  order_status!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'paid' }) payment_status!: PaymentStatus;
  @ApiProperty({ enum: ORDER_REFUND_SUMMARIES, example: 'none' }) refund_state!: OrderRefundSummary;
  @ApiProperty({ enum: ['lt', 'en'], example: 'lt' }) language!: string;
  @ApiProperty({ type: OrderCustomerResponse }) customer!: OrderCustomerResponse;
  @ApiProperty({ type: OrderEventResponse }) event!: OrderEventResponse;
  @ApiProperty({ type: OrderLineResponse, isArray: true }) lines!: OrderLineResponse[];
  @ApiProperty({ nullable: true, type: String, example: 'RUDUO' }) discount_code!: string | null;
  @ApiProperty({ example: 59.98 }) subtotal!: number;
  @ApiProperty({ example: 6 }) discount!: number;
  @ApiProperty({ example: 0.81 }) fee!: number;
  @ApiProperty({ example: 54.79 }) total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ description: 'What the order payment brought in', example: 54.79 }) paid!: number;
  @ApiProperty({ example: 0 }) refunded!: number;
  @ApiProperty({ description: 'Refunds asked for and not yet confirmed or refused', example: 0 })
  refund_pending!: number;
  @ApiProperty({ example: 54.79 }) refundable!: number;
  @ApiProperty({
    format: 'date-time',
    example: '2026-11-20T09:30:00.000Z',
    description: 'When the unpaid seats are released: the hold, or the deadline of a chosen bank transfer',
  })
  expires_at!: string;
  @PaymentMethodProperty() payment_method!: PaymentMethodName | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: '2026-11-20T09:17:42.000Z' }) paid_at!:
    string | null;
  @ApiProperty({ description: "The order's event was cancelled: its tickets no longer admit", example: false })
  event_cancelled!: boolean;
  @ApiProperty({ type: OrderTicketResponse, isArray: true }) tickets!: OrderTicketResponse[];
  @ApiProperty({ type: OrderPaymentResponse, isArray: true }) payments!: OrderPaymentResponse[];
  @ApiProperty({ type: OrderRefundResponse, isArray: true }) refunds!: OrderRefundResponse[];
  @ApiProperty({ type: OrderMailResponse, isArray: true }) mails!: OrderMailResponse[];
  @ApiProperty({ type: OrderHistoryEntryResponse, isArray: true, description: "The order's stream, oldest first" })
  history!: OrderHistoryEntryResponse[];
}
