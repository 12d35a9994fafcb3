import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, useEffect, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { ShopRoutes } from '../app/router';
import { makeStore, type AppStore, type RootState } from '../app/store';
import i18n, { type Language } from '../i18n';

interface RenderOptions {
  /** The address the memory router starts at. */
  route?: string;
  preloadedState?: Partial<RootState>;
  language?: Language;
}

export interface Rendered extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

/**
 * Renders with a fresh store (so no test sees another's cache), the real i18n instance and a memory
 * router. Without `ui` it renders the app's own routes at `route`, layout included. The memory router
 * only stands in for the browser's address (tests read and move it); the routes below it are the
 * declarative ones the shop runs.
 */
export async function renderWithProviders(ui?: ReactElement, options: RenderOptions = {}): Promise<Rendered> {
  const { route = '/', preloadedState, language } = options;
  if (language) await i18n.changeLanguage(language);
  const store = makeStore(preloadedState);
  const firstPage = firstPageWatch();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <firstPage.Shown />
            {ui ?? <ShopRoutes />}
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <Suspense fallback={<firstPage.Waiting />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  await firstPage.loaded(router);
  return { ...result, store, router, user };
}

/**
 * Pages are fetched with their route (app/router.tsx) while the app's Suspense boundary draws nothing,
 * and a redirect's page (a guard's `<Navigate>`) while the router keeps showing the old one: a test
 * starts once the page at the router's address is on screen, as a visitor sees it. `Waiting` stands in
 * for the nothing, `Shown` notes the address on screen. RTL's waitFor, not act: inside act React
 * applies the page only once the awaiting is over.
 */
function firstPageWatch() {
  let waiting = false;
  let shownKey: string | undefined;
  function Waiting() {
    useEffect(() => {
      waiting = true;
      return () => {
        waiting = false;
      };
    }, []);
    return null;
  }
  function Shown() {
    const { key } = useLocation();
    useEffect(() => {
      shownKey = key;
    }, [key]);
    return null;
  }
  const loaded = (router: ReturnType<typeof createMemoryRouter>) =>
    waitFor(
      () => {
        if (waiting || shownKey !== router.state.location.key) throw new Error('the page is still on its way');
      },
      { timeout: 10_000 },
    );
  return { Waiting, Shown, loaded };
}

/** The app at an address. */
export function renderRoute(route: string, options: Omit<RenderOptions, 'route'> = {}): Promise<Rendered> {
  return renderWithProviders(undefined, { ...options, route });
}
