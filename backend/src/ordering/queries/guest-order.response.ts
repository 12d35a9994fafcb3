import { ApiProperty } from '@nestjs/swagger';
import {
  BANK_TRANSFER,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type LocalizedText,
  type OrderPlaced,
  type OrderStatus,
  type OrderTicketStatus,
  type PaymentMethodName,
  type PaymentStatus,
  orderNumberOf,
} from '@ticketshop/projections';
import { vilniusDate, vilniusTime } from '../../shared/time/vilnius-time';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';
import { majorFromCents } from '../../shared/money/money';

class OrderedEventResponse {
  @ApiProperty({ format: 'uuid', example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ format: 'date-time', example: '2026-12-12T17:00:00.000Z' }) starts_at!: string;
  @ApiProperty({ example: '2027-05-01', description: 'Europe/Vilnius' }) date!: string;
  @ApiProperty({ example: '19:00', description: 'Europe/Vilnius' }) time!: string;
  @ApiProperty({ example: 'Compensa koncertų salė' }) venue!: string;
  @ApiProperty({ example: 'Vilnius' }) city!: string;
  @ApiProperty({ example: 'Kernavės g. 84' }) address!: string;
}

export class OrderLineResponse {
  @ApiProperty({ format: 'uuid', example: '9b2e4d71-3c5a-4f8e-b6d0-1a7c2e9f4b35' }) ticket_type_id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ example: 29.99 }) unit_price!: number;
  @ApiProperty({ example: 6 }) discount!: number;
  @ApiProperty({ example: 53.98 }) total!: number;
}

class BankTransferInstructionsResponse {
  @ApiProperty({ example: 'UAB Bilietų namai' }) recipient!: string;
  @ApiProperty({ example: 'LT121000011101001000' }) iban!: string;
  @ApiProperty({ example: 54.79 }) amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ description: 'The transfer’s payment purpose: the order number', example: '1A2B3C4D' })
  reference!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'Unpaid by then, the order expires',
    example: '2026-11-23T09:15:00.000Z',
  })
  pay_by!: string;
}

/**
 * What a ticket is worth at the door, as the buyer is told: `event_cancelled` and `voided` (an admin
 * took the ticket back) admit no one, like `refunded`; `used` admitted once.
 */
const BUYER_TICKET_STATES = ['valid', 'used', 'refunded', 'voided', 'event_cancelled'] as const;
type BuyerTicketState = (typeof BUYER_TICKET_STATES)[number];

/** The money side of an order: nothing paid yet, paid, paid and partly or wholly given back. */
const BUYER_MONEY_STATES = ['unpaid', 'paid', 'partly_refunded', 'refunded'] as const;
type BuyerMoneyState = (typeof BUYER_MONEY_STATES)[number];

