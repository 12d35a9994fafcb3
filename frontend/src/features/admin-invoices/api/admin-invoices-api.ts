import { baseApi } from '../../../lib/api';
import { attachmentFileName, saveFile } from '../../../lib/save-file';
import type { InvoiceRegisterPageResponse, RegisterDocumentResponse } from '../../../lib/api-types/generated';

/** The register shows this many documents a page. */
export const INVOICES_PAGE_SIZE = 20;

export type InvoiceKind = RegisterDocumentResponse['kind'];
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const satisfies readonly InvoiceKind[];

/** What narrows the register, its files and its archive; days are the documents' own dates. */
export interface InvoiceFilters {
  from?: string;
  to?: string;
  kind?: InvoiceKind;
  series?: string;
  /** Part of a document or order number, a buyer's name or e-mail. */
  q?: string;
}

export type RegisterFile = 'csv' | 'xlsx' | 'zip';

/** The file name the server gave, or a plain one by the kind of file. */
function registerFileNameOf(disposition: string | null | undefined, file: RegisterFile): string {
  return attachmentFileName(disposition) ?? (file === 'zip' ? 'invoices.zip' : `invoice-register.${file}`);
}

const adminInvoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<InvoiceRegisterPageResponse, InvoiceFilters & { page: number; limit: number }>({
      query: (params) => ({ url: 'admin/invoices', params }),
    }),
    // Through the API's own query, so the session refresh and the page's language apply to the file too.
    downloadInvoices: build.mutation<string, { filters: InvoiceFilters; file: RegisterFile }>({
      queryFn: async ({ filters, file }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: file === 'zip' ? 'admin/invoices/archive' : 'admin/invoices/export',
          params: file === 'zip' ? filters : { ...filters, format: file },
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName = registerFileNameOf(result.meta?.response?.headers.get('content-disposition'), file);
        saveFile(result.data as Blob, fileName);
        return { data: fileName };
      },
    }),
  }),
});

export const { useListInvoicesQuery, useDownloadInvoicesMutation } = adminInvoicesApi;
