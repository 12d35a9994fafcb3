import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Optional } from '../../shared/http/field-rules';
import { messages } from '../../shared/http/validation-messages';
import type { SeriesUnit } from '../finance-ledger.reader';
import { CalendarDate } from '../../shared/http/list-query-rules';
import { REPORT_PERIODS, ReportQuery, type ReportPeriodKey } from '../report-query';

export const SERIES_UNITS: readonly SeriesUnit[] = ['day', 'week', 'month'];

/** The report's query, and how finely revenue is grouped: Vilnius days, ISO weeks (by Monday) or months. */
export class RevenueStatisticsQuery extends ReportQuery {
  @ApiPropertyOptional({
    enum: SERIES_UNITS,
    default: 'month',
    description: 'One bucket per Vilnius day, ISO week or month',
  })
  @Optional()
  @IsIn([...SERIES_UNITS], messages.isIn)
  group_by: SeriesUnit = 'month';
}

/** A period for the dashboard's event and user counts; left out, they answer as they always did. */
export class StatisticsPeriodQuery {
  @ApiPropertyOptional({
    enum: REPORT_PERIODS,
    description: 'A named period in Vilnius time, or `custom` with from and to',
  })
  @Optional()
  @IsIn([...REPORT_PERIODS], messages.isIn)
  period?: ReportPeriodKey;

  @ApiPropertyOptional({ format: 'date', description: 'First Vilnius day; custom only' })
  @CalendarDate('from')
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last Vilnius day, included; custom only' })
  @CalendarDate('to')
  to?: string;
}