class BuyerTicketResponse {
  @ApiProperty({ format: 'uuid', example: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) ticket_type!: LocalizedTextResponse;
  @ApiProperty({ example: 'Ona Petraitė' }) holder_name!: string;
  @ApiProperty({ enum: BUYER_TICKET_STATES, example: 'valid' }) state!: BuyerTicketState;
}

export class GuestOrderResponse {
  @ApiProperty({ format: 'uuid', example: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }) identifier!: string;
  @ApiProperty({ example: '1A2B3C4D' }) number!: string;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'completed' }) status!: OrderStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'paid' }) payment_status!: PaymentStatus;
  @ApiProperty({ example: 'ona@example.com' }) customer_email!: string;
  @ApiProperty({ example: 'Ona Petraitė' }) customer_name!: string;
  @ApiProperty({ example: '+37061234567' }) customer_phone!: string;
  @ApiProperty({ type: OrderedEventResponse }) event!: OrderedEventResponse;
  @ApiProperty({ type: [OrderLineResponse] }) lines!: OrderLineResponse[];
  @ApiProperty({ example: 2 }) tickets_count!: number;
  @ApiProperty({ type: String, nullable: true, example: 'ZIEMA10' }) discount_code!: string | null;
  @ApiProperty({ example: 59.98 }) subtotal!: number;
  @ApiProperty({ example: 6 }) discount!: number;
  @ApiProperty({ example: 0.81 }) fee!: number;
  @ApiProperty({ description: 'What the buyer pays', example: 54.79 }) amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:15:00.000Z' }) created_at!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:30:00.000Z' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-20T09:17:42.000Z' }) paid_at!:
    string | null;
  @ApiProperty({ description: 'Unpaid and still holding its seats', example: false }) can_continue_payment!: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Unpaid: until when its seats are held (past it, the hold has expired); null once paid or closed',
    example: '2026-11-20T09:30:00.000Z',
  })
  seats_held_until!: string | null;
  @ApiProperty({ enum: BUYER_MONEY_STATES, example: 'partly_refunded' }) money_state!: BuyerMoneyState;
  @ApiProperty({ description: 'What refunds have given back so far', example: 29.99 }) refunded_amount!: number;
  @ApiProperty({ description: 'Refunds asked for and not yet confirmed', example: 0 }) refund_pending_amount!: number;
  @ApiProperty({ description: 'The event was cancelled: no ticket of it admits', example: false })
  event_cancelled!: boolean;
  @ApiProperty({ type: [BuyerTicketResponse], description: 'The issued tickets, each with what it is worth now' })
  tickets!: BuyerTicketResponse[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Signed link to the tickets PDF, valid for an hour; null while no ticket of the order admits',
    example: '/api/v1/orders/guest/c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f/tickets.pdf?token=…',
  })
  tickets_pdf_url!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Signed link to the invoice (and any credit notes) PDF of a paid order, valid for an hour',
    example: '/api/v1/orders/guest/c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f/invoices.pdf?token=…',
  })
  invoices_pdf_url!: string | null;
  @ApiProperty({
    type: BankTransferInstructionsResponse,
    nullable: true,
    description: 'How to pay, while the buyer has chosen bank transfer and the order awaits the money',
  })
  bank_transfer!: BankTransferInstructionsResponse | null;
}

export class GuestOrderEnvelope {
  @ApiProperty({ type: GuestOrderResponse }) order!: GuestOrderResponse;
}

export class GuestOrdersEnvelope {
  @ApiProperty({ type: [GuestOrderResponse] }) orders!: GuestOrderResponse[];
}

export class OrderSearchSentResponse {
  @ApiProperty({ example: true }) sent!: boolean;
  @ApiProperty({ example: 'Jei šiuo adresu yra užsakymų, išsiuntėme jų sąrašą. Patikrinkite el. paštą.' })
  message!: string;
}

export class PaymentStartedResponse {
  @ApiProperty({ example: '/api/payments/sandbox/eyJvcmRlcklkIjoiYzFkMmUzZjQifQ.c2lnbmF0dXJl' }) payment_url!: string;
  @ApiProperty({ example: 'sandbox' }) payment_method!: string;
}

export class QuoteResponse {
  @ApiProperty({ type: [OrderLineResponse] }) lines!: OrderLineResponse[];
  @ApiProperty({ example: 59.98 }) subtotal!: number;
  @ApiProperty({ example: 6 }) discount!: number;
  @ApiProperty({ example: 0.81 }) fee!: number;
  @ApiProperty({ example: 54.79 }) amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: String, nullable: true, example: 'ZIEMA10' }) discount_code!: string | null;
}

export interface OrderViewTicket {
  id: string;
  ticketTypeId: string;
  ticketTypeName: LocalizedText;
  holderName: string;
  status: OrderTicketStatus;
}

/** What an order is at this moment, as the read model or a just-decided event tells it. */
export interface OrderView {
  order: OrderPlaced['data'];
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
  paidAt: string | null;
  ticketsIssued: boolean;
  /** Null until the buyer starts paying. */
  paymentMethod: PaymentMethodName | null;
  /** The order's own hold, or a chosen bank transfer's deadline. */
  holdEndsAt: string;
  eventCancelled: boolean;
  paidCents: number;
  refundedCents: number;
  refundPendingCents: number;
  /** The issued tickets; `status` as the orders read model holds it. */
  tickets: readonly OrderViewTicket[];
}

