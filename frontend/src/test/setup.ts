import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';
import i18n, { AREAS, DEFAULT_LANGUAGE, i18nReady, LANGUAGES } from '../i18n';
import { resetPublicSettings, withPublicSettings } from './public-settings';

/*
 * jsdom has no fetch API, and jest's sandbox hides Node's. The outer Node realm still has them, so the
 * tests borrow its Request/Response/Headers; `fetch` itself is always a per-test mock at the HTTP
 * boundary. Two browser behaviours Node's Request lacks are added: relative URLs resolve against the
 * page, and the page's (jsdom) AbortSignal is accepted, as RTK Query's timeout passes one.
 */
const node = runInThisContext('globalThis') as typeof globalThis;

function toNodeSignal(signal: AbortSignal | null | undefined): AbortSignal | undefined {
  if (!signal) return undefined;
  const controller = new node.AbortController();
  const forward = () => {
    controller.abort(signal.reason);
  };
  if (signal.aborted) forward();
  else signal.addEventListener('abort', forward, { once: true });
  return controller.signal;
}

class PageRequest extends node.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const resolved = input instanceof node.Request ? input : new URL(String(input), window.location.href).href;
    super(resolved, init && { ...init, signal: toNodeSignal(init.signal) });
  }
}

Object.assign(globalThis, {
  Request: PageRequest,
  Response: node.Response,
  Headers: node.Headers,
  // Browsers have these and react-router's stream helpers use them; jsdom does not provide them.
  TextEncoder,
  TextDecoder,
});

// A test that forgets to describe the server fails loudly instead of reaching for a real one. The
// layout's public settings are the exception: answered as a fresh shop would (test/public-settings.ts).
function unexpectedFetch(): typeof fetch {
  return withPublicSettings(
    jest.fn((input: RequestInfo | URL) =>
      Promise.reject(
        new Error(`Unexpected request in a test: ${String(input instanceof Request ? input.url : input)}`),
      ),
    ),
  );
}

// findBy… waits for lazily loaded pages and their data; on a busy two-core machine the default second
// was seen to run out before the home page had rendered.
configure({ asyncUtilTimeout: 5000 });

// Present before any app module loads, as RTK Query checks for fetch when the API is created.
globalThis.fetch = unexpectedFetch();

// A page's route fetches its area's texts in the app; a test may render a component without its route,
// so every area's texts are here from the start, in both languages.
beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(AREAS);
  await i18n.loadLanguages([...LANGUAGES]);
});

beforeEach(() => {
  resetPublicSettings();
  globalThis.fetch = unexpectedFetch();
  // jsdom does not implement scrolling; pages call it on navigation.
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

afterEach(async () => {
  // Unmount first so the language reset below does not re-render the finished test's tree.
  cleanup();
  window.localStorage.clear();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
