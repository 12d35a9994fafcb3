import { Controller, Get, Header, HttpStatus, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly, Public } from '../../identity/public-api';
import { OrderLinks } from '../../ordering/public-api';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { ApiFileResponse } from '../../shared/http/file-response';
import { documentLanguageOf, languageOf } from '../../shared/http/request-language';
import { invoicingErrors } from '../domain/invoicing.errors';
import { InvoicesPdf, type InvoicesFile } from '../documents/invoices-pdf';
import { InvoicesPdfQuery } from './invoices.requests';
import { IdParam } from '../../shared/http/id-param';

const attachment = (file: InvoicesFile | undefined): StreamableFile => {
  if (!file) throw invoicingErrors.invoicesNotFound();
  return new StreamableFile(file.content, {
    type: 'application/pdf',
    disposition: `attachment; filename="${file.filename}"`,
    length: file.content.length,
  });
};

/** Any order's invoice and credit notes, for the back-office. */
@ApiTags('admin: orders')
@AdminOnly()
@Controller('orders')
export class AdminInvoicesController {
  constructor(private readonly pdf: InvoicesPdf) {}

  @Get(':id/invoices')
  @ApiOperation({ summary: "An order's invoice and credit notes as PDF" })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @ApiFileResponse(
    'saskaitos-<number>.pdf (invoices-… in English): the invoice and credit notes, a page each, in the Accept-Language',
    'application/pdf',
  )
  @ApiNotFoundResponse({ description: 'No document issued for the order (not paid, or not yet)' })
  @Header('Cache-Control', 'private, no-store')
  async invoices(@IdParam('id', 'order') id: string, @Req() request: Request): Promise<StreamableFile> {
    return attachment(await this.pdf.render(id.toLowerCase(), languageOf(request)));
  }
}

/** A buyer's invoice and credit notes, through the signed link their order's page offers. */
@ApiTags('orders')
@Public()
@Controller('v1/orders/guest')
export class GuestInvoicesController {
  constructor(
    private readonly pdf: InvoicesPdf,
    private readonly links: OrderLinks,
  ) {}

  @Get(':id/invoices.pdf')
  @ApiOperation({ summary: 'A paid order’s invoice and credit notes as PDF, through its signed link' })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @ApiFileResponse(
    'saskaitos-<number>.pdf (invoices-… in English): the invoice and credit notes, a page each, in `lang` or the Accept-Language',
    'application/pdf',
  )
  @ApiForbiddenResponse({ description: 'The token is not this order’s, or has expired' })
  @ApiNotFoundResponse({ description: 'No document issued for the order (not paid, or not yet)' })
  @Header('Cache-Control', 'private, no-store')
  async invoices(
    @IdParam('id', 'order') id: string,
    @Query() query: InvoicesPdfQuery,
    @Req() request: Request,
  ): Promise<StreamableFile> {
    if (this.links.verify('invoices', query.token) !== id) {
      throw new LocalizedHttpException(HttpStatus.FORBIDDEN, {
        lt: 'Nuoroda į sąskaitas nebegalioja. Atsisiųskite jas iš užsakymo paieškos.',
        en: 'The invoices link has expired. Download them from the order lookup.',
      });
    }
    return attachment(await this.pdf.render(id, documentLanguageOf(request, query.lang)));
  }
}
