import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/AppProviders';
import { makeStore, type RootState } from '../../app/store';
import i18n from '../../i18n';
import { makeAdmin, makeUser, rememberUser, signedInState } from '../../lib/session/user-fixtures';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';
import { RequireStaff } from './RequireStaff';
import { isStaff } from './staff';
import type { UserResponse } from '../../lib/api-types/generated';

const ADMIN_MESSAGE_LT = 'Reikalingos administratoriaus teisės. Kreipkitės į sistemos administratorių.';

/** A guarded page beside a login page, so a redirect has somewhere to land. */
function renderGuarded(guarded: ReactElement, route: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(
    [
      { path: 'login', element: <h1>Prisijungimas</h1> },
      { path: '*', element: guarded },
    ],
    { initialEntries: [route] },
  );
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('RequireAuth', () => {
  const page = (
    <RequireAuth>
      <p>Slapta</p>
    </RequireAuth>
  );

  it('sends a visitor to the login, carrying the page to come back to', () => {
    const router = renderGuarded(page, '/profile?tab=password#top');
    expect(screen.getByRole('heading', { name: 'Prisijungimas' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile?tab=password#top');
    expect(screen.queryByText('Slapta')).not.toBeInTheDocument();
  });

  it('shows a loading indicator, not the page, while a remembered user is being checked', () => {
    rememberUser(makeUser());
    const router = renderGuarded(page, '/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
    expect(screen.queryByText('Slapta')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the page to a signed-in user', () => {
    renderGuarded(page, '/profile', signedInState(makeUser()));
    expect(screen.getByText('Slapta')).toBeInTheDocument();
  });

  it('sends someone who just signed out home, not to the login', () => {
    const router = renderGuarded(page, '/profile', {
      session: { user: null, authCheck: 'done', signedOutByUser: true },
    });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Slapta')).not.toBeInTheDocument();
  });
});

/** RequireAdmin as a layout route over an admin page, the way the admin area mounts it. */
function renderAdminArea(user: UserResponse | null, route = '/admin/users') {
  const store = makeStore(user ? signedInState(user) : undefined);
  const router = createMemoryRouter(
    [
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [{ path: 'users', element: <h1>Vartotojai</h1> }],
      },
      { path: 'login', element: <h1>Prisijungimas</h1> },
    ],
    { initialEntries: [route] },
  );
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('RequireAdmin', () => {
  it('sends a visitor to the login first', () => {
    const router = renderAdminArea(null);
    expect(screen.getByRole('heading', { name: 'Prisijungimas' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fusers');
  });

  it.each([
    ['an admin', makeAdmin()],
    ['a super admin', makeAdmin({ role: 'super_admin', roles: ['super_admin', 'admin'] })],
  ])('lets %s through to the admin page', (_who, user) => {
    renderAdminArea(user);
    expect(screen.getByRole('heading', { name: 'Vartotojai' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a user', makeUser()],
    ['an organizer', makeUser({ role: 'organizer', roles: ['organizer'] })],
  ])('tells %s that admin rights are required', (_who, user) => {
    renderAdminArea(user);
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGE_LT);
    expect(screen.queryByRole('heading', { name: 'Vartotojai' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grįžti į pradžią' })).toHaveAttribute('href', '/');
  });

  it('says so in English too', async () => {
    await i18n.changeLanguage('en');
    renderAdminArea(makeUser());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Administrator rights are required. Please contact the system administrator.',
    );
  });

  it('waits for the check of a remembered user before deciding', () => {
    rememberUser(makeAdmin());
    renderGuarded(
      <RequireAdmin>
        <h1>Valdymo skydas</h1>
      </RequireAdmin>,
      '/admin',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** RequireStaff as the scanner's guard, beside the admin guard over the rest, the way the app mounts them. */
function renderStaffArea(user: UserResponse | null, route: string) {
  const store = makeStore(user ? signedInState(user) : undefined);
  const router = createMemoryRouter(
    [
      { path: 'admin/scanner', element: <RequireStaff />, children: [{ index: true, element: <h1>Skeneris</h1> }] },
      { path: 'admin', element: <RequireAdmin />, children: [{ path: 'users', element: <h1>Vartotojai</h1> }] },
      { path: 'login', element: <h1>Prisijungimas</h1> },
    ],
    { initialEntries: [route] },
  );
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const ORGANIZER = makeUser({ role: 'organizer', roles: ['organizer'] });

describe('RequireStaff', () => {
  it('sends a visitor to the login first', () => {
    const router = renderStaffArea(null, '/admin/scanner');
    expect(screen.getByRole('heading', { name: 'Prisijungimas' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fscanner');
  });

  it.each([
    ['an organizer', ORGANIZER],
    ['an admin', makeAdmin()],
    ['a super admin', makeAdmin({ role: 'super_admin', roles: ['super_admin', 'admin'] })],
  ])('lets %s through to the scanner', (_who, user) => {
    renderStaffArea(user, '/admin/scanner');
    expect(screen.getByRole('heading', { name: 'Skeneris' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a user', makeUser()],
    ['an attendee', makeUser({ role: 'attendee', roles: ['attendee'] })],
  ])('tells %s that only organizers and administrators check tickets', (_who, user) => {
    renderStaffArea(user, '/admin/scanner');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bilietus tikrinti gali tik renginių organizatoriai ir administratoriai.',
    );
    expect(screen.queryByRole('heading', { name: 'Skeneris' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grįžti į pradžią' })).toHaveAttribute('href', '/');
  });

  it('opens nothing else to an organizer: the admin pages still ask for admin rights', () => {
    renderStaffArea(ORGANIZER, '/admin/users');
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGE_LT);
    expect(screen.queryByRole('heading', { name: 'Vartotojai' })).not.toBeInTheDocument();
  });

  it('says so in English too', async () => {
    await i18n.changeLanguage('en');
    renderStaffArea(makeUser(), '/admin/scanner');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only event organizers and administrators can check tickets. Please contact the system administrator.',
    );
  });
});

describe('isStaff', () => {
  it.each([
    ['nobody', null, false],
    ['a user', makeUser(), false],
    ['an attendee', makeUser({ role: 'attendee', roles: ['attendee'] }), false],
    ['an organizer', makeUser({ role: 'organizer', roles: ['organizer'] }), true],
    ['an admin', makeAdmin(), true],
    ['a super admin', makeAdmin({ role: 'super_admin', roles: ['super_admin', 'admin'] }), true],
  ])('%s', (_who, user, expected) => {
    expect(isStaff(user)).toBe(expected);
  });
});
