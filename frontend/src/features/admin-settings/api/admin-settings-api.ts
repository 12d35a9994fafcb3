import { baseApi } from '../../../lib/api';
import { attachmentFileName, saveFile, vilniusDay } from '../../../lib/save-file';
import type {
  ClearedCachesResponse,
  EmailSettingsRequest,
  MaintenanceSettingsRequest,
  PaymentSettingsRequest,
  SellerSettingsRequest,
  SettingsChangedResponse,
  SettingsResponse,
  SystemSettingsRequest,
  TestEmailRequest,
  TestEmailResponse,
} from '../../../lib/api-types/generated';

/* The settings API (docs/settings.md). Secrets never come back: each is told as `<name>Set`. */

/** The currencies a ticket can be priced in; the server refuses a change while money is in another. */
export const CURRENCIES = ['EUR', 'USD'] as const satisfies readonly SystemSettingsRequest['currency'][];
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
export const SITE_LANGUAGES = ['lt', 'en', 'ru'] as const satisfies readonly SystemSettingsRequest['language'][];

/**
 * What each section's save sends. A secret left out keeps the stored one; `""` clears it; a value
 * replaces it.
 */
export interface SettingsChanges {
  system: SystemSettingsRequest;
  seller: SellerSettingsRequest;
  payment: PaymentSettingsRequest;
  email: EmailSettingsRequest;
  maintenance: MaintenanceSettingsRequest;
}

type SettingsSection = keyof SettingsChanges;

export type SaveSettingsArgs = {
  [Section in SettingsSection]: { section: Section; changes: SettingsChanges[Section] };
}[SettingsSection];

/** The file name the server gave (`Content-Disposition`), else `settings-YYYY-MM-DD.json` for today in Vilnius. */
function exportFileNameOf(disposition: string | null | undefined, now: Date): string {
  const named = attachmentFileName(disposition);
  if (named) return named;
  return `settings-${vilniusDay(now)}.json`;
}

const adminSettingsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminSettings', 'PublicSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminSettings: build.query<SettingsResponse, void>({
        query: () => 'admin/settings',
        providesTags: ['AdminSettings'],
      }),
      saveSettings: build.mutation<SettingsChangedResponse, SaveSettingsArgs>({
        query: ({ section, changes }) => ({ url: `admin/settings/${section}`, method: 'PUT', body: changes }),
        // The footer, the register page and the maintenance switch read the public side of the same settings.
        invalidatesTags: (_result, error) => (error ? [] : ['AdminSettings', 'PublicSettings']),
      }),
      sendTestMail: build.mutation<TestEmailResponse, TestEmailRequest>({
        query: (body) => ({ url: 'admin/settings/email/test', method: 'POST', body }),
      }),
      clearCaches: build.mutation<ClearedCachesResponse, void>({
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
