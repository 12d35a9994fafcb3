import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { v5 as uuidv5, v4 as uuidv4 } from 'uuid';
import { normalizeEmail } from '@ticketshop/projections';
import { Public, clientAddressOf } from '../../identity/public-api';
import { isUuid } from '../../catalog/public-api';
import type { Actor } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { languageOf } from '../../shared/http/request-language';
import { orderingErrors } from '../domain/ordering.errors';
import { InitiatePaymentCommand } from '../initiate-payment/initiate-payment.command';
import { OrderLinks } from '../infrastructure/order-links';
import { LookupThrottle } from '../infrastructure/lookup-throttle';
import { OrderThrottle } from '../infrastructure/order-throttle';
import { PlaceGuestOrderCommand } from '../place-order/place-order.command';
import {
  GuestOrderEnvelope,
  GuestOrdersEnvelope,
  OrderSearchSentResponse,
  PaymentStartedResponse,
  QuoteResponse,
} from '../queries/guest-order.response';
import { GuestOrderViews } from './guest-order-views';
import { OrderLookupMails } from '../find-orders/order-lookup-mails';
import { Quotes } from '../quote/quotes';
import { TicketsPdf } from '../deliver-tickets/tickets-pdf';
import {
  CreateGuestOrderRequest,
  InitiateGuestPaymentRequest,
  OrderEmailRequest,
  QuoteRequest,
  SearchOrdersRequest,
  TicketsPdfQuery,
} from './guest-order.requests';
import { requestedOrigin } from '../../payments/public-api';
import { sameSitePathOf } from './same-site-path';
import { ApiFileResponse } from '../../shared/http/file-response';
import { IdParam } from '../../shared/http/id-param';

/** The buyer at the checkout has no account to name: the events name the checkout (order-story.ts reads it). */
export const GUEST_CHECKOUT: Actor = { kind: 'system', name: 'guest-checkout' };

/** Order ids are derived from the client's idempotency key and the buyer's address. */
const ORDER_ID_NAMESPACE = '5b0c7a3e-2d7e-4f4b-9a55-0f8f2d3c6a71';
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

