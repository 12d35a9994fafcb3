/**
 * The one way the shop writes CSV (orders, audit log, reports): UTF-8 with a byte-order mark (without it
 * Excel reads the bytes as the system's code page and Lithuanian letters break), and no cell a
 * spreadsheet would run as a formula (OWASP "CSV injection").
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms,
 * which Excel also reads as formulas) gets a single quote in front: csv-stringify's `escape_formulas`,
 * which covers all six. Text here is what people typed (a guest's name or e-mail, a refund reason, an
 * approval note, an admin's name, an event's title), and a request reason typed as "\t=1+2" is stored
 * trimmed as "=1+2", which the rule still catches because it looks at the stored value as written.
 *
 * Numbers the shop itself writes must stay numbers in the spreadsheet: a refund of `-12.50` with a quote
 * in front would be text that no SUM adds up. So money and other figures are given as `csvNumber(...)`
 * (or plain JS numbers): they are written as digits and never escaped, and nothing but a finite number
 * can become one, so no person's text can pass as a number to escape the rule.
 */
import { stringify as stringifyStream, type CastReturnObject, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { majorFromCents } from '../money/money';

/** A figure the shop writes, with its decimals fixed (money with two): digits only, never escaped. */
export class CsvNumber {
  private constructor(readonly text: string) {}

  static of(value: number, decimals: number): CsvNumber {
    if (!Number.isFinite(value)) throw new Error(`A CSV number must be finite, got ${value}`);
    return new CsvNumber(value.toFixed(decimals));
  }
}

/** A figure written with `decimals` digits after the point. */
export const csvNumber = (value: number, decimals = 0): CsvNumber => CsvNumber.of(value, decimals);

/** An amount of money in major units, written with two decimals (`-12.50`). */
export const csvMoney = (amount: number): CsvNumber => CsvNumber.of(amount, 2);

/** An amount of money in integer cents, written in major units with two decimals. */
export const csvCents = (cents: number): CsvNumber => CsvNumber.of(majorFromCents(cents), 2);

/** What a cell may hold: text (neutralised), a number, or nothing (an empty cell). */
export type CsvCell = string | number | CsvNumber | null | undefined;

const OPTIONS: Options = {
  bom: true,
  escape_formulas: true,
  cast: {
    // A CsvNumber's digits are its own: the per-cell options turn the formula rule off for it alone.
    object: (value) => {
      // (csv-stringify merges any option a cast returns; its types list only some of them.)
      if (value instanceof CsvNumber) return { value: value.text, escape_formulas: false } as CastReturnObject;
      throw new Error('A CSV cell is text, a number or a CsvNumber');
    },
  },
};

/** The characters a spreadsheet takes as the start of a formula (as csv-stringify escapes them). */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'] as const;

/** A streaming CSV writer: records (arrays of cells) in, the file's bytes out, the headings first. */
export const csvWriter = (headings: string[]): Stringifier =>
  stringifyStream({ ...OPTIONS, header: true, columns: headings });

/** A whole CSV file at once, for files that are small by nature (a report). */
export const csvFile = (rows: CsvCell[][]): Buffer => Buffer.from(stringifySync(rows, OPTIONS), 'utf8');
