import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { normalizeEmail, type Projections } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import { Public, clientAddressOf } from '../../identity/public-api';
import { isUuid } from '../../catalog/public-api';
import { requestedOrigin, PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import { GUEST_CHECKOUT } from './guest-orders.controller';
import { LocalizedHttpException, localizedNotFound } from '../../shared/http/localized-exceptions';
import { InitiatePaymentCommand } from '../initiate-payment/initiate-payment.command';
import { LookupThrottle } from '../infrastructure/lookup-throttle';
import { OrderStreams } from '../infrastructure/order-streams';
import { RecordPaymentNotificationCommand } from '../record-payment/record-payment-notification.command';
import { GuestOrderEnvelope, PaymentStartedResponse, type OrderView } from '../queries/guest-order.response';
import { GuestOrdersQueries } from '../queries/guest-orders.queries';
import { GuestOrderViews } from './guest-order-views';
import { InitiatePaymentRequest, VerifyPaymentQuery } from './guest-order.requests';

/** How soon the result page may ask again for an order the read side has not shown yet. */
const NOT_SHOWN_RETRY_AFTER_SECONDS = 2;

/**
 * The buyer's own order is in the log but not yet in the read model (the projections lag, or their
 * worker is down): not a miss, so not a 404 the page would take as final nor a guess counted toward
 * the lookup limit; 503 with a short Retry-After, and the page asks again.
 */
const orderNotShownYet = () =>
  new LocalizedHttpException(
    HttpStatus.SERVICE_UNAVAILABLE,
    {
      lt: 'Užsakymas įrašytas, bet dar ruošiamas rodyti. Bandykite dar kartą po kelių sekundžių.',
      en: 'The order is recorded but not ready to show yet. Try again in a few seconds.',
    },
    [],
    { 'Retry-After': String(NOT_SHOWN_RETRY_AFTER_SECONDS) },
  );

const VERIFY_NOT_FOUND = {
  lt: 'Nepavyko rasti užsakymo arba neteisingas el. pašto adresas',
  en: 'Could not find order or incorrect email address',
};

@ApiTags('payments')
@Public()
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: GuestOrdersQueries,
    private readonly views: GuestOrderViews,
    private readonly throttle: LookupThrottle,
    private readonly orders: OrderStreams,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The direct form (docs/ordering.md, "The API"): the order id (unguessable) is enough to pay it. */
  @Post('initiate')
  @ApiOperation({ summary: 'Start paying an order (direct form)' })
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentStartedResponse })
  async initiate(
    @Body() body: InitiatePaymentRequest,
    @Req() request: Request,
    @Issued(GUEST_CHECKOUT) issued: CommandMetadata,
  ): Promise<PaymentStartedResponse> {
    const order = await this.queries.findById(body.orderId);
    if (!order) throw localizedNotFound(VERIFY_NOT_FOUND);
    const started = await this.commands.execute(
      new InitiatePaymentCommand(
        {
          orderId: order.order.orderId,
          ...(body.paymentMethod ? { provider: body.paymentMethod } : {}),
          requestedOrigin: requestedOrigin(request),
          customerIp: clientAddressOf(request),
        },
        issued,
      ),
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
    const find = () => this.findForBuyer(id, email);
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

  /**
   * The order as the read model has it. For a full id the read model lacks, the log is asked: an order
   * placed under this e-mail is the buyer's own, still on its way to the read model, so it is waited
   * for (READ_WAIT_TIMEOUT_MS) and, if still not there, answered "not shown yet" (a throw, which the
   * lookup throttle does not count as a miss). Any other miss stays a miss.
   */
  private async findForBuyer(id: string, email: string): Promise<OrderView | undefined> {
    const view = await this.queries.findForBuyer(id, email);
    if (view || !isUuid(id)) return view;
    const { state, position } = await this.orders.load(id.toLowerCase());
    if (state.status === 'none' || normalizeEmail(state.order.buyer.email) !== normalizeEmail(email)) return undefined;
    await this.projections.waitForPosition(position, this.config.READ_WAIT_TIMEOUT_MS);
    const shown = await this.queries.findForBuyer(id, email);
    if (!shown) throw orderNotShownYet();
    return shown;
  }

  private async askProvider(orderId: string, email: string) {
    const attempt = await this.orders.latestPaymentAttempt(orderId);
    const provider = attempt && this.providers.get(attempt.provider);
    if (!provider || !attempt?.providerTransactionId) return undefined;
    const status = await provider.fetchStatus(attempt.providerTransactionId).catch(() => null);
    if (!status || status.orderId !== orderId) return undefined;
    await this.commands.execute(new RecordPaymentNotificationCommand(status));
    return this.queries.findForBuyer(orderId, email);
  }
}
