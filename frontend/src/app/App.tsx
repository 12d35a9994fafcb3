import { Suspense } from 'react';
import { ShopRouter } from './ShopRouter';
import { AppProviders } from './AppProviders';
import { ShopRoutes } from './router';
import type { AppStore } from './store';

/**
 * Until the first page's code and texts are here nothing is drawn (a fallback of nothing), rather than
 * the layout with an empty middle that the page would then push the footer out of (a layout shift).
 * Later pages never reach this fallback: the router moves in a transition, which keeps the page shown.
 */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <ShopRouter>
        <Suspense fallback={null}>
          <ShopRoutes />
        </Suspense>
      </ShopRouter>
    </AppProviders>
  );
}
