import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Optional } from '../../shared/http/field-rules';
import { messages } from '../../shared/http/validation-messages';
import type { SeriesUnit } from '../finance-ledger.reader';
import { ReportQuery } from '../report-query';

export const SERIES_UNITS: readonly SeriesUnit[] = ['day', 'week', 'month'];

/** The report's query, and how finely revenue is grouped: Vilnius days, ISO weeks (by Monday) or months. */
export class RevenueStatisticsQuery extends ReportQuery {
  @ApiPropertyOptional({ enum: SERIES_UNITS, default: 'month' })
  @Optional()
  @IsIn([...SERIES_UNITS], messages.isIn)
  group_by: SeriesUnit = 'month';
}
