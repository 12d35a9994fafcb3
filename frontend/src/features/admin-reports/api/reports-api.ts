import { baseApi } from '../../../lib/api';
import type { Currency, LocalizedText } from '../../../types/api';
import { attachmentFileName, saveFile } from '../../../lib/save-file';

/*
 * The reports API (docs/finance.md). Money is in whole cents: `totals` one entry per currency sold, every
 * other figure in the report's one currency.
 */

export const PERIODS = ['last_3_months', 'last_6_months', 'last_year', 'this_year', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export const EXPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What a report is asked for, as the API takes it: only the parameters in force. */
export interface ReportQuery {
  period: Period;
  /** `YYYY-MM-DD`, Vilnius calendar days, both ends included; only with `custom`. */
  from?: string;
  to?: string;
  /** `YYYY-MM-DDTHH:mm`, a Vilnius local date-time: the figures as they stood then. */
  as_of?: string;
  /** A log position (decimal string) to read the figures at, instead of `as_of`. */
  as_of_position?: string;
  /** The currency the report details; left out, the shop's. */
  currency?: Currency;
}

/** One currency's sales and refunds of the period, never added to another's. */
export interface CurrencyTotals {
  currency: Currency;
  gross_revenue_cents: number;
  refunds_cents: number;
  net_revenue_cents: number;
  orders: number;
  tickets: number;
}

export interface KeyIndicators {
  gross_revenue_cents: number;
  refunds_cents: number;
  net_revenue_cents: number;
  orders: number;
  tickets: number;
  average_order_cents: number;
  active_users: number;
}

export interface MonthSales {
  /** `YYYY-MM`. */
  month: string;
  gross_revenue_cents: number;
  refunds_cents: number;
  net_revenue_cents: number;
  orders: number;
  average_order_cents: number;
}

export interface TopEvent {
  event_id: string;
  name: LocalizedText;
  net_revenue_cents: number;
  tickets: number;
}

export interface CategoryStats {
  category: string;
  events: number;
  net_revenue_cents: number;
}

export interface MonthUsers {
  month: string;
  new_users: number;
  total_users: number;
  /** Percent versus the month before, one decimal; 0 for the first month. */
  growth_rate: number;
}

export interface Report {
  period: { key: Period; from: string; to: string };
  /** ISO UTC; null: the figures are today's. */
  as_of: string | null;
  /** The event log position the figures were computed at, as a decimal string. */
  position: string;
  /** The currency of every figure but `totals`. */
  currency: Currency;
  /** Each currency sold in the period, the shop's first and always there. */
  totals: CurrencyTotals[];
  key_indicators: KeyIndicators;
  /** Every month of the period, zeros included. */
  sales_by_month: MonthSales[];
  top_events: TopEvent[];
  category_stats: CategoryStats[];
  user_growth: MonthUsers[];
}

/** The name the server gives the file (`Content-Disposition`), else `report-<from>-<to>.<format>`. */
export function reportFileNameOf(
  disposition: string | null | undefined,
  format: ExportFormat,
  period: { from: string; to: string },
): string {
  const named = attachmentFileName(disposition);
  return named ?? `report-${period.from}-${period.to}.${format}`;
}

export interface ExportArgs {
  query: ReportQuery;
  format: ExportFormat;
  /** The period the screen shows, for the file's name when the server gives none. */
  period: { from: string; to: string };
}

export const reportsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminReport'] }).injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<Report, ReportQuery>({
      query: (params) => ({ url: 'admin/reports', params }),
      providesTags: ['AdminReport'],
    }),
    /**
     * Downloads the report as a file and resolves with its name. The file goes straight to the
     * browser, never into the store, which holds only plain data.
     */
    exportReport: build.mutation<string, ExportArgs>({
      queryFn: async ({ query, format, period }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: 'admin/reports/export',
          params: { format, ...query },
          // The file as it came; a refusal is the shop's JSON error.
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName = reportFileNameOf(result.meta?.response?.headers.get('content-disposition'), format, period);
        saveFile(result.data as Blob, fileName);
        return { data: fileName };
      },
    }),
  }),
});

export const { useGetReportQuery, useExportReportMutation } = reportsApi;
