import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Database, EventStore } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { OrderStreamsModule } from '../ordering/infrastructure/order-streams.module';
import { EventReactor } from '../ordering/process/event-reactor';
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
export class RefundsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly reactor: EventReactor;

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    process: RefundRequestsProcess,
  ) {
    this.reactor = new EventReactor(database, store, process);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.RUN_PROCESS_MANAGERS) return;
    await EventReactor.prepare(this.database);
    this.reactor.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.reactor.stop();
  }

  /** Tests wait for the refund-requests process to have handled everything up to a position. */
  whenProcessed(position: bigint): Promise<void> {
    return this.reactor.whenPassed(position);
  }
}