/** The read model's ticket statuses in the buyer's words. */
const TICKET_STATE_OF: Readonly<Record<OrderTicketStatus, BuyerTicketState>> = {
  valid: 'valid',
  used: 'used',
  refunded: 'refunded',
  voided: 'voided',
  cancelled: 'event_cancelled',
};

const admits = (state: BuyerTicketState): boolean => state === 'valid' || state === 'used';

export function moneyStateOf(view: Pick<OrderView, 'paidAt' | 'paidCents' | 'refundedCents'>): BuyerMoneyState {
  if (view.paidAt === null) return 'unpaid';
  if (view.refundedCents === 0) return 'paid';
  return view.refundedCents >= view.paidCents ? 'refunded' : 'partly_refunded';
}

/** The account a bank transfer is paid into. */
export interface Payee {
  recipient: string;
  iban: string;
}

export function linesOf(order: Pick<OrderPlaced['data'], 'lines'>): OrderLineResponse[] {
  return order.lines.map((line) => ({
    ticket_type_id: line.ticketTypeId,
    name: line.name,
    quantity: line.quantity,
    unit_price: majorFromCents(line.unitPriceCents),
    discount: majorFromCents(line.discountCents),
    total: majorFromCents(line.unitPriceCents * line.quantity - line.discountCents),
  }));
}

/** Signed links to an order's files, made fresh for each answer. */
export interface OrderFileLinks {
  ticketsPdf(orderId: string): string;
  invoicesPdf(orderId: string): string;
}

export function toGuestOrder(view: OrderView, now: Date, links: OrderFileLinks, payee: Payee): GuestOrderResponse {
  const { order } = view;
  const unpaid = view.status === 'initializing' || view.status === 'pending';
  const number = orderNumberOf(order.orderId);
  const tickets = view.tickets.map((ticket) => ({
    id: ticket.id,
    ticket_type: ticket.ticketTypeName,
    holder_name: ticket.holderName,
    state: TICKET_STATE_OF[ticket.status],
  }));
  return {
    identifier: order.orderId,
    number,
    status: view.status,
    payment_status: view.paymentStatus,
    customer_email: order.buyer.email,
    customer_name: `${order.buyer.firstName} ${order.buyer.lastName}`,
    customer_phone: order.buyer.phone,
    event: {
      id: order.event.catalogEventId,
      name: order.event.name,
      starts_at: order.event.startsAt,
      date: vilniusDate(order.event.startsAt),
      time: vilniusTime(order.event.startsAt),
      venue: order.event.venue.name,
      city: order.event.venue.city,
      address: order.event.venue.address,
    },
    lines: linesOf(order),
    tickets_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    discount_code: order.discountCode?.code ?? null,
    subtotal: majorFromCents(order.subtotalCents),
    discount: majorFromCents(order.discountCents),
    fee: majorFromCents(order.feeCents),
    amount: majorFromCents(order.totalCents),
    currency: order.currency,
    created_at: view.createdAt,
    expires_at: view.holdEndsAt,
    paid_at: view.paidAt,
    can_continue_payment: unpaid && now.getTime() < Date.parse(view.holdEndsAt),
    seats_held_until: unpaid ? view.holdEndsAt : null,
    money_state: moneyStateOf(view),
    refunded_amount: majorFromCents(view.refundedCents),
    refund_pending_amount: majorFromCents(view.refundPendingCents),
    event_cancelled: view.eventCancelled,
    tickets,
    // Tickets that no longer admit are not offered as if they did (their PDF, by an older link, says so).
    tickets_pdf_url:
      view.ticketsIssued && view.status === 'completed' && tickets.some((ticket) => admits(ticket.state))
        ? links.ticketsPdf(order.orderId)
        : null,
    // A refunded order keeps its invoice, and its credit notes are in the same file.
    invoices_pdf_url: view.paidAt !== null ? links.invoicesPdf(order.orderId) : null,
    bank_transfer:
      unpaid && view.paymentMethod === BANK_TRANSFER
        ? {
            ...payee,
            amount: majorFromCents(order.totalCents),
            currency: order.currency,
            reference: number,
            pay_by: view.holdEndsAt,
          }
        : null,
  };
}
