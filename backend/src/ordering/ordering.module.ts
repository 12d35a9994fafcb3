import { Inject, Logger, Module } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PeriodicWork, type Database, type EventStore } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { PAYMENT_NOTIFICATION_SINK, type PaymentNotificationSink } from '../payments/public-api';
import { PaymentsModule } from '../payments/payments.module';
import { AdminOrdersController } from './admin-orders/admin-orders.controller';
import { AdminOrdersQueries } from './admin-orders/admin-orders.queries';
import { CancelUnpaidOrderHandler } from './cancel-unpaid-order/cancel-unpaid-order.handler';
import { ConfirmBankTransferHandler } from './confirm-bank-transfer/confirm-bank-transfer.handler';
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
import { InitiatePaymentHandler } from './initiate-payment/initiate-payment.handler';
import { PlaceGuestOrderHandler } from './place-order/place-order.handler';
import { EventCancellations } from './process/event-cancellations';
import { OrderFulfilment } from './process/order-fulfilment';
import { OrderMails } from './process/order-mails';
import { PaymentRefunds } from './process/payment-refunds';
import { ProcessManagersModule } from '../shared/process-manager/process-managers.module';
import { ReservationSweeper } from './process/reservation-sweeper';
import { GuestOrdersQueries } from './queries/guest-orders.queries';
import { Quotes } from './quote/quotes';
import { RecordPaymentNotificationCommand } from './record-payment/record-payment-notification.command';
import { RecordPaymentNotificationHandler } from './record-payment/record-payment-notification.handler';
import { RecordRefundPaidOutHandler } from './record-refund-paid-out/record-refund-paid-out.handler';
import { ResendConfirmationHandler } from './resend-confirmation/resend-confirmation.handler';
import { ScanTicketHandler } from './scan-ticket/scan-ticket.handler';
import { PublicReadsModule } from '../shared/http/public-reads/public-reads.module';
import { VoidTicketsHandler } from './void-tickets/void-tickets.handler';
import { VoidTicketsController } from './void-tickets/void-tickets.controller';

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
    VoidTicketsController,
  ],
  providers: [
    AdminOrdersQueries,
    ConfirmBankTransferHandler,
    RecordRefundPaidOutHandler,
    CancelUnpaidOrderHandler,
    ResendConfirmationHandler,
    VoidTicketsHandler,
    RecordPaymentNotificationHandler,
    // Payments hands every verified notification to its sink; here the sink is this command.
    {
      provide: PAYMENT_NOTIFICATION_SINK,
      inject: [CommandBus],
      useFactory: (commands: CommandBus): PaymentNotificationSink => ({
        record: (notification) => commands.execute(new RecordPaymentNotificationCommand(notification)),
      }),
    },
    CatalogSnapshots,
    GuestOrdersQueries,
    GuestOrderViews,
    OrderLinks,
    LookupThrottle,
    OrderThrottle,
    Quotes,
    PlaceGuestOrderHandler,
    InitiatePaymentHandler,
    TicketsPdf,
    OrderLookupMails,
    ScanTicketHandler,
    OrderFulfilment,
    PaymentRefunds,
    OrderMails,
    EventCancellations,
    ReservationSweeper,
  ],
})
export class OrderingModule extends ProcessManagersModule {
  /** The hold sweeper, a background job of its own: it runs in the one process holding its lease. */
  private readonly sweeping: PeriodicWork;

  constructor(
    @Inject(DATABASE) database: Database,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sweeper: ReservationSweeper,
    fulfilment: OrderFulfilment,
    refunds: PaymentRefunds,
    mails: OrderMails,
    cancellations: EventCancellations,
  ) {
    super(database, store, config, [fulfilment, refunds, mails, cancellations]);
    this.sweeping = new PeriodicWork(
      (fence) => this.sweeper.sweep(new Date(), fence),
      config.ORDER_SWEEP_INTERVAL_MS,
      (error) => new Logger('Reservations').error({ msg: 'sweep failed', error: String(error) }),
    );
  }

  override async onApplicationBootstrap(): Promise<void> {
    await super.onApplicationBootstrap();
    this.leases.add('sweeper:holds', this.sweeping, { runsHere: this.config.RUN_PROCESS_MANAGERS });
  }

  override async onApplicationShutdown(): Promise<void> {
    await this.sweeping.stop();
    await super.onApplicationShutdown();
  }
}
