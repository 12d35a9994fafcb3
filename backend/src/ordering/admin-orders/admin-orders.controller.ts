import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, clientAddressOf } from '../../identity/public-api';
import { ShopSettings } from '../../settings/public-api';
import { LocalizedHttpException, localizedNotFound } from '../../shared/http/localized-exceptions';
import { languageOf } from '../../shared/http/request-language';
import { AdminOrdersQueries } from './admin-orders.queries';
import { EventOrdersRequest, ExportOrdersQuery, ListAdminOrdersRequest, OrderFilters } from './admin-orders.requests';
import { AdminOrderDetailResponse, AdminOrdersPageResponse, EventOrdersPageResponse } from './admin-orders.responses';
import { EXPORT_CHUNK, EXPORT_CONTENT_TYPES, exportFileName, writeOrdersExport } from './orders-export';
import { ApiFileResponse } from '../../shared/http/file-response';
import { ExportThrottle } from '../../shared/rate-limits/export-throttle';
import { IdParam } from '../../shared/http/id-param';

/** The filters of the query, overridden field by field by those of the body. */
function filtersOf(query: OrderFilters, body: OrderFilters): OrderFilters {
  // Request classes own every declared field, set or not: only the body's given ones override.
  const given = Object.fromEntries(Object.entries(body ?? {}).filter(([, value]) => value !== undefined));
  const merged: OrderFilters = { ...query, ...given };
  if (merged.date_from && merged.date_to && merged.date_from > merged.date_to) {
    const message = {
      lt: 'Data „nuo“ negali būti vėlesnė už datą „iki“',
      en: 'date_from cannot be later than date_to',
    };
    throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, message, [{ field: 'date_from', message }]);
  }
  return merged;
}

/** The back-office's orders: the list with its summary, one order's page, an event's orders, the export. */
@ApiTags('admin: orders')
@AdminOnly()
@Controller()
export class AdminOrdersController {
  constructor(
    private readonly queries: AdminOrdersQueries,
    private readonly settings: ShopSettings,
    private readonly exports: ExportThrottle,
  ) {}

  @Get('admin/orders')
  @ApiOperation({ summary: 'Orders, filtered and paged, with totals' })
  @ApiOkResponse({ type: AdminOrdersPageResponse })
  @ApiBadRequestResponse({
    description: 'A filter that is not one: unknown status or payment method, a date not YYYY-MM-DD…',
  })
  list(@Query() request: ListAdminOrdersRequest): Promise<AdminOrdersPageResponse> {
    filtersOf(request, {});
    return this.queries.list(request);
  }

  @Post('admin/orders/export')
  @ApiOperation({ summary: 'Export the filtered orders as CSV or Excel' })
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: OrderFilters, required: false, description: 'The same filters as the query; these win' })
  @ApiFileResponse(
    'orders-YYYY-MM-DD.csv (UTF-8 with BOM) or .xlsx: every order of the filter',
    EXPORT_CONTENT_TYPES.csv,
    EXPORT_CONTENT_TYPES.xlsx,
  )
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse({ description: 'More than EXPORT_RATE_PER_ADDRESS exports in the window' })
  async export(
    @Query() query: ExportOrdersQuery,
    @Body() body: OrderFilters,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { format, ...queryFilters } = query;
    const filters = filtersOf(queryFilters, body);
    // Counted once the filters are known good (a refused query costs nothing), before any reading.
    await this.exports.export(clientAddressOf(request));
    // The first read happens before anything is sent, so a failing database still gets a proper error answer.
    const chunks = this.queries.matching(filters, EXPORT_CHUNK);
    const first = await chunks.next();
    async function* all() {
      if (first.done) return;
      yield first.value;
      yield* chunks;
    }
    response.status(HttpStatus.OK);
    const timeZone = this.settings.current().system.timezone;
    response.attachment(exportFileName(format, new Date(), timeZone));
    response.setHeader('Content-Type', EXPORT_CONTENT_TYPES[format]);
    response.setHeader('Cache-Control', 'private, no-store');
    try {
      await writeOrdersExport(all(), format, { language: languageOf(request), timeZone }, response);
    } catch (error) {
      // Part of the file is on its way: a broken connection is the only honest way to say it is not whole.
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'An order with its tickets, payments, refunds, mails and history' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @ApiOkResponse({ type: AdminOrderDetailResponse })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse()
  async detail(@IdParam('id', 'order') id: string): Promise<AdminOrderDetailResponse> {
    const order = await this.queries.detail(id.toLowerCase());
    if (!order) throw localizedNotFound({ lt: 'Užsakymas nerastas', en: 'Order not found' });
    return order;
  }

  @Get('events/:id/orders')
  @ApiOperation({ summary: 'An event’s orders, paged' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: EventOrdersPageResponse })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse()
  async eventOrders(
    @IdParam('id', 'event') id: string,
    @Query() request: EventOrdersRequest,
  ): Promise<EventOrdersPageResponse> {
    const page = await this.queries.forEvent(id.toLowerCase(), request);
    if (!page) throw localizedNotFound({ lt: 'Renginys nerastas', en: 'Event not found' });
    return page;
  }
}
