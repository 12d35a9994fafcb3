import { screen, waitFor, within } from '@testing-library/react';
import { makeAdmin, makeUser, signedInState } from '../lib/session/user-fixtures';
import { renderRoute } from '../test/render';

/** The scanner and the rest of the back-office as the app's own route table mounts them. */
const ORGANIZER = makeUser({ role: 'organizer', roles: ['organizer'] });

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Administravimo skyriai' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('scanner routes', () => {
  it('let an organizer open the scanner, inside the admin layout, with the scanner as the only section', async () => {
    await renderRoute('/admin/scanner', { preloadedState: signedInState(ORGANIZER) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilietų skenavimas' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bilieto kodas' })).toBeInTheDocument();
    expect(sidebarLinks()).toEqual([['Bilietų skenavimas', '/admin/scanner']]);
    expect(screen.getByRole('link', { name: /administravimo pradžia/ })).toHaveAttribute('href', '/admin/scanner');
    expect(document.title).toBe('Bilietų skenavimas – administravimas | Bilietų parduotuvė');
  });

  it.each(['/admin', '/admin/users', '/admin/events'])(
    'keep the other admin pages closed to an organizer: %s asks for admin rights',
    async (route) => {
      await renderRoute(route, { preloadedState: signedInState(ORGANIZER) });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Reikalingos administratoriaus teisės. Kreipkitės į sistemos administratorių.',
      );
      expect(screen.queryByRole('navigation', { name: 'Administravimo skyriai' })).not.toBeInTheDocument();
    },
  );

  it('turn away a signed-in user who is not staff', async () => {
    await renderRoute('/admin/scanner', { preloadedState: signedInState(makeUser()) });
    expect(screen.getByRole('alert')).toHaveTextContent(/Bilietus tikrinti gali tik renginių organizatoriai/);
    expect(screen.queryByRole('textbox', { name: 'Bilieto kodas' })).not.toBeInTheDocument();
  });

  it('send a visitor to the login, and back to the scanner afterwards', async () => {
    const { router } = await renderRoute('/admin/scanner');
    // The login page's code is fetched first; the router moves when it is here.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fscanner');
  });

  it('give an admin the scanner among all the sections, reachable from the sidebar', async () => {
    const { user } = await renderRoute('/admin/no-such-section', { preloadedState: signedInState(makeAdmin()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skyrius nerastas' })).toBeInTheDocument();
    expect(sidebarLinks()).toContainEqual(['Bilietų skenavimas', '/admin/scanner']);
    await user.click(screen.getByRole('link', { name: 'Bilietų skenavimas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilietų skenavimas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bilietų skenavimas' })).toHaveAttribute('aria-current', 'page');
    expect(sidebarLinks()).toHaveLength(9);
  });

  it('bring a mistyped scanner address back to the scanner', async () => {
    const { router } = await renderRoute('/admin/scanner/nope', { preloadedState: signedInState(ORGANIZER) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilietų skenavimas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/scanner');
  });
});
