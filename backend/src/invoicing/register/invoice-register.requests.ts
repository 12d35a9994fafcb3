import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches } from 'class-validator';
import { Optional, trimmed } from '../../shared/http/field-rules';
import { CalendarDate, PageQuery, SearchText } from '../../shared/http/list-query-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';

/** How the register names the two kinds of document in its queries and answers. */
export const REGISTER_KINDS = ['invoice', 'credit_note'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

const REGISTER_FORMATS = ['csv', 'xlsx'] as const;
export type RegisterFormat = (typeof REGISTER_FORMATS)[number];

/**
 * What narrows the register, its export and its archive. Days are the documents' own dates (the
 * calendar day in the shop's time zone each was issued on, as printed), both ends included.
 */
export class InvoiceRegisterFilters {
  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: 'First day of issue' })
  @CalendarDate('from')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last day of issue, included' })
  @CalendarDate('to')
  to?: string;

  @ApiPropertyOptional({ enum: REGISTER_KINDS, description: 'Only invoices, or only credit notes; absent: both' })
  @Optional()
  @IsIn([...REGISTER_KINDS], messages.isIn)
  kind?: RegisterKind;

  @ApiPropertyOptional({ example: 'TS', description: 'Only documents of this series (2–5 letters, any case)' })
  @Optional()
  @Transform(trimmed)
  @IsString(says('Serija – 2–5 raidės', 'The series is 2–5 letters'))
  @SingleLineText()
  @Matches(/^[A-Za-z]{2,5}$/, says('Serija – 2–5 raidės', 'The series is 2–5 letters'))
  series?: string;

  @ApiPropertyOptional({
    description: 'Part of the document number, the buyer’s name or e-mail, or the order number, any case',
  })
  @SearchText()
  q?: string;
}

export class ListInvoiceRegisterRequest extends IntersectionType(InvoiceRegisterFilters, PageQuery) {}

/** The export's query: the register's filters and the file's format. */
export class ExportInvoiceRegisterQuery extends InvoiceRegisterFilters {
  @ApiPropertyOptional({ enum: REGISTER_FORMATS, default: 'csv', description: 'The file: CSV or an Excel workbook' })
  @Optional()
  @IsIn([...REGISTER_FORMATS], messages.isIn)
  format: RegisterFormat = 'csv';
}