@ApiTags('orders')
@Public()
@Controller('v1/orders/guest')
export class GuestOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly quotes: Quotes,
    private readonly views: GuestOrderViews,
    private readonly throttle: LookupThrottle,
    private readonly links: OrderLinks,
    private readonly lookupMails: OrderLookupMails,
    private readonly pdf: TicketsPdf,
    private readonly orderThrottle: OrderThrottle,
  ) {}

  @Post('quote')
  @ApiOperation({ summary: 'Price a basket (no order is made)' })
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteResponse })
  async quote(@Body() body: QuoteRequest, @Req() request: Request): Promise<QuoteResponse> {
    await this.orderThrottle.quote(clientAddressOf(request));
    return this.quotes.quote(
      body.tickets.map((ticket) => ({ ticketTypeId: ticket.id, quantity: ticket.quantity })),
      body.discount_code ?? null,
      new Date(),
    );
  }

  @Post('create')
  @ApiOperation({ summary: 'Place a guest order and hold its tickets' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'A retry with the same key answers the same order',
  })
  @ApiCreatedResponse({ type: GuestOrderEnvelope })
  async create(
    @Body() body: CreateGuestOrderRequest,
    @Req() request: Request,
    @Issued(GUEST_CHECKOUT) metadata: CommandMetadata,
  ): Promise<GuestOrderEnvelope> {
    const key = request.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
        lt: 'Netinkamas Idempotency-Key',
        en: 'Invalid Idempotency-Key',
      });
    }
    const orderId = key ? uuidv5(`${key}:${normalizeEmail(body.guest_email)}`, ORDER_ID_NAMESPACE) : uuidv4();
    await this.orderThrottle.placeOrder(clientAddressOf(request), body.guest_email, key ? orderId : null);
    const placed = await this.commands.execute(
      new PlaceGuestOrderCommand(
        orderId,
        {
          email: body.guest_email,
          firstName: body.guest_first_name,
          lastName: body.guest_last_name,
          phone: body.guest_phone,
        },
        languageOf(request),
        body.tickets.map((ticket) => ({
          ticketTypeId: ticket.id,
          quantity: ticket.quantity,
          ...(ticket.price === undefined ? {} : { price: ticket.price }),
        })),
        body.discount_code ?? null,
        metadata,
      ),
    );
    return { order: await this.views.ofPlaced(placed.order) };
  }

  @Post('search')
  @ApiOperation({ summary: 'Find a buyer’s orders: mails a link, or lists them with the mailed link’s token' })
  @HttpCode(200)
  @ApiOkResponse({ type: GuestOrdersEnvelope, description: 'With the mailed token: the orders' })
  @ApiAcceptedResponse({ type: OrderSearchSentResponse, description: 'Without: the list is mailed' })
  async search(
    @Body() body: SearchOrdersRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GuestOrdersEnvelope | OrderSearchSentResponse> {
    if (body.token !== undefined) {
      // A confirmation mail's link opens its own order; a searched list's link, every order of the address.
      const orderId = this.links.verifyOrderLink(body.token, body.email);
      if (orderId !== undefined) {
        const order = await this.views.findForBuyer(orderId, body.email);
        return { orders: order ? [order] : [] };
      }
      if (this.links.verify('lookup', body.token) !== normalizeEmail(body.email)) {
        throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
          lt: 'Nuoroda nebegalioja arba netinkama. Užsakymą raskite pagal jo numerį ir el. paštą arba ieškokite užsakymų iš naujo.',
          en: 'The link has expired or is not valid. Find the order by its number and e-mail, or search for your orders again.',
        });
      }
      return { orders: await this.views.listForBuyer(body.email) };
    }
    await this.throttle.search(clientAddressOf(request), body.email);
    await this.lookupMails.send(body.email, languageOf(request));
    response.status(202);
    // The same answer for every address: it never tells whether someone has bought here.
    return {
      sent: true,
      message:
        languageOf(request) === 'en'
          ? 'If this address has orders, we have sent their list to it. Check your mailbox.'
          : 'Jei šiuo adresu yra užsakymų, išsiuntėme jų sąrašą. Patikrinkite el. paštą.',
    };
  }

  @Post(':id/lookup')
  @ApiOperation({ summary: 'A guest order, with the buyer’s e-mail as the key' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @HttpCode(200)
  @ApiOkResponse({ type: GuestOrderEnvelope })
  async lookup(
    @Param('id') id: string,
    @Body() body: OrderEmailRequest,
    @Req() request: Request,
  ): Promise<GuestOrderEnvelope> {
    await this.throttle.lookup(clientAddressOf(request), id);
    const order = await this.views.findForBuyer(id, body.email);
    if (!order) throw orderingErrors.orderNotFound();
    return { order };
  }

  @Post(':id/payment/initiate')
  @ApiOperation({ summary: 'Start paying a guest order with a provider' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentStartedResponse })
  async initiatePayment(
    @Param('id') id: string,
    @Body() body: InitiateGuestPaymentRequest,
    @Req() request: Request,
    @Issued(GUEST_CHECKOUT) issued: CommandMetadata,
  ): Promise<PaymentStartedResponse> {
    await this.throttle.lookup(clientAddressOf(request), id);
    // Right after placing, the read model may not have the order yet; its id alone needs no lookup.
    const orderId = isUuid(id) ? id.toLowerCase() : (await this.views.findForBuyer(id, body.email))?.identifier;
    if (!orderId) throw orderingErrors.orderNotFound();
    const started = await this.commands.execute(
      new InitiatePaymentCommand(
        {
          orderId,
          email: body.email,
          ...(body.payment_method ? { provider: body.payment_method } : {}),
          returnPath: sameSitePathOf(body.return_url, request, 'return_url'),
          cancelPath: sameSitePathOf(body.cancel_url, request, 'cancel_url'),
          requestedOrigin: requestedOrigin(request),
          customerIp: clientAddressOf(request),
        },
        issued,
      ),
    );
    return { payment_url: started.paymentUrl, payment_method: started.provider };
  }

  @Get(':id/tickets.pdf')
  @ApiOperation({ summary: 'A paid order’s tickets as PDF' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @ApiFileResponse('tickets-<number>.pdf: every ticket of the order with its QR code', 'application/pdf')
  @Header('Cache-Control', 'private, no-store')
  async ticketsPdf(
    @IdParam('id', 'order') id: string,
    @Query() query: TicketsPdfQuery,
    @Req() request: Request,
  ): Promise<StreamableFile> {
    if (this.links.verify('tickets', query.token) !== id) {
      throw new LocalizedHttpException(HttpStatus.FORBIDDEN, {
        lt: 'Nuoroda į bilietus nebegalioja. Atsisiųskite bilietus iš užsakymo paieškos.',
        en: 'The tickets link has expired. Download the tickets from the order lookup.',
      });
    }
    const file = await this.pdf.render(id, languageOf(request));
    if (!file) throw orderingErrors.orderNotFound();
    return new StreamableFile(file.content, {
      type: 'application/pdf',
      disposition: `attachment; filename="${file.filename}"`,
      length: file.content.length,
    });
  }
}
