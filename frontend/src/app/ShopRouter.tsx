import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator } from 'react-router';
import { keepScrollPosition } from '../components/PageScrollRestoration';

/**
 * react-router's BrowserRouter (its history, each move to a new address in a transition so the page
 * shown stays until the next one is ready) plus what its declarative mode drops: a navigation's
 * `preventScrollReset`, with which a list changing its own filters keeps its place on the page.
 */
export function ShopRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setShown({ action, location }));
      }),
    [history],
  );
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push(to, state, options) {
        if (options?.preventScrollReset) keepScrollPosition();
        history.push(to, state);
      },
      replace(to, state, options) {
        if (options?.preventScrollReset) keepScrollPosition();
        history.replace(to, state);
      },
    }),
    [history],
  );
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
      {children}
    </Router>
  );
}
