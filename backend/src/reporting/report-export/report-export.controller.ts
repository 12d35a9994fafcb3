import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiProperty, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { Request, Response } from 'express';
import { AdminOnly, clientAddressOf } from '../../identity/public-api';
import { languageOf } from '../../shared/http/request-language';
import { messages } from '../../shared/http/validation-messages';
import { ReportQuery } from '../report-query';
import { SalesReportQueries } from '../sales-report/sales-report.queries';
import { renderReportCsv } from './report-csv';
import { renderReportPdf } from './report-pdf';
import { reportFileName } from './report-texts';
import { ReportExportThrottle } from './report-export-throttle';
import { renderReportXlsx } from './report-xlsx';
import { ApiFileResponse } from '../../shared/http/file-response';

const REPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export class ReportExportQuery extends ReportQuery {
  @ApiProperty({ enum: REPORT_FORMATS, description: 'The file: PDF, an Excel workbook or CSV' })
  @IsIn([...REPORT_FORMATS], messages.isIn)
  format!: ReportFormat;
}

/** The report as a file, in the reader's language, stamped with its period, as-of, currency and position. */
@ApiTags('admin: reports')
@AdminOnly()
@Controller('admin/reports')
export class ReportExportController {
  constructor(
    private readonly queries: SalesReportQueries,
    private readonly throttle: ReportExportThrottle,
  ) {}

  @Get('export')
  @ApiOperation({ summary: 'Export the sales report as PDF, Excel or CSV' })
  @ApiFileResponse(
    'report-<from>-<to>.pdf | .xlsx | .csv; X-Log-Position names the position',
    ...Object.values(CONTENT_TYPES),
  )
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse({ description: 'More than EXPORT_RATE_PER_ADDRESS exports in the window' })
  async export(@Query() query: ReportExportQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.throttle.export(clientAddressOf(request));
    const { format } = query;
    const { report, moment, timeZone } = await this.queries.report(query, new Date());
    const language = languageOf(request);
    const file =
      format === 'pdf'
        ? await renderReportPdf(report, language, moment, timeZone)
        : format === 'xlsx'
          ? await renderReportXlsx(report, language, moment, timeZone)
          : renderReportCsv(report, language, timeZone);
    response.attachment(reportFileName(report, format));
    response.setHeader('Content-Type', CONTENT_TYPES[format]);
    response.setHeader('X-Log-Position', report.position);
    response.setHeader('Cache-Control', 'private, no-store');
    response.send(file);
  }
}
