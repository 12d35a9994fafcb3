/**
 * The read side's schema: every read-model table by name, typed by the columns its projector declares,
 * so a query or a projector naming a column that is not there fails the build, not production.
 */
import type { ColumnType } from 'kysely';
import type { AdminActivityTable } from './admin-activity/admin-activity.projector';
import type { AuditLogTable } from './audit-log/audit-log.projector';
import type {
  CatalogDiscountCodesTable,
  CatalogEventsTable,
  CatalogTicketTypesTable,
} from './catalog/catalog.projector';
import type {
  FinanceCatalogEventsTable,
  FinanceEntriesTable,
  FinanceUsersTable,
} from './finance-ledger/finance-ledger.projector';
import type { FinanceOrder, FinanceRefund } from './finance-ledger/finance-ledger';
import type { InvoicesTable } from './invoices/invoices.projector';
import type { OrdersTable, OrderTicketsTable, SeatReservationsTable } from './orders/orders.projector';
import type {
  RefundPolicyTable,
  RefundPolicyUsageTable,
  RefundRequestsTable,
  RefundUsageEntriesTable,
} from './refunds/refunds.projector';
import type { UsersTable } from './users/users.projector';

/** Columns of `audit_log_subjects`: which catalog event an order or a refund request belongs to. */
export interface AuditLogSubjectsTable {
  subject_id: string;
  catalog_event_id: string;
}

/**
 * The read models as a projector sees them: inside its generation schema, names without a schema.
 * A new read model adds its tables here. (A type, not an interface: Kysely's `withTables` wants an
 * index signature, which only a type alias has implicitly.)
 */
export type ReadModelTables = {
  admin_activity: AdminActivityTable;
  audit_log: AuditLogTable;
  audit_log_subjects: AuditLogSubjectsTable;
  catalog_discount_codes: CatalogDiscountCodesTable;
  catalog_events: CatalogEventsTable;
  catalog_ticket_types: CatalogTicketTypesTable;
  finance_catalog_events: FinanceCatalogEventsTable;
  finance_entries: FinanceEntriesTable;
  finance_orders: FinanceOrder;
  finance_refunds: FinanceRefund;
  finance_users: FinanceUsersTable;
  invoices: InvoicesTable;
  order_tickets: OrderTicketsTable;
  orders: OrdersTable;
  refund_policy: RefundPolicyTable;
  refund_policy_usage: RefundPolicyUsageTable;
  refund_requests: RefundRequestsTable;
  refund_usage_entries: RefundUsageEntriesTable;
  seat_reservations: SeatReservationsTable;
  users: UsersTable;
};

/** Columns of `process_manager_checkpoints`: how far each process manager has reacted in the log. */
export interface ProcessManagerCheckpointsTable {
  name: string;
  // A bigint: `pg` and PGlite read it as a BigInt; written as its digits or a BigInt.
  position: ColumnType<bigint, bigint | string, bigint | string>;
}

/**
 * What the queries see: each read model as its published `read_models.<table>` view, and the
 * infrastructure tables the read side queries through the builder.
 */
export type ReadModelDatabase = {
  [Table in keyof ReadModelTables as `read_models.${Table}`]: ReadModelTables[Table];
} & {
  process_manager_checkpoints: ProcessManagerCheckpointsTable;
};
