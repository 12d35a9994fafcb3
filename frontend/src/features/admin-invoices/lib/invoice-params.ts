import { INVOICE_KINDS, type InvoiceFilters, type InvoiceKind } from '../api/admin-invoices-api';

export interface InvoiceListParams {
  /** `YYYY-MM-DD`; empty: open. */
  from: string;
  to: string;
  /** Undefined: both kinds. */
  kind: InvoiceKind | undefined;
  /** Trimmed; empty: every series. */
  series: string;
  /** Trimmed; empty: no search. */
  q: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null): string => (value && DAY.test(value) ? value : '');
const isKind = (value: string | null): value is InvoiceKind => INVOICE_KINDS.some((kind) => kind === value);

/** Reads the register's state from the address; anything unusable falls back to no filter and the first page. */
export function readInvoiceListParams(searchParams: URLSearchParams): InvoiceListParams {
  const kind = searchParams.get('kind');
  const page = Number(searchParams.get('page'));
  return {
    from: dayOf(searchParams.get('from')),
    to: dayOf(searchParams.get('to')),
    kind: isKind(kind) ? kind : undefined,
    series: (searchParams.get('series') ?? '').trim(),
    q: (searchParams.get('q') ?? '').trim(),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API's filters for a list state, leaving out those not in force. */
export function invoiceFiltersOf({ from, to, kind, series, q }: InvoiceListParams): InvoiceFilters {
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(kind ? { kind } : {}),
    ...(series ? { series } : {}),
    ...(q ? { q } : {}),
  };
}

/** The address for a list state, leaving out defaults so shared links stay short. */
export function invoiceListSearchParams(params: InvoiceListParams): URLSearchParams {
  const search = new URLSearchParams(invoiceFiltersOf(params) as Record<string, string>);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The first and last day of the month before `today` (`YYYY-MM-DD`): what an accountant asks for. */
export function lastMonthOf(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
