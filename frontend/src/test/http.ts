import { withPublicSettings } from './public-settings';

/** Helpers for describing the backend at the fetch boundary, the way RTK Query reaches it. */
export type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces `fetch` with one that answers through `handler`; the mock records every request but the
 * public settings, which `servePublicSettings` answers.
 */
export function mockFetch(handler: Handler): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init)),
  );
  globalThis.fetch = withPublicSettings(mock);
  return mock;
}

/** The URLs fetched so far, parsed, in order. */
export function requestedUrls(mock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>): URL[] {
  return mock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
}

/** A promise with its resolver exposed, to hold a response back while a test looks at the loading state. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
