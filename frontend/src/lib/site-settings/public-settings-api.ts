import { baseApi } from '../api';

/** `GET /api/settings/public`: what anyone may know of the shop's settings, even during maintenance. */
export interface PublicSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  supportPhone: string;
  currency: string;
  language: string;
  allowRegistration: boolean;
  requireEmailVerification: boolean;
  maintenanceMode: boolean;
}

/** How often the maintenance page asks whether the shop is back. */
export const MAINTENANCE_RECHECK_MS = 60_000;

export const publicSettingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['PublicSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getPublicSettings: build.query<PublicSettings, void>({
      query: () => 'settings/public',
      providesTags: ['PublicSettings'],
    }),
  }),
});

export const { useGetPublicSettingsQuery } = publicSettingsApi;
