import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { LocalizedText, TicketCurrency } from '../../events/catalog/catalog-values';
import type {
  OrderLanguage,
  OrderStatus,
  PaymentMethodName,
  PaymentStatus,
  SeatLine,
} from '../../events/ordering/ordering-values';
import type { Projector } from '../projector';
import type { ReadModelTables } from '../read-model-database';
import { groupTable, iso, isoOrNull, projectGroups, type GroupedReadModel } from '../table-rows';
import {
  applyOrderEvent,
  type AdminOrderStatus,
  ORDERS_EVENT_TYPES,
  type OrderDocument,
  type OrderRefund,
  type OrderRefundSummary,
  type OrderRow,
  type OrderRows,
  type OrdersProjectedEvent,
  type OrderTicketRow,
  type OrderTicketStatus,
  type SeatReservationRow,
  type SeatReservationStatus,
} from './orders';

/** Columns of `read_models.orders`: one row per guest order. */
export interface OrdersTable {
  id: string;
  /** The id's last 8 characters, upper-case. */
  number: string;
  catalog_event_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  /** As the buyer typed it. */
  buyer_email: string;
  /** Trimmed and lower-case: what lookups compare. */
  buyer_email_normalized: string;
  /** 'First Last'. */
  buyer_name: string;
  buyer_phone: string;
  language: OrderLanguage;
  /** The `OrderPlaced` data as it was appended: event, buyer, lines, prices. */
  document: OrderDocument;
  discount_code_id: string | null;
  /** The sum of the lines' quantities. */
  tickets_count: number;
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  currency: TicketCurrency;
  /** The provider of the latest payment started or received. */
  payment_provider: PaymentMethodName | null;
  expires_at: Date;
  created_at: Date;
  paid_at: Date | null;
  tickets_issued_at: Date | null;
  /** The latest confirmation mailed, resent ones included. */
  confirmation_sent_at: Date | null;
  /** The order's catalog event was cancelled: its tickets no longer admit. */
  event_cancelled: boolean;
  /** What the payment that pays for the order brought in, in cents; 0 until one arrived. */
  paid_cents: number;
  /** What confirmed refunds of that payment gave back, in cents (a duplicate payment's refund is not counted). */
  refunded_cents: number;
  /** Refunds of that payment asked for and not yet confirmed or refused, in cents. */
  refund_pending_cents: number;
  /** What may still be refunded, in cents: the payment less its refunds done or under way; 0 unless paid. */
  refundable_cents: number;
  refund_summary: OrderRefundSummary;
  /** The status the back-office filters by: completed, pending, cancelled or refunded (docs/ordering.md). */
  admin_status: AdminOrderStatus;
  /** Number, name, e-mail and phone, lower-case. */
  search_text: string;
  /** The phone's digits alone. */
  phone_digits: string;
  /** The refunds asked for, in order, each with its amount, state and when it was confirmed or refused. */
  refunds: OrderRefund[];
  last_position: bigint;
}

/** Columns of `read_models.order_tickets`: one row per e-ticket. */
export interface OrderTicketsTable {
  id: string;
  order_id: string;
  catalog_event_id: string;
  /** What the QR code holds and the scanner sends; unique. */
  code: string;
  ticket_type_id: string;
  /** The ticket type's name as the order's line had it. */
  ticket_type_name: LocalizedText;
  holder_name: string;
  status: OrderTicketStatus;
  admitted_at: Date | null;
  last_position: bigint;
}

/** Columns of `read_models.seat_reservations`: the seats an order holds, sold or gave back. */
export interface SeatReservationsTable {
  order_id: string;
  catalog_event_id: string;
  lines: SeatLine[];
  discount_code_id: string | null;
  status: SeatReservationStatus;
  expires_at: Date;
  last_position: bigint;
}

// Postgres allows 65,535 parameters per statement; order rows have 36 columns.
const CHUNK = 1000;

