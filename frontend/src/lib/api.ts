import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** Public requests give up after this long (SPEC §9) so a stalled backend shows an error, not a spinner. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The one RTK Query API of the app. It declares no endpoints itself: every feature adds its own with
 * `injectEndpoints`, so the cache, tags and middleware stay shared.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', timeout: REQUEST_TIMEOUT_MS }),
  tagTypes: ['Event', 'Session', 'Profile', 'AdminUser', 'AdminStatistics', 'AdminActivity'],
  endpoints: () => ({}),
});

/** The HTTP status of an RTK Query error, or undefined for network failures, timeouts and parse errors. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}
