import type { ReactNode } from 'react';
import { Pagination } from '../Pagination';
import { Spinner } from '../Spinner';
import { AdminLoadError } from './AdminLoadError';
import './admin-kit.css';

/**
 * - `name`: the row's header cell, which names the row (a card's title where rows are cards);
 * - `number`: right-aligned figures;
 * - `long`: free text that may break anywhere (e-mail addresses);
 * - `menu`: the row's actions menu (a card's top right corner);
 * - `buttons`: the row's buttons (a card's last line).
 */
type ColumnKind = 'name' | 'number' | 'long' | 'menu' | 'buttons';

export interface Column<Row> {
  key: string;
  /** The column's heading, and the cell's label where rows are cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  kind?: ColumnKind;
  /** The heading is for screen readers only: the cells speak for themselves (actions). */
  hideHeader?: boolean;
}

export interface RowSelection<Row> {
  /** Row keys; keys of rows not on the page are left alone. */
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** Names the header checkbox, e.g. "Pažymėti visus šio puslapio renginius". */
  allLabel: string;
  /** Names a row's checkbox, e.g. "Pažymėti: Vasaros koncertas". */
  rowLabel: (row: Row) => string;
  /** Rows the bulk action cannot take keep a disabled checkbox, so a batch is never refused for them. */
  selectable?: (row: Row) => boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  /** Undefined while the rows load. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
  /** Shown instead of everything else when the rows could not be read. */
  loadError?: { message: string; onRetry: () => void };
  /** A line above the table, e.g. "Rasta renginių: 45". */
  summary?: string;
  selection?: RowSelection<Row>;
  /** Above the table, below the summary: a bulk action bar. */
  toolbar?: ReactNode;
  pagination?: { page: number; totalPages: number; onPageChange: (page: number) => void };
}

const CELL_CLASS: Record<ColumnKind, string> = {
  name: 'data-table__name',
  number: 'data-table__number',
  long: 'data-table__long',
  menu: 'data-table__menu',
  buttons: 'data-table__buttons',
};

function SelectAll({
  allLabel,
  checked,
  disabled,
  mixed,
  onChange,
}: {
  allLabel: string;
  checked: boolean;
  disabled: boolean;
  mixed: boolean;
  onChange: (selected: boolean) => void;
}) {
  return (
    <label className="data-table__select-all">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        ref={(box) => {
          if (box) box.indeterminate = mixed;
        }}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span className="data-table__select-all-text">{allLabel}</span>
    </label>
  );
}

/**
 * An admin list: its rows as a table (cards where the table would not fit), or why there are none.
 * Selection covers the rows on the page only, so a bulk action never reaches rows out of sight.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  loadError,
  summary,
  selection,
  toolbar,
  pagination,
}: DataTableProps<Row>) {
  if (loadError) return <AdminLoadError message={loadError.message} onRetry={loadError.onRetry} />;
  if (!rows) return <Spinner />;
  if (rows.length === 0) return <p className="empty-state">{emptyText}</p>;

  const keys = rows.filter((row) => selection?.selectable?.(row) ?? true).map(rowKey);
  const selectedOnPage = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  const select = (changed: readonly string[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of changed) {
      if (on) next.add(key);
      else next.delete(key);
    }
    selection.onChange(next);
  };

  return (
    <>
      {summary && <p className="data-table__summary">{summary}</p>}
      {toolbar}
      <div className="data-table">
        <table className="data-table__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="data-table__select">
                  <SelectAll
                    allLabel={selection.allLabel}
                    checked={keys.length > 0 && selectedOnPage === keys.length}
                    disabled={keys.length === 0}
                    mixed={selectedOnPage > 0 && selectedOnPage < keys.length}
                    onChange={(on) => {
                      select(keys, on);
                    }}
                  />
                </th>
              )}
              {columns.map(({ key, header, kind, hideHeader }) => (
                <th key={key} scope="col" className={kind && CELL_CLASS[kind]}>
                  {hideHeader ? <span className="visually-hidden">{header}</span> : header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              return (
                <tr key={key}>
                  {selection && (
                    <td className="data-table__select">
                      <input
                        type="checkbox"
                        checked={selection.selected.has(key)}
                        disabled={!(selection.selectable?.(row) ?? true)}
                        aria-label={selection.rowLabel(row)}
                        onChange={(event) => {
                          select([key], event.target.checked);
                        }}
                      />
                    </td>
                  )}
                  {columns.map((column) => {
                    const className = column.kind && CELL_CLASS[column.kind];
                    if (column.kind === 'name') {
                      return (
                        <th key={column.key} scope="row" className={className}>
                          {column.cell(row)}
                        </th>
                      );
                    }
                    if (column.kind === 'buttons') {
                      return (
                        <td key={column.key} className={className}>
                          <div className="data-table__button-row">{column.cell(row)}</div>
                        </td>
                      );
                    }
                    return (
                      <td
                        key={column.key}
                        className={className}
                        data-label={column.kind === 'menu' ? undefined : column.header}
                      >
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </>
  );
}
