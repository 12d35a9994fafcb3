import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Database, EventStore } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { OrderLinks } from '../ordering/infrastructure/order-links';
import { OrderStreamsModule } from '../ordering/infrastructure/order-streams.module';
import { EventReactor } from '../ordering/process/event-reactor';
import { InvoicesPdf } from './documents/invoices-pdf';
import { AdminInvoicesController, GuestInvoicesController } from './http/invoices.controller';
import { InvoiceSeriesStreams } from './infrastructure/invoice-series-streams';
import { ShopSellerDetails } from './infrastructure/shop-seller-details';
import { Invoicing } from './process/invoicing';
import { InvoicesQueries } from './queries/invoices.queries';
import { SellerDetails } from './seller-details';

/** Invoices and credit notes: numbered on one series stream, printed on request (docs/invoices.md). */
@Module({
  imports: [OrderStreamsModule],
  controllers: [AdminInvoicesController, GuestInvoicesController],
  providers: [
    InvoiceSeriesStreams,
    InvoicesQueries,
    InvoicesPdf,
    OrderLinks,
    Invoicing,
    { provide: SellerDetails, useClass: ShopSellerDetails },
  ],
})
export class InvoicingModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly reactor: EventReactor;

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    invoicing: Invoicing,
  ) {
    this.reactor = new EventReactor(database, store, invoicing);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.RUN_PROCESS_MANAGERS) return;
    await EventReactor.prepare(this.database);
    this.reactor.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.reactor.stop();
  }

  /** Tests wait for the invoicing process to have handled everything up to a position. */
  whenProcessed(position: bigint): Promise<void> {
    return this.reactor.whenPassed(position);
  }
}
