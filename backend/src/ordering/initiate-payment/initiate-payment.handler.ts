import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_TRANSFER, normalizeEmail, type PaymentProviderName, orderNumberOf } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type PaymentProviders,
  PAYMENT_SUCCESS_PAGE,
  providerReturnUrls,
  shopUrlFor,
  withOrderId,
} from '../../payments/public-api';
import { ShopSettings } from '../../settings/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { isPayable } from '../domain/order.decider';
import { orderingErrors } from '../domain/ordering.errors';
import { OrderStreams } from '../infrastructure/order-streams';
import { InitiatePaymentCommand, type PaymentAsked, type PaymentStarted } from './initiate-payment.command';

const DAY_MS = 86_400_000;

const paymentFailed = () =>
  new LocalizedHttpException(HttpStatus.BAD_GATEWAY, {
    lt: 'Nepavyko inicijuoti mokėjimo',
    en: 'Failed to initiate payment',
  });

const methodUnavailable = () =>
  orderingErrors.invalid('payment_method', {
    lt: 'Šis mokėjimo būdas negalimas',
    en: 'This payment method is not available',
  });

/**
 * Starts (or starts again) the payment of an unpaid order with one of the enabled providers and
 * records the attempt; the buyer's browser is then sent to the provider.
 */
@CommandHandler(InitiatePaymentCommand)
export class InitiatePaymentHandler implements ICommandHandler<InitiatePaymentCommand> {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly orders: OrderStreams,
    private readonly settings: ShopSettings,
  ) {}

  async execute({ asked: request, metadata }: InitiatePaymentCommand): Promise<PaymentStarted> {
    const { state } = await this.orders.load(request.orderId);
    if (
      state.status === 'none' ||
      (request.email !== undefined && normalizeEmail(request.email) !== normalizeEmail(state.order.buyer.email))
    ) {
      throw orderingErrors.orderNotFound();
    }
    if (!isPayable(state, metadata.now)) {
      throw orderingErrors.notPayable(
        state.status === 'placed' || state.status === 'paying' ? 'expired' : state.status,
      );
    }
    if (request.provider === BANK_TRANSFER) return this.chooseBankTransfer(state.order.orderId, request, metadata);
    const provider = this.providerFor(request.provider);
    const { order } = state;
    const paymentId = randomUUID();
    const number = orderNumberOf(order.orderId);
    let created;
    try {
      created = await provider.createPayment({
        orderId: order.orderId,
        paymentId,
        amountCents: order.totalCents,
        currency: order.currency,
        description:
          order.language === 'en'
            ? `Tickets: ${order.event.name.en} (order ${number})`
            : `Bilietai: ${order.event.name.lt} (užsakymas ${number})`,
        buyer: { email: order.buyer.email, firstName: order.buyer.firstName, lastName: order.buyer.lastName },
        language: order.language,
        customerIp: request.customerIp,
        urls: providerReturnUrls(shopUrlFor(request.requestedOrigin, this.config), provider.name, order.orderId, {
          returnPath: request.returnPath,
          cancelPath: request.cancelPath,
        }),
      });
    } catch (error) {
      this.logger.error({
        msg: 'provider refused to create a payment',
        provider: provider.name,
        orderId: order.orderId,
        error: String(error),
      });
      throw paymentFailed();
    }
    await this.orders.decide(
      {
        type: 'InitiatePayment',
        data: {
          orderId: order.orderId,
          paymentId,
          provider: provider.name,
          providerTransactionId: created.providerTransactionId,
          now: metadata.now.toISOString(),
        },
      },
      metadata,
    );
    return { paymentUrl: created.paymentUrl, provider: provider.name };
  }

  /**
   * No provider to send the buyer to: the seats are held for the transfer, and the buyer goes straight
   * to the shop's result page, which shows the payment instructions (reference: the order number).
   */
  private async chooseBankTransfer(
    orderId: string,
    request: PaymentAsked,
    metadata: CommandMetadata,
  ): Promise<PaymentStarted> {
    const { bankTransferEnabled, bankTransferDays } = this.settings.current().payment;
    if (!bankTransferEnabled) throw methodUnavailable();
    await this.orders.decide(
      {
        type: 'ChooseBankTransfer',
        data: {
          orderId,
          reference: orderNumberOf(orderId),
          now: metadata.now.toISOString(),
          holdMs: bankTransferDays * DAY_MS,
        },
      },
      metadata,
    );
    const page = withOrderId(PAYMENT_SUCCESS_PAGE, orderId);
    return {
      paymentUrl: new URL(page, shopUrlFor(request.requestedOrigin, this.config)).toString(),
      provider: BANK_TRANSFER,
    };
  }

  private providerFor(name: PaymentProviderName | undefined): PaymentProvider {
    const provider = name ? this.providers.get(name) : this.providers.values().next().value;
    if (!provider) throw methodUnavailable();
    return provider;
  }
}
