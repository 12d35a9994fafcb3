export * from './database/database';
export * from './eventstore/event-store';
export { PostgresEventStore } from './eventstore/postgres-event-store';
export * from './events/metadata';
export * from './events/event-catalog';
export { eventCatalog } from './events/shop-event-catalog';
export * from './events/catalog/catalog-values';
export * from './events/catalog/catalog-events';
export * from './events/identity/identity-values';
export * from './events/identity/identity-events';
export * from './events/newsletter/newsletter-events';
export * from './events/ordering/ordering-values';
export * from './events/ordering/ordering-events';
export * from './events/refunds/refund-events';
export * from './events/invoicing/invoicing-events';
export * from './events/settings/settings-events';
export type { Projector } from './projectors/projector';
export type {
  AuditLogSubjectsTable,
  ProcessManagerCheckpointsTable,
  ReadModelDatabase,
  ReadModelTables,
} from './projectors/read-model-database';
export { allProjectors } from './projectors/all-projectors';
export type {
  CatalogDiscountCodesTable,
  CatalogEventsTable,
  CatalogTicketTypesTable,
} from './projectors/catalog/catalog.projector';
export type { CatalogEventDocument, CatalogRowStatus } from './projectors/catalog/catalog';
export type { UsersTable } from './projectors/users/users.projector';
export type { UserChange } from './projectors/users/users';
export type { OrdersTable, OrderTicketsTable, SeatReservationsTable } from './projectors/orders/orders.projector';
export type {
  AdminOrderStatus,
  OrderDocument,
  OrderRefund,
  OrderRefundState,
  OrderRefundSummary,
  OrderTicketStatus,
  SeatReservationStatus,
} from './projectors/orders/orders';
export { ADMIN_ORDER_STATUSES, ORDER_REFUND_SUMMARIES } from './projectors/orders/orders';
export { ORDER_NUMBER, orderNumberOf } from './projectors/orders/order-number';
export type {
  RefundPolicyTable,
  RefundPolicyUsageTable,
  RefundRequestsTable,
  RefundUsageEntriesTable,
} from './projectors/refunds/refunds.projector';
export type {
  RefundRequestDecision,
  RefundRequestOrderProgress,
  RefundRequestOrderState,
  RefundRequestStatus,
} from './projectors/refunds/refunds';
export type { AdminActivityTable } from './projectors/admin-activity/admin-activity.projector';
export type { ActivitySubject } from './projectors/admin-activity/admin-activity';
export type { AuditLogTable } from './projectors/audit-log/audit-log.projector';
export { AUDIT_ACTIONS, type AuditAction } from './projectors/audit-log/audit-log';
export type { InvoicesTable, InvoiceDocument, InvoiceKind } from './projectors/invoices/invoices.projector';
export { Projections, UnknownProjectionError, type ProjectionStatus } from './runner/projections';
export type { RunnerLogger } from './runner/projection-runner';
export { delay, ResumingLoop } from './runner/resuming-loop';
export {
  defaultInstanceName,
  JobLeases,
  LeaseLostError,
  PeriodicWork,
  type JobLeaseStatus,
  type LeasedWork,
  type LeaseFence,
} from './runner/job-lease';
export { READ_MODELS_SCHEMA, digestOf } from './runner/projection-store';
export * from './storage';
export { acquireDataDirLock } from './data-dir-lock';
