import { useDeferredValue } from 'react';

/**
 * A query's data, drawn in the background: undefined until React has rendered the page with it in a
 * deferred pass, which it cuts into slices the browser can interleave with input. The store's updates
 * are otherwise drawn at once, in one long task that blocks the phone's main thread when a page's data
 * arrives. Never the previous data while the new is drawn: callers keep showing their skeleton then.
 */
export function useDeferredData<Data>(data: Data | undefined): Data | undefined {
  const drawn = useDeferredValue(data);
  return drawn === data ? data : undefined;
}
