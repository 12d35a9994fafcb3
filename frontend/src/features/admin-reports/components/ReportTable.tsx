import { useId, type ReactNode } from 'react';
import './admin-reports.css';

interface ReportColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned, kept on one line. */
  numeric?: boolean;
}

interface ReportTableProps<Row> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last line under the rows, e.g. the period's totals, one cell per column. */
  footer?: readonly ReactNode[];
}

/**
 * A report's figures as a plain table whose first column names each row. On a phone it scrolls
 * sideways inside its own box, so the page itself never grows wider than the screen.
 */
export function ReportTable<Row>({ caption, columns, rows, rowKey, footer }: ReportTableProps<Row>) {
  const captionId = useId();
  const cellClass = (numeric: boolean | undefined) => (numeric ? 'report-table__number' : undefined);
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="report-table" tabIndex={0} role="group" aria-labelledby={captionId}>
      <table className="report-table__table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map(({ key, header, numeric }) => (
              <th key={key} scope="col" className={cellClass(numeric)}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(({ key, cell, numeric }, index) =>
                index === 0 ? (
                  <th key={key} scope="row" className={cellClass(numeric)}>
                    {cell(row)}
                  </th>
                ) : (
                  <td key={key} className={cellClass(numeric)}>
                    {cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((content, index) =>
                index === 0 ? (
                  <th key={columns[index]?.key} scope="row">
                    {content}
                  </th>
                ) : (
                  <td key={columns[index]?.key} className={cellClass(columns[index]?.numeric)}>
                    {content}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
