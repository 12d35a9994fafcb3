import { adminActivityProjector } from './admin-activity/admin-activity.projector';
import { auditLogProjector } from './audit-log/audit-log.projector';
import type { Projector } from './projector';
import { invoicesProjector } from './invoices/invoices.projector';
import { catalogProjector } from './catalog/catalog.projector';
import { financeLedgerProjector } from './finance-ledger/finance-ledger.projector';
import { ordersProjector } from './orders/orders.projector';
import { refundsProjector } from './refunds/refunds.projector';
import { usersProjector } from './users/users.projector';

/** Every read model the shop keeps. The runner, the CLI and the rebuild benchmark use this list. */
export const allProjectors: readonly Projector[] = [
  catalogProjector,
  usersProjector,
  adminActivityProjector,
  ordersProjector,
  auditLogProjector,
  refundsProjector,
  invoicesProjector,
  financeLedgerProjector,
];
