import { Inject, Module } from '@nestjs/common';
import type { Database, EventStore } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { OrderStreamsModule } from '../ordering/infrastructure/order-streams.module';
import { ProcessManagersModule } from '../shared/process-manager/process-managers.module';
import { ApproveRefundRequestHandler } from './approve-refund-request/approve-refund-request.handler';
import { ChangeRefundPolicyHandler } from './change-refund-policy/change-refund-policy.handler';
import { RefundsController } from './http/refunds.controller';
import { RefundStreams } from './infrastructure/refund-streams';
import { RefundRequestsProcess } from './process/refund-requests';
import { RefundsQueries } from './queries/refunds.queries';
import { RefundSingleOrderHandler } from './refund-single-order/refund-single-order.handler';
import { RejectRefundRequestHandler } from './reject-refund-request/reject-refund-request.handler';
import { RequestBulkRefundHandler } from './request-bulk-refund/request-bulk-refund.handler';
import { RetryFailedOrdersHandler } from './retry-failed-orders/retry-failed-orders.handler';
import { RetryOrderRefundHandler } from './retry-order-refund/retry-order-refund.handler';

/** Refund requests, their four-eyes approval within the refund limits, and carrying them out (docs/money.md). */
@Module({
  imports: [OrderStreamsModule, IdentityModule],
  controllers: [RefundsController],
  providers: [
    RefundStreams,
    RefundsQueries,
    RequestBulkRefundHandler,
    ApproveRefundRequestHandler,
    RejectRefundRequestHandler,
    RetryFailedOrdersHandler,
    ChangeRefundPolicyHandler,
    // An admin's refund of one order, sent from the orders screen (ordering's routes), counts on the refund policy.
    RefundSingleOrderHandler,
    RetryOrderRefundHandler,
    RefundRequestsProcess,
  ],
})
export class RefundsModule extends ProcessManagersModule {
  constructor(
    @Inject(DATABASE) database: Database,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    process: RefundRequestsProcess,
  ) {
    super(database, store, config, [process]);
  }
}