export const ordersProjector: Projector = {
  name: 'orders',
  eventTypes: ORDERS_EVENT_TYPES,
  version: 3,
  tables: ['orders', 'order_tickets', 'seat_reservations'],
  queryIndexes: [
    'orders_by_buyer',
    'orders_by_number',
    'orders_by_expiry',
    'orders_by_event',
    'orders_by_discount_code',
    'orders_by_creation',
    'orders_by_admin_status',
    'seat_reservations_by_expiry',
  ],
  migrations: {
    '0001_orders': {
      async up(db) {
        await db.schema
          .createTable('orders')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('number', 'text', (c) => c.notNull())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('payment_status', 'text', (c) => c.notNull())
          .addColumn('buyer_email', 'text', (c) => c.notNull())
          .addColumn('buyer_email_normalized', 'text', (c) => c.notNull())
          .addColumn('buyer_name', 'text', (c) => c.notNull())
          .addColumn('buyer_phone', 'text', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('document', 'jsonb', (c) => c.notNull())
          .addColumn('discount_code_id', 'uuid')
          .addColumn('tickets_count', 'integer', (c) => c.notNull())
          .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
          .addColumn('discount_cents', 'integer', (c) => c.notNull())
          .addColumn('fee_cents', 'integer', (c) => c.notNull())
          .addColumn('total_cents', 'integer', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('payment_provider', 'text')
          .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .addColumn('paid_at', 'timestamptz')
          .addColumn('tickets_issued_at', 'timestamptz')
          .addColumn('confirmation_sent_at', 'timestamptz')
          .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('refunds', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('orders_by_buyer')
          .on('orders')
          .columns(['buyer_email_normalized', 'created_at'])
          .execute();
        await db.schema.createIndex('orders_by_number').on('orders').column('number').execute();
        await db.schema.createIndex('orders_by_expiry').on('orders').columns(['status', 'expires_at']).execute();
        await db.schema.createIndex('orders_by_event').on('orders').column('catalog_event_id').execute();
        await db.schema.createIndex('orders_by_discount_code').on('orders').column('discount_code_id').execute();

        await db.schema
          .createTable('order_tickets')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('order_id', 'uuid', (c) => c.notNull())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('ticket_type_id', 'uuid', (c) => c.notNull())
          .addColumn('ticket_type_name', 'jsonb', (c) => c.notNull())
          .addColumn('holder_name', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('admitted_at', 'timestamptz')
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('order_tickets_code').on('order_tickets').column('code').unique().execute();
        await db.schema.createIndex('order_tickets_by_order').on('order_tickets').column('order_id').execute();

        await db.schema
          .createTable('seat_reservations')
          .addColumn('order_id', 'uuid', (c) => c.primaryKey())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('lines', 'jsonb', (c) => c.notNull())
          .addColumn('discount_code_id', 'uuid')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('seat_reservations_by_expiry')
          .on('seat_reservations')
          .columns(['status', 'expires_at'])
          .execute();
      },
    },
    // The back-office's list: refund figures, its status and a search column per order.
    '0002_admin_orders': {
      async up(db) {
        await db.schema
          .alterTable('orders')
          .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('refund_pending_cents', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('refundable_cents', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('refund_summary', 'text', (c) => c.notNull().defaultTo('none'))
          .addColumn('admin_status', 'text', (c) => c.notNull().defaultTo('pending'))
          .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('phone_digits', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        // The list pages newest first and stops at a page; the export walks the same order in chunks.
        await db.schema.createIndex('orders_by_creation').on('orders').columns(['created_at', 'id']).execute();
        await db.schema
          .createIndex('orders_by_admin_status')
          .on('orders')
          .columns(['admin_status', 'created_at'])
          .execute();
      },
    },
    '0003_event_cancelled': {
      async up(db) {
        await db.schema
          .alterTable('orders')
          .addColumn('event_cancelled', 'boolean', (c) => c.notNull().defaultTo(false))
          .execute();
      },
    },
  },

  async project(events: readonly RecordedEvent[], db: Kysely<ReadModelTables>): Promise<void> {
    await projectGroups(events, db, ordersReadModel);
  },
};

const ordersReadModel: GroupedReadModel<OrderRows, OrdersProjectedEvent> = {
  eventTypes: ORDERS_EVENT_TYPES,
  groupIdField: 'orderId',
  chunk: CHUNK,
  emptyGroup: () => ({ order: undefined, tickets: new Map(), reservation: undefined }),
  tables: [
    groupTable({
      table: 'orders',
      groupColumn: 'id',
      key: 'id',
      update: [
        'status',
        'payment_status',
        'payment_provider',
        'expires_at',
        'paid_at',
        'tickets_issued_at',
        'confirmation_sent_at',
        'event_cancelled',
        'paid_cents',
        'refunded_cents',
        'refund_pending_cents',
        'refundable_cents',
        'refund_summary',
        'admin_status',
        'refunds',
        'last_position',
      ],
      add: (group: OrderRows, row: OrdersTable) => {
        group.order = orderFromTable(row);
      },
      rows: (group) => [group.order],
      toTable: orderToTable,
    }),
    groupTable({
      table: 'order_tickets',
      groupColumn: 'order_id',
      key: 'id',
      update: ['status', 'admitted_at', 'last_position'],
      add: (group: OrderRows, row: OrderTicketsTable) => {
        group.tickets.set(row.id, ticketFromTable(row));
      },
      rows: (group) => [...group.tickets.values()],
      toTable: ticketToTable,
    }),
    groupTable({
      table: 'seat_reservations',
      groupColumn: 'order_id',
      key: 'order_id',
      update: ['lines', 'discount_code_id', 'status', 'expires_at', 'last_position'],
      add: (group: OrderRows, row: SeatReservationsTable) => {
        group.reservation = reservationFromTable(row);
      },
      rows: (group) => [group.reservation],
      toTable: reservationToTable,
    }),
  ],
  apply: applyOrderEvent,
};

function orderFromTable(row: OrdersTable): OrderRow {
  return {
    id: row.id,
    number: row.number,
    catalogEventId: row.catalog_event_id,
    status: row.status,
    paymentStatus: row.payment_status,
    buyerEmail: row.buyer_email,
    buyerEmailNormalized: row.buyer_email_normalized,
    buyerName: row.buyer_name,
    buyerPhone: row.buyer_phone,
    language: row.language,
    document: row.document,
    discountCodeId: row.discount_code_id,
    ticketsCount: row.tickets_count,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    feeCents: row.fee_cents,
    totalCents: row.total_cents,
    currency: row.currency,
    paymentProvider: row.payment_provider,
    expiresAt: iso(row.expires_at),
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
    ticketsIssuedAt: isoOrNull(row.tickets_issued_at),
    confirmationSentAt: isoOrNull(row.confirmation_sent_at),
    eventCancelled: row.event_cancelled,
    paidCents: row.paid_cents,
    refundedCents: row.refunded_cents,
    refundPendingCents: row.refund_pending_cents,
    refundableCents: row.refundable_cents,
    refundSummary: row.refund_summary,
    adminStatus: row.admin_status,
    searchText: row.search_text,
    phoneDigits: row.phone_digits,
    refunds: row.refunds,
    lastPosition: BigInt(row.last_position),
  };
}

function orderToTable(row: OrderRow) {
  return {
    id: row.id,
    number: row.number,
    catalog_event_id: row.catalogEventId,
    status: row.status,
    payment_status: row.paymentStatus,
    buyer_email: row.buyerEmail,
    buyer_email_normalized: row.buyerEmailNormalized,
    buyer_name: row.buyerName,
    buyer_phone: row.buyerPhone,
    language: row.language,
    document: row.document,
    discount_code_id: row.discountCodeId,
    tickets_count: row.ticketsCount,
    subtotal_cents: row.subtotalCents,
    discount_cents: row.discountCents,
    fee_cents: row.feeCents,
    total_cents: row.totalCents,
    currency: row.currency,
    payment_provider: row.paymentProvider,
    expires_at: row.expiresAt,
    created_at: row.createdAt,
    paid_at: row.paidAt,
    tickets_issued_at: row.ticketsIssuedAt,
    confirmation_sent_at: row.confirmationSentAt,
    event_cancelled: row.eventCancelled,
    paid_cents: row.paidCents,
    refunded_cents: row.refundedCents,
    refund_pending_cents: row.refundPendingCents,
    refundable_cents: row.refundableCents,
    refund_summary: row.refundSummary,
    admin_status: row.adminStatus,
    search_text: row.searchText,
    phone_digits: row.phoneDigits,
    refunds: row.refunds,
    last_position: row.lastPosition.toString(),
  };
}

function ticketFromTable(row: OrderTicketsTable): OrderTicketRow {
  return {
    id: row.id,
    orderId: row.order_id,
    catalogEventId: row.catalog_event_id,
    code: row.code,
    ticketTypeId: row.ticket_type_id,
    ticketTypeName: row.ticket_type_name,
    holderName: row.holder_name,
    status: row.status,
    admittedAt: isoOrNull(row.admitted_at),
    lastPosition: BigInt(row.last_position),
  };
}

function ticketToTable(row: OrderTicketRow) {
  return {
    id: row.id,
    order_id: row.orderId,
    catalog_event_id: row.catalogEventId,
    code: row.code,
    ticket_type_id: row.ticketTypeId,
    ticket_type_name: row.ticketTypeName,
    holder_name: row.holderName,
    status: row.status,
    admitted_at: row.admittedAt,
    last_position: row.lastPosition.toString(),
  };
}

function reservationFromTable(row: SeatReservationsTable): SeatReservationRow {
  return {
    orderId: row.order_id,
    catalogEventId: row.catalog_event_id,
    lines: row.lines,
    discountCodeId: row.discount_code_id,
    status: row.status,
    expiresAt: iso(row.expires_at),
    lastPosition: BigInt(row.last_position),
  };
}

function reservationToTable(row: SeatReservationRow) {
  return {
    order_id: row.orderId,
    catalog_event_id: row.catalogEventId,
    lines: row.lines,
    discount_code_id: row.discountCodeId,
    status: row.status,
    expires_at: row.expiresAt,
    last_position: row.lastPosition.toString(),
  };
}
