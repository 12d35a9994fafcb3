import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router';
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
 * router. Without `ui` it renders the app's own route table at `route`, layout included.
 */
export async function renderWithProviders(ui?: ReactElement, options: RenderOptions = {}): Promise<Rendered> {
  const { route = '/', preloadedState, language } = options;
  if (language) await i18n.changeLanguage(language);
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(ui ? [{ path: '*', element: ui }] : routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await act(() => firstPageLoaded(router));
  return { ...result, store, router, user };
}

/** Pages are fetched with their route (app/router.tsx): a test starts once the first one is here, as a visitor does. */
function firstPageLoaded(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The app at an address. */
export function renderRoute(route: string, options: Omit<RenderOptions, 'route'> = {}): Promise<Rendered> {
  return renderWithProviders(undefined, { ...options, route });
}
