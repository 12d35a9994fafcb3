import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { isRecordedWrite } from './recorded-write';
import {
  awaitedPosition,
  positionExpired,
  positionForgotten,
  positionRead,
  positionWritten,
} from './written-position-slice';

const MIN_POSITION_HEADER = 'X-Min-Position';
const POSITION_REACHED_HEADER = 'X-Read-Position-Reached';

type ShopBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

const methodOf = (args: string | FetchArgs): string =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

function withMinPosition(args: string | FetchArgs, position: string): FetchArgs {
  const fetchArgs = typeof args === 'string' ? { url: args } : args;
  const { headers } = fetchArgs;
  if (headers instanceof Headers) {
    const copy = new Headers(headers);
    copy.set(MIN_POSITION_HEADER, position);
    return { ...fetchArgs, headers: copy };
  }
  if (Array.isArray(headers)) return { ...fetchArgs, headers: [...headers, [MIN_POSITION_HEADER, position]] };
  return { ...fetchArgs, headers: { ...headers, [MIN_POSITION_HEADER]: position } };
}

/**
 * The log position a successful write answered: its `X-Min-Position` header (a 202 of a recorded write
 * not yet readable), else the `position` of its body, which every command answers (docs/architecture.md).
 */
function writtenPositionOf(data: unknown, meta: FetchBaseQueryMeta | undefined): string | undefined {
  const header = meta?.response?.headers.get(MIN_POSITION_HEADER);
  if (header) return header;
  if (typeof data !== 'object' || data === null || !('position' in data)) return undefined;
  return typeof data.position === 'string' ? data.position : undefined;
}

/**
 * Read-your-writes for every feature (docs/architecture.md). A write's answer leaves its log position
 * in the store (the furthest so far); the GETs that follow within READ_AFTER_WRITE_MS send it as
 * `X-Min-Position`, so the server waits until its read models include the write and the next screen
 * shows it. The first read the server says has reached it ends the waiting; one that has not
 * (`X-Read-Position-Reached: false`) marks the reads as lagging, which pages show and retry on
 * (`useReadLag`).
 */
export function readAfterWrites(baseQuery: ShopBaseQuery): ShopBaseQuery {
  return async (args, api, extraOptions) => {
    const now = Date.now();
    if (methodOf(args) !== 'GET') {
      const result = await baseQuery(args, api, extraOptions);
      const position = result.error ? undefined : writtenPositionOf(result.data, result.meta);
      if (position !== undefined) {
        api.dispatch(positionWritten({ position, at: Date.now(), readable: !isRecordedWrite(result.data) }));
      }
      return result;
    }
    const state = api.getState();
    if (positionExpired(state, now)) api.dispatch(positionForgotten());
    const position = awaitedPosition(state, now);
    if (position === undefined) return baseQuery(args, api, extraOptions);
    const result = await baseQuery(withMinPosition(args, position), api, extraOptions);
    const reached = result.meta?.response?.headers.get(POSITION_REACHED_HEADER);
    if (reached === 'true' || reached === 'false')
      api.dispatch(positionRead({ position, reached: reached === 'true' }));
    return result;
  };
}
