/**
 * What every report is asked: a period of calendar days in the shop's time zone, one currency, and
 * optionally "as of" a moment there or a log position. The checks no single field can make (custom needs both days, the
 * days in order, one kind of as-of) are made here, each a 400 in both languages.
 */
import { HttpStatus } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateBy } from 'class-validator';
import { TICKET_CURRENCIES, type TicketCurrency } from '@ticketshop/projections';
import { apply, Optional } from '../shared/http/field-rules';
import { CalendarDate } from '../shared/http/list-query-rules';
import { LocalizedHttpException, type LocalizedText } from '../shared/http/localized-exceptions';
import { messages, says } from '../shared/http/validation-messages';
import { dateIn } from '../shared/time/shop-time';

export const REPORT_PERIODS = ['last_3_months', 'last_6_months', 'last_year', 'this_year', 'custom'] as const;
export type ReportPeriodKey = (typeof REPORT_PERIODS)[number];

/** A custom period of more than this many months would make tables nobody reads. */
export const MAX_REPORT_MONTHS = 60;

const LOCAL_MOMENT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const POSITION = /^\d{1,18}$/;

export class ReportQuery {
  @ApiPropertyOptional({
    enum: REPORT_PERIODS,
    default: 'last_3_months',
    description: 'A named period in Vilnius time, or `custom` with from and to',
  })
  @Optional()
  @IsIn([...REPORT_PERIODS], messages.isIn)
  period: ReportPeriodKey = 'last_3_months';

  @ApiPropertyOptional({ format: 'date', example: '2026-01-01', description: 'First day (Vilnius); custom only' })
  @CalendarDate('from')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-03-31', description: 'Last day (Vilnius), included' })
  @CalendarDate('to')
  to?: string;

  @ApiPropertyOptional({ example: '2026-03-31T23:59', description: 'A Vilnius date and time: the log as it was then' })
  @Optional()
  @ValidateBy(
    { name: 'isLocalMoment', validator: { validate: isLocalMoment } },
    says(
      'Laukas „as_of“ turi būti data ir laikas formatu MMMM-MM-DDTHH:mm',
      'as_of must be a date and time written YYYY-MM-DDTHH:mm',
    ),
  )
  as_of?: string;

  @ApiPropertyOptional({ example: '1234', description: 'A log position: the log as it was there (instead of as_of)' })
  @apply([
    Optional(),
    ValidateBy(
      {
        name: 'isLogPosition',
        validator: { validate: (value: unknown) => typeof value === 'string' && POSITION.test(value) },
      },
      says(
        'Laukas „as_of_position“ turi būti žurnalo pozicija (sveikasis skaičius)',
        'as_of_position must be a log position (a whole number)',
      ),
    ),
  ])
  as_of_position?: string;

  @ApiPropertyOptional({
    enum: TICKET_CURRENCIES,
    description: "The currency whose figures are detailed; the shop's currency (the settings') when left out",
  })
  @Optional()
  @IsIn([...TICKET_CURRENCIES], messages.isIn)
  currency?: TicketCurrency;
}

function isLocalMoment(value: unknown): boolean {
  const parts = typeof value === 'string' ? LOCAL_MOMENT.exec(value) : null;
  if (!parts) return false;
  const day = new Date(`${parts[1]}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === parts[1];
}

/** The days a report covers, both included, and the months they touch. */
export interface ReportPeriod {
  key: ReportPeriodKey;
  from: string;
  to: string;
  /** `YYYY-MM` of every month of the period, in order. */
  months: string[];
}

const refuse = (field: string, message: LocalizedText) =>
  new LocalizedHttpException(HttpStatus.BAD_REQUEST, message, [{ field, message }]);

/**
 * Checks the query as a whole and names the period's days. The periods end today in the shop's time
 * zone, or on the as-of day: a report as of a moment is the report someone would have read then.
 */
export function reportPeriodOf(
  query: Pick<ReportQuery, 'from' | 'to' | 'as_of' | 'as_of_position'> & { period: ReportPeriodKey },
  now: Date,
  timeZone: string,
): ReportPeriod {
  if (query.as_of !== undefined && query.as_of_position !== undefined) {
    throw refuse('as_of_position', {
      lt: 'Nurodykite arba „as_of“, arba „as_of_position“, ne abu',
      en: 'Give either as_of or as_of_position, not both',
    });
  }
  const today = query.as_of ? query.as_of.slice(0, 10) : dateIn(now.toISOString(), timeZone);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const monthStart = (back: number) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    return first.toISOString().slice(0, 10);
  };
  let from: string;
  let to = today;
  switch (query.period) {
    case 'last_3_months':
      from = monthStart(2);
      break;
    case 'last_6_months':
      from = monthStart(5);
      break;
    case 'last_year':
      from = monthStart(11);
      break;
    case 'this_year':
      from = `${year}-01-01`;
      break;
    case 'custom':
      if (!query.from || !query.to) {
        const field = query.from ? 'to' : 'from';
        throw refuse(field, {
          lt: `Pasirinktiniam laikotarpiui reikia laukų „from“ ir „to“`,
          en: 'A custom period needs both from and to',
        });
      }
      from = query.from;
      to = query.to;
      break;
    default: {
      const unknown: never = query.period;
      return unknown;
    }
  }
  if (from > to) {
    throw refuse('from', { lt: 'Data „from“ negali būti vėlesnė už datą „to“', en: 'from cannot be later than to' });
  }
  const span =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
  if (span + 1 > MAX_REPORT_MONTHS) {
    throw refuse('to', {
      lt: `Laikotarpis per ilgas: daugiausia ${MAX_REPORT_MONTHS} mėnesių`,
      en: `The period is too long: ${MAX_REPORT_MONTHS} months at most`,
    });
  }
  return { key: query.period, from, to, months: monthsBetween(from, to) };
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
