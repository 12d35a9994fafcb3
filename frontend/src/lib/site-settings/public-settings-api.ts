import { baseApi } from '../api';
import type { PublicSettingsResponse } from '../api-types/generated';

/** How often the maintenance page asks whether the shop is back. */
export const MAINTENANCE_RECHECK_MS = 60_000;

export const publicSettingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['PublicSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getPublicSettings: build.query<PublicSettingsResponse, void>({
      query: () => 'settings/public',
      providesTags: ['PublicSettings'],
    }),
  }),
});

export const { useGetPublicSettingsQuery } = publicSettingsApi;
