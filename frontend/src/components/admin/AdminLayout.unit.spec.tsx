import { screen, within } from '@testing-library/react';
import { makeAdmin, makeUser, signedInState } from '../../lib/session/user-fixtures';
import { renderWithProviders } from '../../test/render';
import { AdminLayout } from './AdminLayout';
import type { UserResponse } from '../../lib/api-types/generated';

/** The layout as the guards let it show: to a signed-in admin unless told otherwise. */
function renderLayout(options: { route: string; language?: 'lt' | 'en'; user?: UserResponse }) {
  const { user = makeAdmin(), ...rest } = options;
  return renderWithProviders(<AdminLayout />, { ...rest, preloadedState: signedInState(user) });
}

function sidebar(name = 'Administravimo skyriai') {
  return screen.getByRole('navigation', { name });
}

describe('admin layout', () => {
  it('has a dark top bar with the shop name, the language toggle and a link back to the site', async () => {
    await renderLayout({ route: '/admin' });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: /administravimo pradžia/ })).toHaveAttribute('href', '/admin');
    expect(within(bar).getByText('Bilietų parduotuvė')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Grįžti į svetainę' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('group', { name: 'Kalba' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('lists the back-office sections, the ticket scanner among them, in the sidebar', async () => {
    await renderLayout({ route: '/admin' });
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Pradžia', '/admin'],
      ['Renginiai', '/admin/events'],
      ['Užsakymai', '/admin/orders'],
      ['Sąskaitos', '/admin/invoices'],
      ['Bilietų skenavimas', '/admin/scanner'],
      ['Vartotojai', '/admin/users'],
      ['Audito žurnalas', '/admin/audit'],
      ['Ataskaitos', '/admin/reports'],
      ['Nustatymai', '/admin/settings'],
    ]);
  });

  it('marks only the section being viewed as the current page', async () => {
    await renderLayout({ route: '/admin/users?page=2' });
    const links = within(sidebar()).getAllByRole('link');
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['Vartotojai']);
  });

  it('marks the dashboard as current only on the dashboard itself', async () => {
    await renderLayout({ route: '/admin' });
    expect(within(sidebar()).getByRole('link', { name: 'Pradžia' })).toHaveAttribute('aria-current', 'page');
  });

  it('folds the sidebar behind a menu button that Escape closes, returning focus', async () => {
    const { user } = await renderLayout({ route: '/admin' });
    const button = screen.getByRole('button', { name: /Atidaryti administravimo meniu/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', sidebar().id);
    expect(sidebar()).toHaveAttribute('data-open', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Uždaryti administravimo meniu');
    expect(sidebar()).toHaveAttribute('data-open', 'true');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the phone menu when a section is picked', async () => {
    const { router, user } = await renderLayout({ route: '/admin' });
    await user.click(screen.getByRole('button', { name: /Atidaryti administravimo meniu/ }));
    await user.click(within(sidebar()).getByRole('link', { name: 'Vartotojai' }));
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.getByRole('button', { name: /Atidaryti administravimo meniu/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is translated into English', async () => {
    await renderLayout({ route: '/admin', language: 'en' });
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    expect(
      within(sidebar('Administration sections'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Events',
      'Orders',
      'Invoices',
      'Ticket scanner',
      'Users',
      'Audit log',
      'Reports',
      'Settings',
    ]);
  });

  it('shows an organizer the scanner alone, and takes the brand link there', async () => {
    const organizer = makeUser({ role: 'organizer', roles: ['organizer'] });
    await renderLayout({ route: '/admin/scanner', user: organizer });
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([['Bilietų skenavimas', '/admin/scanner', 'page']]);
    expect(screen.getByRole('link', { name: /administravimo pradžia/ })).toHaveAttribute('href', '/admin/scanner');
  });
});
