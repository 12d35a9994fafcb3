import { screen, within } from '@testing-library/react';
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
