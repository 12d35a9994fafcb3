import { screen, within } from '@testing-library/react';
import { makeUser, rememberedUser, rememberUser, signedInState } from '../../lib/session/user-fixtures';
import { jsonResponse, mockFetch } from '../../test/http';
import { renderRoute } from '../../test/render';

describe('header', () => {
  it('links home and to the four categories and all events', async () => {
    await renderRoute('/nowhere');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /pradžia/ })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Pagrindinė navigacija' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Koncertai', '/events?category=Concert'],
      ['Festivaliai', '/events?category=Festival'],
      ['Teatras', '/events?category=Theater'],
      ['Sportas', '/events?category=Sports'],
      ['Visi renginiai', '/events'],
    ]);
  });

  it('opens the mobile menu with the same entries, and closes it with Escape, returning focus', async () => {
    const { user } = await renderRoute('/nowhere');
    const burger = screen.getByRole('button', { name: 'Atidaryti meniu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(burger.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Uždaryti meniu');
    const mobileNav = screen.getByRole('navigation', { name: 'Mobilioji navigacija' });
    expect(menu).toContainElement(mobileNav);
    expect(
      within(mobileNav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/events?category=Concert',
      '/events?category=Festival',
      '/events?category=Theater',
      '/events?category=Sports',
      '/events',
    ]);
    expect(within(mobileNav).getByRole('group', { name: 'Kalba' })).toBeInTheDocument();

    await user.tab();
    expect(within(mobileNav).getByRole('link', { name: 'Koncertai' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(burger).toHaveFocus();
  });

  it('closes the mobile menu when one of its links is followed', async () => {
    const { router, user } = await renderRoute('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Atidaryti meniu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobilioji navigacija' });
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    await user.click(within(mobileNav).getByRole('link', { name: 'Sportas' }));
    expect(router.state.location.search).toBe('?category=Sports');
    expect(screen.getByRole('button', { name: 'Atidaryti meniu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the category being viewed as the current page', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    await renderRoute('/events?category=Theater');
    const nav = screen.getByRole('navigation', { name: 'Pagrindinė navigacija' });
    expect(within(nav).getByRole('link', { name: 'Teatras' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Visi renginiai' })).not.toHaveAttribute('aria-current');
  });
});

describe('language toggle', () => {
  it('switches the interface to English and back, remembering the choice', async () => {
    const { user } = await renderRoute('/nowhere');
    const toggle = within(screen.getByRole('banner')).getAllByRole('group', { name: 'Kalba' })[0];
    if (!toggle) throw new Error('no language toggle');
    const lithuanian = within(toggle).getByRole('button', { name: /LT/ });
    const english = within(toggle).getByRole('button', { name: /EN/ });
    expect(lithuanian).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Puslapis nerastas');

    await user.click(english);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Concerts' })).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(lithuanian).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(lithuanian);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Puslapis nerastas');
    expect(window.localStorage.getItem('lang')).toBe('lt');
    expect(document.documentElement.lang).toBe('lt');
  });
});

describe('account entries', () => {
  /** The mobile menu, opened. */
  async function openMobileMenu(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
    await user.click(screen.getByRole('button', { name: /meniu|menu/ }));
    return within(document.getElementById('mobile-menu') ?? document.body);
  }

  it('offer a visitor the login, in the bar and in the mobile menu', async () => {
    const { user } = await renderRoute('/nowhere');
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Prisijungti' })).toHaveAttribute('href', '/login');
    expect(banner.queryByRole('button', { name: 'Atsijungti' })).not.toBeInTheDocument();

    const menu = await openMobileMenu(user);
    expect(menu.getByRole('link', { name: 'Prisijungti' })).toHaveAttribute('href', '/login');
  });

  it('offer a signed-in user the profile, named by first name, and the logout, in both places', async () => {
    const { user } = await renderRoute('/nowhere', { preloadedState: signedInState(makeUser({ firstName: 'Ona' })) });
    const banner = within(screen.getByRole('banner'));
    const profile = banner.getByRole('link', { name: 'Mano profilis: Ona' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(profile).toHaveTextContent(/Ona$/);
    expect(banner.getByRole('button', { name: 'Atsijungti' })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Prisijungti' })).not.toBeInTheDocument();

    const menu = await openMobileMenu(user);
    expect(menu.getByRole('link', { name: 'Mano profilis: Ona' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('button', { name: 'Atsijungti' })).toBeInTheDocument();
  });

  it('speak English when English is chosen', async () => {
    await renderRoute('/nowhere', { language: 'en' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('log out: the user is forgotten, the server told, and the visitor taken home', async () => {
    rememberUser(makeUser());
    const fetchMock = mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/me') return jsonResponse({ user: makeUser() });
      if (pathname === '/api/auth/logout') return new Response(null, { status: 204 });
      return jsonResponse({ data: [], pagination: { page: 1, limit: 3, total: 0, totalPages: 0 } });
    });
    const { router, user } = await renderRoute('/nowhere');
    const banner = within(screen.getByRole('banner'));

    await user.click(await banner.findByRole('button', { name: 'Atsijungti' }));

    expect(await banner.findByRole('link', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(rememberedUser()).toBeNull();
    const logout = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.url.endsWith('/logout'));
    expect(logout?.method).toBe('POST');
  });

  it('log out from a page only signed-in users may see without bouncing to the login', async () => {
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/user/profile') return jsonResponse({ user: makeUser() });
      if (pathname === '/api/auth/logout') return new Response(null, { status: 204 });
      return jsonResponse({ data: [], pagination: { page: 1, limit: 3, total: 0, totalPages: 0 } });
    });
    const { router, user } = await renderRoute('/profile', { preloadedState: signedInState(makeUser()) });
    await screen.findByText('jonas@example.lt');
    const visited: string[] = [];
    router.subscribe((state) => {
      visited.push(state.location.pathname);
    });

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Atsijungti' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Atraskite renginius/ })).toBeInTheDocument();
    expect(visited).not.toContain('/login');
    expect(router.state.location.pathname).toBe('/');
  });
});
