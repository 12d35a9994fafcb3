import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import i18n, { DEFAULT_LANGUAGE } from '../i18n';
import { readAfterWrites } from './read-your-writes/read-after-writes';
import { isAdminPath, loginPathFor } from './session/login-path';
import { pageLocation } from './session/page-location';
import { signedOut, userUpdated } from './session/session-slice';
import type { SessionResponse } from './api-types/generated';

/** Public requests give up after this long (docs/web.md, "Screen rules"), so a stalled backend shows an error. */
const REQUEST_TIMEOUT_MS = 10_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  // The session lives in httpOnly cookies (docs/identity.md); the browser sends them only when asked to.
  credentials: 'include',
  prepareHeaders: (headers) => {
    // The server answers errors and messages in this language, so they match the page.
    headers.set('Accept-Language', i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
    return headers;
  },
});

type RefreshResult = { data: SessionResponse; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

let refreshInFlight: Promise<RefreshResult> | undefined;

async function refreshOnce(api: BaseQueryApi, extraOptions: object): Promise<RefreshResult> {
  // Shared by every waiting caller, so it must not be cancelled along with the one that started it.
  const unshared = { ...api, signal: new AbortController().signal };
  const result = await rawBaseQuery({ url: 'auth/refresh', method: 'POST' }, unshared, extraOptions);
  if (result.error) {
    api.dispatch(signedOut());
    const path = pageLocation.current();
    if (isAdminPath(path)) pageLocation.assign(loginPathFor(path));
    return { error: result.error };
  }
  const session = result.data as SessionResponse;
  api.dispatch(userUpdated(session.user));
  return { data: session };
}

/**
 * Rotates the session's cookies. Concurrent callers (several requests meeting an expired access token
 * at once, or the periodic refresh) share one request: the server revokes a refresh token presented
 * twice, so a second parallel refresh would end the session it tried to save. A failed refresh signs
 * out, and sends an admin page to the login, which brings the admin back afterwards.
 */
export function refreshSession(api: BaseQueryApi, extraOptions: object): Promise<RefreshResult> {
  refreshInFlight ??= refreshOnce(api, extraOptions).finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

// A 401 from the login means wrong credentials, which no refresh can fix. (The refresh itself does not
// pass through here.)
function isLogin(args: string | FetchArgs): boolean {
  return (typeof args === 'string' ? args : args.url) === 'auth/login';
}

/** A 401 triggers one refresh; on success the original request is retried once (docs/web.md, "Screen rules"). */
const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || isLogin(args)) return result;
  const refreshed = await refreshSession(api, extraOptions);
  return refreshed.error ? result : rawBaseQuery(args, api, extraOptions);
};

/**
 * The one RTK Query API of the app. It declares no endpoints itself: every feature adds its own with
 * `injectEndpoints`, so the cache, tags and middleware stay shared.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // Read-your-writes outside the re-authentication, so a retried request still sends and remembers positions.
  baseQuery: readAfterWrites(baseQueryWithReauth),
  tagTypes: [
    'Event',
    'Session',
    'Profile',
    'AdminUser',
    'AdminStatistics',
    'AdminActivity',
    'AdminEvent',
    'AdminTicketType',
    'DiscountCode',
    'Lookup',
  ],
  endpoints: () => ({}),
});

/** The HTTP status of an RTK Query error, or undefined for network failures, timeouts and parse errors. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * Whether a read of one thing by the id in the address found nothing: a 404, or the 400 of an id that
 * is not a UUID (docs/architecture.md, "The HTTP command kit"), as from a mistyped address.
 */
export function namesNothing(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 404 || status === 400;
}

/**
 * The message of an error answered in the shop's shape (`{ statusCode, message, errors[] }`), already
 * in the page's language; undefined when the server said nothing usable (network failure, a proxy's page).
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message.trim() !== '' ? data.message : undefined;
}
