import { jsonResponse, mockFetch } from '../../../test/http';
import { sixMonthReport } from './report-fixtures';
import type { SalesReportResponse } from '../../../lib/api-types/generated';

/** The shop's error shape. */
export function refusal(status: number, message: string): Response {
  return jsonResponse({ statusCode: status, message, errors: [] }, status);
}

/**
 * The reports API at the fetch boundary: each report read is recorded in `reads` and answered by
 * `report(url)`; each export in `exports` and answered by `file(url)`.
 */
export function serveReports({
  report = () => sixMonthReport(),
  file = () => new Response('file', { headers: { 'content-type': 'application/pdf' } }),
}: {
  report?: (url: URL) => SalesReportResponse | Response | Promise<SalesReportResponse | Response>;
  file?: (url: URL) => Response;
} = {}) {
  const reads: URL[] = [];
  const exports: URL[] = [];
  mockFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/reports') {
      reads.push(url);
      const answer = await report(url);
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    if (url.pathname === '/api/admin/reports/export') {
      exports.push(url);
      return file(url);
    }
    return refusal(404, 'Not found');
  });
  return { reads, exports };
}

/** A URL's query as a plain object, to compare what was asked for. */
export const paramsOf = (url: URL | undefined): Record<string, string> =>
  Object.fromEntries(url?.searchParams.entries() ?? []);
