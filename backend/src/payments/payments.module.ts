import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PaymentCallbacksController } from './http/payment-callbacks.controller';
import { SandboxPaymentController } from './http/sandbox-payment.controller';
import { PaymentNotifications } from './payment-notifications';
import { ShopSettings } from '../settings/public-api';
import { LivePaymentProviders } from './payment-providers';
import { PAYMENT_PROVIDERS } from './providers/payment-provider';

/**
 * The payment providers and their HTTP routes. It knows nothing of orders: what a verified notification
 * means is the business of the `PAYMENT_NOTIFICATION_SINK`, which the module importing this one
 * provides (found at start wherever it is provided; the shop does not start without it).
 */
@Module({
  controllers: [PaymentCallbacksController, SandboxPaymentController],
  providers: [
    {
      provide: PAYMENT_PROVIDERS,
      inject: [APP_CONFIG, ShopSettings],
      useFactory: (config: AppConfig, settings: ShopSettings) => new LivePaymentProviders(config, settings),
    },
    PaymentNotifications,
  ],
  exports: [PAYMENT_PROVIDERS, PaymentNotifications],
})
export class PaymentsModule {}
