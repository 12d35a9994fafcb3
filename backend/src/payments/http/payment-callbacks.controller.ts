import { applyDecorators, Controller, Get, HttpStatus, Logger, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiSeeOtherResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PAYMENT_PROVIDERS as PROVIDER_NAMES } from '@ticketshop/projections';
import { Public } from '../../identity/public-api';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { PaymentNotifications } from '../payment-notifications';
import { InvalidNotificationError } from '../providers/payment-provider';
import { carriesSignedFields } from '../providers/provider-fields';
import { paymentHttpError } from './payment-http-errors';
import {
  incomingProviderRequest,
  PAYMENT_CANCEL_PAGE,
  PAYMENT_SUCCESS_PAGE,
  sameSitePath,
  withOrderId,
} from './provider-urls';
import { TakesForeignQuery } from '../../shared/http/query-keys.interceptor';

const MAX_ORDER_ID = 100;

/** The acknowledgement providers expect: text/plain `OK`. */
const NotificationAcknowledged = () =>
  ApiOkResponse({
    description: 'The acknowledgement the provider expects',
    content: { 'text/plain': { schema: { type: 'string', enum: ['OK'] }, example: 'OK' } },
  });
const ProviderParam = () => ApiParam({ name: 'provider', enum: PROVIDER_NAMES, description: 'The payment provider' });
const ReturnQuery = () =>
  applyDecorators(
    ApiQuery({ name: 'order_id', type: 'string', required: true, description: 'The order the buyer paid for' }),
    ApiQuery({
      name: 'outcome',
      enum: ['success', 'cancel'],
      required: false,
      description: 'What the provider says the buyer did',
    }),
    ApiQuery({
      name: 'next',
      type: 'string',
      required: false,
      description: 'A same-site path to land on; anything else is ignored',
    }),
  );

/**
 * What providers call: their server-to-server notifications, and the buyer's browser on its way back.
 * Only a verified notification changes anything; a browser return only carries one along when signed.
 */
@ApiTags('payments')
@Public()
@TakesForeignQuery()
@Controller('payments')
export class PaymentCallbacksController {
  private readonly logger = new Logger('Payments');

  constructor(private readonly notifications: PaymentNotifications) {}

  @Get('notify/:provider')
  @ApiOperation({ summary: 'A provider’s notification (query fields)' })
  @ProviderParam()
  @NotificationAcknowledged()
  @ApiBadRequestResponse({ description: 'Bad signature, foreign merchant or malformed message: nothing recorded' })
  @ApiNotFoundResponse({ description: 'Unknown or disabled provider' })
  notifyByGet(@Param('provider') provider: string, @Req() request: Request, @Res() response: Response) {
    return this.notify(provider, request, response);
  }

  @Post('notify/:provider')
  @ApiOperation({ summary: 'A provider’s notification (form or JSON body, or query fields)' })
  @ProviderParam()
  @NotificationAcknowledged()
  @ApiBadRequestResponse({ description: 'Bad signature, foreign merchant or malformed message: nothing recorded' })
  @ApiNotFoundResponse({ description: 'Unknown or disabled provider' })
  notifyByPost(@Param('provider') provider: string, @Req() request: Request, @Res() response: Response) {
    return this.notify(provider, request, response);
  }

  @Get('return/:provider')
  @ApiOperation({ summary: 'The buyer’s browser back from a provider' })
  @ProviderParam()
  @ReturnQuery()
  @ApiSeeOtherResponse({ description: 'To `next`, or to /payment/success or /payment/cancel, with order_id' })
  @ApiNotFoundResponse({ description: 'Unknown or disabled provider' })
  returnByGet(@Param('provider') provider: string, @Req() request: Request, @Res() response: Response) {
    return this.browserReturn(provider, request, response);
  }

  @Post('return/:provider')
  @ApiOperation({ summary: 'The buyer’s browser back from a provider (form post)' })
  @ProviderParam()
  @ReturnQuery()
  @ApiSeeOtherResponse({ description: 'To `next`, or to /payment/success or /payment/cancel, with order_id' })
  @ApiNotFoundResponse({ description: 'Unknown or disabled provider' })
  returnByPost(@Param('provider') provider: string, @Req() request: Request, @Res() response: Response) {
    return this.browserReturn(provider, request, response);
  }

  private async notify(provider: string, request: Request, response: Response): Promise<void> {
    let acknowledgement;
    try {
      acknowledgement = await this.notifications.receive(provider, incomingProviderRequest(request));
    } catch (error) {
      // A sink failure stays a 5xx: the provider keeps the notification and sends it again.
      throw paymentHttpError(error);
    }
    response
      .status(acknowledgement.status)
      .set({ 'Content-Type': acknowledgement.contentType, 'Cache-Control': 'no-store' })
      .send(acknowledgement.body);
  }

  private async browserReturn(provider: string, request: Request, response: Response): Promise<void> {
    try {
      this.notifications.provider(provider);
    } catch (error) {
      throw paymentHttpError(error);
    }
    const incoming = incomingProviderRequest(request);
    if (carriesSignedFields(incoming)) {
      try {
        await this.notifications.receive(provider, incoming, 'return');
      } catch (error) {
        // The buyer goes on either way: the provider's own notification is what confirms a payment.
        if (!(error instanceof InvalidNotificationError)) {
          this.logger.error({ msg: 'recording a payment return failed', provider, err: error });
        }
      }
    }
    const { order_id: orderId, outcome, next } = request.query;
    if (typeof orderId !== 'string' || orderId === '' || orderId.length > MAX_ORDER_ID) {
      throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
        lt: 'Nenurodytas užsakymas',
        en: 'The order is missing',
      });
    }
    const page =
      (typeof next === 'string' ? sameSitePath(next) : null) ??
      (outcome === 'cancel' ? PAYMENT_CANCEL_PAGE : PAYMENT_SUCCESS_PAGE);
    response.set('Cache-Control', 'no-store').redirect(HttpStatus.SEE_OTHER, withOrderId(page, orderId));
  }
}
