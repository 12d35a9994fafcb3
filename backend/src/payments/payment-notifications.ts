import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { PAYMENT_PROVIDERS as PROVIDER_NAMES, type PaymentProviderName } from '@ticketshop/projections';
import { PAYMENT_NOTIFICATION_SINK, type PaymentNotificationSink } from './payment-notification-sink';
import {
  InvalidNotificationError,
  PAYMENT_PROVIDERS,
  type IncomingProviderRequest,
  type NotificationAcknowledgement,
  type PaymentProvider,
  type PaymentProviders,
} from './providers/payment-provider';

/** The provider named in a path is unknown or not enabled here. */
export class UnknownPaymentProviderError extends Error {
  constructor(readonly providerName: string) {
    super(`payment provider ${providerName} is not enabled`);
    this.name = 'UnknownPaymentProviderError';
  }
}

/** Where a signed message came in: a provider's server call, or the buyer's browser coming back. */
export type NotificationChannel = 'notification' | 'return';

/** The one path every signed provider message takes: verify with its provider, then hand it to the sink. */
@Injectable()
export class PaymentNotifications implements OnModuleInit {
  private readonly logger = new Logger('Payments');
  private sink: PaymentNotificationSink | undefined;

  constructor(
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly modules: ModuleRef,
  ) {}

  /**
   * The sink lives in the module that imports this one (ordering), which Nest does not let an imported
   * module inject; every provider exists once modules initialise, so it is looked up across the app.
   */
  onModuleInit(): void {
    try {
      this.sink = this.modules.get<PaymentNotificationSink>(PAYMENT_NOTIFICATION_SINK, { strict: false });
    } catch {
      throw new Error('PAYMENT_NOTIFICATION_SINK is not provided: the module importing PaymentsModule must provide it');
    }
  }

  /** The enabled provider of that name. */
  provider(name: string): PaymentProvider {
    const provider = (PROVIDER_NAMES as readonly string[]).includes(name)
      ? this.providers.get(name as PaymentProviderName)
      : undefined;
    if (!provider) throw new UnknownPaymentProviderError(name);
    return provider;
  }

  /**
   * Verifies and records one message and answers what the provider expects. Throws
   * `UnknownPaymentProviderError`, `InvalidNotificationError` (logged here, nothing recorded), or
   * whatever the sink throws: the provider then sends again.
   */
  async receive(
    providerName: string,
    request: IncomingProviderRequest,
    channel: NotificationChannel = 'notification',
  ): Promise<NotificationAcknowledgement> {
    const provider = this.provider(providerName);
    let notification;
    try {
      notification = provider.verifyNotification(request);
    } catch (error) {
      if (error instanceof InvalidNotificationError) {
        // The detail names what failed, never a secret or an expected signature.
        this.logger.warn({
          msg: `payment ${channel} refused`,
          provider: error.provider,
          reason: error.reason,
          detail: error.message,
        });
      }
      throw error;
    }
    if (!this.sink) throw new Error('PaymentNotifications used before the application was initialised');
    await this.sink.record(notification);
    return provider.acknowledgement;
  }
}
