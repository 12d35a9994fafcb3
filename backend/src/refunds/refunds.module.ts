import { Inject, Module } from '@nestjs/common';
import type { Database, EventStore } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { OrderStreamsModule } from '../ordering/infrastructure/order-streams.module';
import { ProcessManagersModule } from '../shared/process-manager/process-managers.module';
import { ApproveRefundRequest } from './approve-refund-request/approve-refund-request';
import { ChangeRefundPolicy } from './change-refund-policy/change-refund-policy';
import { RefundsController } from './http/refunds.controller';
import { RefundStreams } from './infrastructure/refund-streams';
import { RefundRequestsProcess } from './process/refund-requests';
import { RefundsQueries } from './queries/refunds.queries';
import { RejectRefundRequest } from './reject-refund-request/reject-refund-request';
import { RequestBulkRefund } from './request-bulk-refund/request-bulk-refund';
import { RetryFailedOrders } from './retry-failed-orders/retry-failed-orders';

/** Refund requests, their four-eyes approval within the refund limits, and carrying them out (docs/money.md). */
@Module({
  imports: [OrderStreamsModule],
  controllers: [RefundsController],
  providers: [
    RefundStreams,
    RefundsQueries,
    RequestBulkRefund,
    ApproveRefundRequest,
    RejectRefundRequest,
    RetryFailedOrders,
    ChangeRefundPolicy,
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
