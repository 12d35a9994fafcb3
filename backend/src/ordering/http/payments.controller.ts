import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../identity/auth/access-decorators';
import { isUuid } from '../../catalog/queries/catalog-rows';
import { clientAddressOf } from '../../identity/http/request-context';
import { requestedOrigin } from '../../payments/http/provider-urls';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/providers/payment-provider';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { LocalizedHttpException, localizedNotFound } from '../../shared/http/localized-exceptions';
import { InitiatePayment } from '../initiate-payment/initiate-payment';
import { LookupThrottle } from '../infrastructure/lookup-throttle';
import { OrderStreams } from '../infrastructure/order-streams';
import { RecordPaymentNotification } from '../record-payment/record-payment-notification';
import { GuestOrderEnvelope, PaymentStartedResponse, type OrderView } from '../queries/guest-order.response';
import { GuestOrdersQueries } from '../queries/guest-orders.queries';
import { GuestOrderViews } from './guest-order-views';
import { InitiatePaymentRequest, VerifyPaymentQuery } from './guest-order.requests';

const VERIFY_NOT_FOUND = {
  lt: 'Nepavyko rasti užsakymo arba neteisingas el. pašto adresas',
  en: 'Could not find order or incorrect email address',
};

@ApiTags('payments')
@Public()
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: InitiatePayment,
    private readonly queries: GuestOrdersQueries,
    private readonly views: GuestOrderViews,
    private readonly throttle: LookupThrottle,
    private readonly notifications: RecordPaymentNotification,
    private readonly orders: OrderStreams,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  /** SPEC §7's direct form: the order id (unguessable) is enough to pay it. */
  @Post('initiate')
  @ApiOperation({ summary: 'Start paying an order (direct form)' })
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentStartedResponse })
  async initiate(@Body() body: InitiatePaymentRequest, @Req() request: Request): Promise<PaymentStartedResponse> {
    const order = await this.queries.findById(body.orderId);
    if (!order) throw localizedNotFound(VERIFY_NOT_FOUND);
    const started = await this.payments.execute(
      {
        orderId: order.order.orderId,
        ...(body.paymentMethod ? { provider: body.paymentMethod } : {}),
        requestedOrigin: requestedOrigin(request),
        customerIp: clientAddressOf(request),
      },
      commandMetadata({ kind: 'system', name: 'guest-checkout' }),
    );
    return { payment_url: started.paymentUrl, payment_method: started.provider };
  }

  /**
   * The payment result page asks here, with the buyer's e-mail. An order still waiting for its payment
   * is checked with the provider where it offers an authenticated status query.
   */
  @Get('verify/:id')
  @ApiOperation({ summary: 'An order’s payment state' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @ApiOkResponse({ type: GuestOrderEnvelope })
  async verify(
    @Param('id') id: string,
    @Query() query: VerifyPaymentQuery,
    @Req() request: Request,
  ): Promise<GuestOrderEnvelope> {
    if (!query.email) {
      throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
        lt: 'Užsakymui patikrinti reikia el. pašto adreso',
        en: 'An email address is required to verify the order',
      });
    }
    const email = query.email;
    const address = clientAddressOf(request);
    const find = () => this.queries.findForBuyer(id, email);
    // The result page has the full id from the provider's return and polls with it: the buyer's own
    // order, which must not use up the lookups. An order number is a lookup like any other.
    let view: OrderView | undefined;
    if (isUuid(id)) {
      view = await this.throttle.byOrderId(address, id, find);
    } else {
      await this.throttle.lookup(address, id);
      view = await find();
    }
    if (!view) throw localizedNotFound(VERIFY_NOT_FOUND);
    if (view.status === 'pending') view = (await this.askProvider(view.order.orderId, email)) ?? view;
    return { order: this.views.present(view) };
  }

  private async askProvider(orderId: string, email: string) {
    const attempt = await this.orders.latestPaymentAttempt(orderId);
    const provider = attempt && this.providers.get(attempt.provider);
    if (!provider || !attempt?.providerTransactionId) return undefined;
    const status = await provider.fetchStatus(attempt.providerTransactionId).catch(() => null);
    if (!status || status.orderId !== orderId) return undefined;
    await this.notifications.record(status);
    return this.queries.findForBuyer(orderId, email);
  }
}
