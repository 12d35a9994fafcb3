import { baseApi } from '../../../lib/api';
import type { Currency } from '../../../lib/money/money';
import { attachmentFileName, saveFile } from '../../../lib/save-file';
import type { ReportPeriodResponse, SalesReportResponse } from '../../../lib/api-types/generated';

/*
 * The reports API (docs/finance.md). Money is in whole cents: `totals` one entry per currency sold, every
 * other figure in the report's one currency.
 */

export type Period = ReportPeriodResponse['key'];
export const PERIODS = [
  'last_3_months',
  'last_6_months',
  'last_year',
  'this_year',
  'custom',
] as const satisfies readonly Period[];

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

/** The name the server gives the file (`Content-Disposition`), else `report-<from>-<to>.<format>`. */
function reportFileNameOf(
  disposition: string | null | undefined,
  format: ExportFormat,
  period: { from: string; to: string },
): string {
  const named = attachmentFileName(disposition);
  return named ?? `report-${period.from}-${period.to}.${format}`;
}

interface ExportArgs {
  query: ReportQuery;
  format: ExportFormat;
  /** The period the screen shows, for the file's name when the server gives none. */
  period: { from: string; to: string };
}

const reportsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminReport'] }).injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<SalesReportResponse, ReportQuery>({
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
