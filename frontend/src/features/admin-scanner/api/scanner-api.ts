import { baseApi } from '../../../lib/api';
import type { ScanResponse, VerifyTicketRequest } from '../../../lib/api-types/generated';

const scannerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Checks a ticket at the door; a valid one is admitted (marked used) by this very call. */
    verifyTicket: build.mutation<ScanResponse, string>({
      query: (ticketCode) => ({
        url: 'scanner/verify',
        method: 'POST',
        body: { ticketCode } satisfies VerifyTicketRequest,
      }),
    }),
  }),
});

export const { useVerifyTicketMutation } = scannerApi;
