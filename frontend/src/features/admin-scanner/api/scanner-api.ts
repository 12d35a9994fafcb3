import { baseApi } from '../../../lib/api';

/** A text the API gives in both languages. */
export interface LocalizedText {
  lt: string;
  en: string;
}

/** What the server decided about one ticket (docs/ordering.md). */
export type ScanResult = 'valid' | 'already_used' | 'refunded' | 'voided' | 'event_cancelled' | 'unknown';

export interface ScannedTicket {
  code: string;
  event_name: LocalizedText;
  /** ISO instant. */
  starts_at: string;
  ticket_type: LocalizedText;
  holder: string;
  order_number: string;
}

export interface VerifyTicketResponse {
  result: ScanResult;
  /** The server's own words, in the reader's language. */
  message: string;
  /** null for an unknown code. */
  ticket: ScannedTicket | null;
  /** ISO instant of the first admission; set for `already_used`. */
  used_at: string | null;
}

const scannerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Checks a ticket at the door; a valid one is admitted (marked used) by this very call. */
    verifyTicket: build.mutation<VerifyTicketResponse, string>({
      query: (ticketCode) => ({ url: 'scanner/verify', method: 'POST', body: { ticketCode } }),
    }),
  }),
});

export const { useVerifyTicketMutation } = scannerApi;
