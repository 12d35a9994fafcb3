import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Database, EventStore } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { PAYMENT_NOTIFICATION_SINK } from '../payments/payment-notification-sink';
import { PaymentsModule } from '../payments/payments.module';
import { AdminOrderCommands } from './admin-order-commands/admin-order-commands';
import { AdminOrdersController } from './admin-orders/admin-orders.controller';
import { AdminOrdersQueries } from './admin-orders/admin-orders.queries';
import { TicketsPdf } from './deliver-tickets/tickets-pdf';
import { OrderLookupMails } from './find-orders/order-lookup-mails';
import { AdminOrderCommandsController } from './http/admin-order-commands.controller';
import { CheckoutController } from './http/checkout.controller';
import { GuestOrderViews } from './http/guest-order-views';
import { GuestOrdersController } from './http/guest-orders.controller';
import { PaymentsController } from './http/payments.controller';
import { ScannerController } from './http/scanner.controller';
import { CatalogSnapshots } from './infrastructure/catalog-snapshots';
import { LookupThrottle } from './infrastructure/lookup-throttle';
import { OrderThrottle } from './infrastructure/order-throttle';
import { OrderLinks } from './infrastructure/order-links';
import { OrderStreamsModule } from './infrastructure/order-streams.module';
import { InitiatePayment } from './initiate-payment/initiate-payment';
import { PlaceGuestOrderHandler } from './place-order/place-order.handler';
import { EventCancellations } from './process/event-cancellations';
import { EventReactor } from './process/event-reactor';
import { OrderFulfilment } from './process/order-fulfilment';
import { OrderMails } from './process/order-mails';
import { PaymentRefunds } from './process/payment-refunds';
import { ReservationSweeper } from './process/reservation-sweeper';
import { GuestOrdersQueries } from './queries/guest-orders.queries';
import { Quotes } from './quote/quotes';
import { RecordPaymentNotification } from './record-payment/record-payment-notification';
import { ScanTicket } from './scan-ticket/scan-ticket';
import { PublicReadsModule } from '../shared/http/public-reads/public-reads.module';

/**
 * Buying: guest orders, their payments, e-tickets, mails and scanning (docs/ordering.md). The seat
 * inventory lives in SeatInventoryModule, which the catalog uses too.
 */
@Module({
  imports: [OrderStreamsModule, PaymentsModule, PublicReadsModule],
  controllers: [
    CheckoutController,
    GuestOrdersController,
    PaymentsController,
    ScannerController,
    AdminOrdersController,
    AdminOrderCommandsController,
  ],
  providers: [
    AdminOrdersQueries,
    AdminOrderCommands,
    { provide: PAYMENT_NOTIFICATION_SINK, useExisting: RecordPaymentNotification },
    CatalogSnapshots,
    GuestOrdersQueries,
    GuestOrderViews,
    OrderLinks,
    LookupThrottle,
    OrderThrottle,
    Quotes,
    PlaceGuestOrderHandler,
    InitiatePayment,
    TicketsPdf,
    OrderLookupMails,
    ScanTicket,
    OrderFulfilment,
    PaymentRefunds,
    OrderMails,
    EventCancellations,
    ReservationSweeper,
  ],
})
export class OrderingModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly reactors: EventReactor[];
  private sweeping: NodeJS.Timeout | undefined;
  private sweep: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sweeper: ReservationSweeper,
    fulfilment: OrderFulfilment,
    refunds: PaymentRefunds,
    mails: OrderMails,
    cancellations: EventCancellations,
  ) {
    this.reactors = [fulfilment, refunds, mails, cancellations].map(
      (reaction) => new EventReactor(database, store, reaction),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.RUN_PROCESS_MANAGERS) return;
    await EventReactor.prepare(this.database);
    for (const reactor of this.reactors) reactor.start();
    this.sweeping = setInterval(() => {
      this.sweep = this.sweep.then(() =>
        this.sweeper.sweep().catch((error: unknown) => {
          new Logger('Reservations').error({ msg: 'sweep failed', error: String(error) });
        }),
      );
    }, this.config.ORDER_SWEEP_INTERVAL_MS);
    this.sweeping.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeping);
    await this.sweep;
    await Promise.all(this.reactors.map((reactor) => reactor.stop()));
  }

  /** Tests wait for the process managers to have handled everything up to a position. */
  whenProcessed(position: bigint): Promise<void> {
    return Promise.all(this.reactors.map((reactor) => reactor.whenPassed(position))).then(() => undefined);
  }
}
