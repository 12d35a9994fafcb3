import { Controller, Get, HttpStatus, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, clientAddressOf } from '../../identity/public-api';
import { ShopSettings } from '../../settings/public-api';
import { ApiFileResponse } from '../../shared/http/file-response';
import { checkPeriod } from '../../shared/http/list-query-rules';
import { LocalizedHttpException, localizedNotFound } from '../../shared/http/localized-exceptions';
import { languageOf } from '../../shared/http/request-language';
import { ExportThrottle } from '../../shared/rate-limits/export-throttle';
import { dateIn } from '../../shared/time/shop-time';
import {
  ARCHIVE_CHUNK,
  MAX_ARCHIVE_DOCUMENTS,
  REGISTER_ARCHIVE_STEM,
  writeInvoicesArchive,
} from './invoice-register-archive';
import {
  REGISTER_CONTENT_TYPES,
  REGISTER_EXPORT_CHUNK,
  REGISTER_FILE_STEM,
  registerFileName,
  writeInvoiceRegister,
} from './invoice-register-export';
import { InvoiceRegisterQueries } from './invoice-register.queries';
import {
  ExportInvoiceRegisterQuery,
  InvoiceRegisterFilters,
  ListInvoiceRegisterRequest,
} from './invoice-register.requests';
import { InvoiceRegisterPageResponse } from './invoice-register.responses';

/** Reads the first chunk now, before anything is sent, so a failing database still gets a proper error answer. */
async function readingFirst<T>(chunks: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await chunks.next();
  async function* all(): AsyncGenerator<T> {
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return all();
}

/** Sends a file made as it is written; a failure once bytes are out can only break the connection. */
async function sendFile(response: Response, fileName: string, contentType: string, write: () => Promise<void>) {
  response.status(HttpStatus.OK);
  response.attachment(fileName);
  response.setHeader('Content-Type', contentType);
  response.setHeader('Cache-Control', 'private, no-store');
  try {
    await write();
  } catch (error) {
    // Part of the file is on its way: a broken connection is the only honest way to say it is not whole.
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * The register of invoices and credit notes for finance (docs/invoices.md): the documents of a period,
 * their totals per currency, the register as CSV or .xlsx and the period's PDFs as one ZIP. Read only.
 */
@ApiTags('admin: invoices')
@AdminOnly()
@Controller('admin/invoices')
export class InvoiceRegisterController {
  constructor(
    private readonly queries: InvoiceRegisterQueries,
    private readonly settings: ShopSettings,
    private readonly exports: ExportThrottle,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Invoices and credit notes of a period, filtered and paged, with totals per currency' })
  @ApiOkResponse({ type: InvoiceRegisterPageResponse })
  @ApiBadRequestResponse({ description: 'A filter that is not one: a date not YYYY-MM-DD, an unknown kind…' })
  list(@Query() request: ListInvoiceRegisterRequest): Promise<InvoiceRegisterPageResponse> {
    checkPeriod(request);
    return this.queries.list(request);
  }

  @Get('export')
  @ApiOperation({ summary: 'The filtered register as CSV or Excel, headings in the Accept-Language' })
  @ApiFileResponse(
    'saskaitu-registras-<from>_<to>.csv (UTF-8 with BOM) or .xlsx (invoice-register-… in English): every document of the filter',
    REGISTER_CONTENT_TYPES.csv,
    REGISTER_CONTENT_TYPES.xlsx,
  )
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse({ description: 'More than EXPORT_RATE_PER_ADDRESS exports in the window' })
  async export(
    @Query() query: ExportInvoiceRegisterQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { format, ...filters } = query;
    checkPeriod(filters);
    // Counted once the filters are known good (a refused query costs nothing), before any reading.
    await this.exports.export(clientAddressOf(request));
    const language = languageOf(request);
    const fileName = registerFileName(REGISTER_FILE_STEM, format, filters, language, this.today());
    const documents = await readingFirst(this.queries.matching(filters, REGISTER_EXPORT_CHUNK));
    await sendFile(response, fileName, REGISTER_CONTENT_TYPES[format], () =>
      writeInvoiceRegister(documents, format, language, response),
    );
  }

  @Get('archive')
  @ApiOperation({
    summary: `The filtered documents' PDFs as one ZIP, a file per document named by its number (at most ${MAX_ARCHIVE_DOCUMENTS})`,
  })
  @ApiFileResponse(
    'saskaitos-<from>_<to>.zip (invoices-… in English): TS-000123.pdf and so on, in the Accept-Language',
    'application/zip',
  )
  @ApiBadRequestResponse({ description: `A bad filter, or more than ${MAX_ARCHIVE_DOCUMENTS} documents` })
  @ApiNotFoundResponse({ description: 'No document matches the filters' })
  @ApiTooManyRequestsResponse({ description: 'More than EXPORT_RATE_PER_ADDRESS exports in the window' })
  async archive(
    @Query() filters: InvoiceRegisterFilters,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    checkPeriod(filters);
    const count = await this.queries.count(filters);
    if (count === 0) {
      throw localizedNotFound({ lt: 'Pagal filtrus dokumentų nėra', en: 'No document matches the filters' });
    }
    if (count > MAX_ARCHIVE_DOCUMENTS) {
      throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
        lt: `Per daug dokumentų vienam archyvui (${count}, daugiausia ${MAX_ARCHIVE_DOCUMENTS}): susiaurinkite laikotarpį`,
        en: `Too many documents for one archive (${count}, at most ${MAX_ARCHIVE_DOCUMENTS}): narrow the period`,
      });
    }
    // Counted once it is known to be made: an empty or too large period costs only the count.
    await this.exports.export(clientAddressOf(request));
    const language = languageOf(request);
    const fileName = registerFileName(REGISTER_ARCHIVE_STEM, 'zip', filters, language, this.today());
    const documents = await readingFirst(this.queries.matching(filters, ARCHIVE_CHUNK));
    await sendFile(response, fileName, 'application/zip', () => writeInvoicesArchive(documents, language, response));
  }

  /** Today in the shop's time zone: the last day of a period left open. */
  private today(): string {
    return dateIn(new Date().toISOString(), this.settings.current().system.timezone);
  }
}
