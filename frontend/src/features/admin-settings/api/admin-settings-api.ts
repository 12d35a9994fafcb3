import { baseApi } from '../../../lib/api';
import { attachmentFileName, saveFile, vilniusDay } from '../../../lib/save-file';

/* The settings API (docs/settings.md). Secrets never come back: each is told as `<name>Set`. */

/** The currencies a ticket can be priced in; the server refuses a change while money is in another. */
export const CURRENCIES = ['EUR', 'USD'] as const;
/** The zones offered: the Baltic and nearby ones first. The server takes any IANA zone. */
export const TIMEZONES = [
  'Europe/Vilnius',
  'Europe/Riga',
  'Europe/Tallinn',
  'Europe/Helsinki',
  'Europe/Warsaw',
  'Europe/London',
  'America/New_York',
] as const;
export const SITE_LANGUAGES = ['lt', 'en', 'ru'] as const;

export interface SystemSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  supportPhone: string;
  currency: (typeof CURRENCIES)[number];
  /** An IANA time zone: the shop's days and times (mails, invoices, reports, tickets). */
  timezone: string;
  language: (typeof SITE_LANGUAGES)[number];
  allowRegistration: boolean;
  requireEmailVerification: boolean;
}

/** The seller's details printed on invoices. */
export interface SellerSettings {
  legalName: string;
  companyCode: string;
  /** Empty when the seller is not a VAT payer. */
  vatCode: string;
  address: string;
  /** IBAN. */
  bankAccount: string;
  /** 2–5 upper-case letters, e.g. `TS`. */
  invoiceSeries: string;
}

export interface PaymentSettings {
  sandboxEnabled: boolean;
  makecommerceEnabled: boolean;
  makecommerceShopId: string;
  makecommerceSecretKeySet: boolean;
  payseraEnabled: boolean;
  payseraProjectId: string;
  payseraSignPasswordSet: boolean;
  bankTransferEnabled: boolean;
  bankAccount: string;
  /** Whole days, 1–14, a buyer has to pay by bank transfer. */
  bankTransferDays: number;
  /** 0–10 in steps of 0.1. */
  paymentFeePercent: number;
}

export interface EmailSettings {
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  smtpPasswordSet: boolean;
  fromEmail: string;
  fromName: string;
  emailTemplatesEnabled: boolean;
}

export interface MaintenanceSettings {
  maintenanceMode: boolean;
}

export interface AdminSettings {
  system: SystemSettings;
  seller: SellerSettings;
  payment: PaymentSettings;
  email: EmailSettings;
  maintenance: MaintenanceSettings;
  position: string;
}

/**
 * What a section's save sends. A secret left out keeps the stored one; `""` clears it; a value
 * replaces it.
 */
export interface SettingsChanges {
  system: SystemSettings;
  seller: SellerSettings;
  payment: Omit<PaymentSettings, 'makecommerceSecretKeySet' | 'payseraSignPasswordSet'> & {
    makecommerceSecretKey?: string;
    payseraSignPassword?: string;
  };
  email: Omit<EmailSettings, 'smtpPasswordSet'> & { smtpPassword?: string };
  maintenance: MaintenanceSettings;
}

export type SettingsSection = keyof SettingsChanges;

export type SaveSettingsArgs = {
  [Section in SettingsSection]: { section: Section; changes: SettingsChanges[Section] };
}[SettingsSection];

/** The test mail was sent; a failure is 502 without the server's words (they are in the shop's log). */
export interface TestMailResult {
  sent: true;
}

/** What a command answers: the log position it wrote (a whole number, as a string). */
interface Written {
  position: string;
}

/** The file name the server gave (`Content-Disposition`), else `settings-YYYY-MM-DD.json` for today in Vilnius. */
export function exportFileNameOf(disposition: string | null | undefined, now: Date): string {
  const named = attachmentFileName(disposition);
  if (named) return named;
  return `settings-${vilniusDay(now)}.json`;
}

export const adminSettingsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminSettings', 'PublicSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminSettings: build.query<AdminSettings, void>({
        query: () => 'admin/settings',
        providesTags: ['AdminSettings'],
      }),
      saveSettings: build.mutation<Written, SaveSettingsArgs>({
        query: ({ section, changes }) => ({ url: `admin/settings/${section}`, method: 'PUT', body: changes }),
        // The footer, the register page and the maintenance switch read the public side of the same settings.
        invalidatesTags: (_result, error) => (error ? [] : ['AdminSettings', 'PublicSettings']),
      }),
      sendTestMail: build.mutation<TestMailResult, { to: string }>({
        query: (body) => ({ url: 'admin/settings/email/test', method: 'POST', body }),
      }),
      clearCaches: build.mutation<{ cleared: string[] }, void>({
        query: () => ({ url: 'admin/settings/clear-caches', method: 'POST' }),
      }),
      /**
       * Downloads the settings (no secrets) as the server's JSON file and resolves with its name. The
       * file goes straight to the browser, never into the store.
       */
      exportSettings: build.mutation<string, void>({
        queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
          const result = await baseQuery({
            url: 'admin/settings/export',
            // The file as it came; a refusal is the shop's JSON error.
            responseHandler: (response) => (response.ok ? response.blob() : response.json()),
          });
          if (result.error) return { error: result.error };
          const fileName = exportFileNameOf(result.meta?.response?.headers.get('content-disposition'), new Date());
          saveFile(result.data as Blob, fileName);
          return { data: fileName };
        },
      }),
    }),
  });

export const {
  useGetAdminSettingsQuery,
  useSaveSettingsMutation,
  useSendTestMailMutation,
  useClearCachesMutation,
  useExportSettingsMutation,
} = adminSettingsApi;
