import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Public } from '../../identity/auth/access-decorators';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/providers/payment-provider';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';

class PaymentMethodResponse {
  @ApiProperty({ enum: ['sandbox', 'makecommerce', 'paysera'] }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
}

export class CheckoutOptionsResponse {
  @ApiProperty({ type: [PaymentMethodResponse] }) payment_methods!: PaymentMethodResponse[];
  @ApiProperty({ description: 'Payment fee in percent of the discounted subtotal' }) fee_percent!: number;
  @ApiProperty({ description: 'How long an unpaid order holds its seats' }) hold_minutes!: number;
}

const NAMES: Record<string, { lt: string; en: string }> = {
  sandbox: { lt: 'Bandomasis mokėjimas (be pinigų)', en: 'Test payment (no money moves)' },
  makecommerce: { lt: 'Banko nuoroda arba kortelė (MakeCommerce)', en: 'Bank link or card (MakeCommerce)' },
  paysera: { lt: 'Banko nuoroda (Paysera)', en: 'Bank link (Paysera)' },
};

@ApiTags('orders')
@Public()
@Controller('v1/checkout')
export class CheckoutController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  @Get('options')
  @ApiOkResponse({ type: CheckoutOptionsResponse })
  options(): CheckoutOptionsResponse {
    return {
      payment_methods: [...this.providers.keys()].map((id) => ({ id, name: NAMES[id]! })),
      fee_percent: this.config.PAYMENT_FEE_PERCENT,
      hold_minutes: this.config.ORDER_HOLD_MINUTES,
    };
  }
}
