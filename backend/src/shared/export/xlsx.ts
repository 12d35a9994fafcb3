/**
 * The one way the shop streams an Excel sheet (orders, the invoice register): exceljs's streaming
 * writer, each row committed as it comes, so a year of rows never sits in memory. Money and times go in
 * as numbers and dates, so the workbook's cells are real figures; text is held as text, which a
 * spreadsheet never runs as a formula.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export type XlsxCell = string | number | Date;

export interface XlsxColumn<K extends string> {
  key: K;
  heading: string;
  width: number;
  /** Excel's number format for the column: `0.00` for money, `yyyy-mm-dd` for days. */
  numFmt?: string;
}

/** Writes one sheet of `rows` under bold headings to `output`; resolves when the workbook is complete. */
export async function writeXlsxSheet<K extends string>(
  sheetName: string,
  columns: readonly XlsxColumn<K>[],
  rows: AsyncIterable<Record<K, XlsxCell>>,
  output: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ key, heading, width }) => ({ header: heading, key, width }));
  for (const { key, numFmt } of columns) if (numFmt) sheet.getColumn(key).numFmt = numFmt;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}
