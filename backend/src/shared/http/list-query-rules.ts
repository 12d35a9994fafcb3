/** Rules shared by the admin lists' queries: a search text, Vilnius calendar days and a page. */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { HttpStatus } from '@nestjs/common';
import { apply, Optional, trimmed } from './field-rules';
import { LocalizedHttpException } from './localized-exceptions';
import { SingleLineText } from './text-rules';
import { messages, says } from './validation-messages';

const ADMIN_LIST_PAGE_SIZE = 20;
const ADMIN_LIST_MAX_PAGE_SIZE = 100;
/**
 * The last page any list is asked for: far past the rows any list of the shop holds, and small enough
 * that its offset stays an ordinary number (`page=1e308` reached PostgreSQL as a bigint it refused: 500).
 */
export const MAX_PAGE = 100_000;

/** A whole number as a query writes it: digits, maybe a minus. Not `1e3`, `0x10`, `1.0`, ` 5` or a list. */
const WHOLE_NUMBER_TEXT = /^-?\d+$/;

/**
 * Reads a query's whole number: digits become the number they write (a huge one then fails its bound,
 * a negative its minimum, each with its own message); anything else stays as sent for `IsInt` to refuse
 * (`Type(() => Number)` read `1e308` as an integer, `[5]` as 5 and `''` as 0).
 */
const wholeNumberOfQuery = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value) ? Number(value) : value;

/** An optional whole number of a query, from `min` to `max`, refused in Lithuanian and English otherwise. */
export const QueryWholeNumber = (min: number, max: number): PropertyDecorator =>
  apply([
    Optional(),
    Transform(wholeNumberOfQuery),
    IsInt(messages.isInt),
    Min(min, messages.min),
    Max(max, messages.max),
  ]);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
function isCalendarDate(value: unknown): value is string {
  const parts = typeof value === 'string' ? DATE.exec(value) : null;
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An optional calendar day, `YYYY-MM-DD`. */
export const CalendarDate = (field: string): PropertyDecorator =>
  apply([
    Optional(),
    ValidateBy(
      { name: 'isCalendarDate', validator: { validate: isCalendarDate } },
      says(`Laukas „${field}“ turi būti data formatu MMMM-MM-DD`, `${field} must be a date written YYYY-MM-DD`),
    ),
  ]);

/** Refuses a period that ends before it starts (both ends given), naming the first day's field. */
export function checkPeriod(period: { from?: string; to?: string }): void {
  if (period.from && period.to && period.from > period.to) {
    const message = { lt: 'Data „nuo“ negali būti vėlesnė už datą „iki“', en: 'from cannot be later than to' };
    throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, message, [{ field: 'from', message }]);
  }
}

/** An optional one-line search text of at most 200 characters, trimmed. */
export const SearchText = (): PropertyDecorator =>
  apply([
    Optional(),
    Transform(trimmed),
    IsString(),
    SingleLineText(),
    MaxLength(
      200,
      says('Paieškos tekstas per ilgas (iki 200 simbolių)', 'The search text is too long (200 characters at most)'),
    ),
  ]);

/** Which page of an admin list: 20 rows by default, 100 at most. */
export class PageQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: 'Which page, counting from 1',
  })
  @QueryWholeNumber(1, MAX_PAGE)
  page = 1;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: ADMIN_LIST_MAX_PAGE_SIZE,
    default: ADMIN_LIST_PAGE_SIZE,
    description: 'How many rows per page',
  })
  @QueryWholeNumber(1, ADMIN_LIST_MAX_PAGE_SIZE)
  limit = ADMIN_LIST_PAGE_SIZE;
}
