import { Controller, Get, Inject, type OnModuleInit } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { BANK_TRANSFER, PAYMENT_METHODS, type PaymentMethodName } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Public } from '../../identity/public-api';
import { ShopSettings } from '../../settings/public-api';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/public-api';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';
import { PublicReads } from '../../shared/http/public-reads/public-reads';
import { PAYMENT_METHOD_NAMES } from '../payment-method-names';

class PaymentMethodResponse {
  @ApiProperty({ enum: PAYMENT_METHODS, example: 'makecommerce' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
}

export class CheckoutOptionsResponse {
  @ApiProperty({ type: [PaymentMethodResponse] }) payment_methods!: PaymentMethodResponse[];
  @ApiProperty({ description: 'Payment fee in percent of the discounted subtotal', example: 1.5 }) fee_percent!: number;
  @ApiProperty({ description: 'How long an unpaid order holds its seats', example: 15 }) hold_minutes!: number;
  @ApiProperty({
    description: 'How long an order paid by bank transfer holds its seats (never past the event’s start)',
    example: 72,
  })
  bank_transfer_hold_hours!: number;
}

@ApiTags('orders')
@Public()
@Controller('v1/checkout')
export class CheckoutController implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly settings: ShopSettings,
    private readonly publicReads: PublicReads,
  ) {}

  /** The options come from the settings (providers, fee, transfer days), so they are built again when the settings change. */
  onModuleInit(): void {
    this.publicReads.register('/api/v1/checkout/options', {
      source: this.settings.readSource,
      answer: async () => this.options(),
    });
  }

  @Get('options')
  @ApiOperation({ summary: 'Payment methods and the service fee of the checkout' })
  @ApiOkResponse({ type: CheckoutOptionsResponse })
  options(): CheckoutOptionsResponse {
    const { payment } = this.settings.current();
    // The settings refuse enabling bank transfer without an account, so an offered transfer has one to pay into.
    const methods: PaymentMethodName[] = [...this.providers.keys()];
    if (payment.bankTransferEnabled) methods.push(BANK_TRANSFER);
    return {
      payment_methods: methods.map((id) => ({ id, name: PAYMENT_METHOD_NAMES[id] })),
      fee_percent: payment.paymentFeePercent,
      hold_minutes: this.config.ORDER_HOLD_MINUTES,
      bank_transfer_hold_hours: payment.bankTransferDays * 24,
    };
  }
}
