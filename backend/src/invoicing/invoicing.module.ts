import { Inject, Module } from '@nestjs/common';
import type { Database, EventStore } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { OrderLinks } from '../ordering/public-api';
import { OrderStreamsModule } from '../ordering/infrastructure/order-streams.module';
import { ProcessManagersModule } from '../shared/process-manager/process-managers.module';
import { InvoicesPdf } from './documents/invoices-pdf';
import { AdminInvoicesController, GuestInvoicesController } from './http/invoices.controller';
import { InvoiceSeriesStreams } from './infrastructure/invoice-series-streams';
import { ShopSellerDetails } from './infrastructure/shop-seller-details';
import { Invoicing } from './process/invoicing';
import { InvoicesQueries } from './queries/invoices.queries';
import { InvoiceRegisterController } from './register/invoice-register.controller';
import { InvoiceRegisterQueries } from './register/invoice-register.queries';
import { SellerDetails } from './seller-details';

/** Invoices and credit notes: numbered on one series stream, printed on request (docs/invoices.md). */
@Module({
  imports: [OrderStreamsModule],
  controllers: [AdminInvoicesController, GuestInvoicesController, InvoiceRegisterController],
  providers: [
    InvoiceSeriesStreams,
    InvoicesQueries,
    InvoiceRegisterQueries,
    InvoicesPdf,
    OrderLinks,
    Invoicing,
    { provide: SellerDetails, useClass: ShopSellerDetails },
  ],
})
export class InvoicingModule extends ProcessManagersModule {
  constructor(
    @Inject(DATABASE) database: Database,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    invoicing: Invoicing,
  ) {
    super(database, store, config, [invoicing]);
  }
}
