import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAdmin, signedInState } from '../../../lib/session/user-fixtures';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { UsersPage } from './UsersPage';
import type {
  AdminUserResponse,
  AdminUsersPageResponse,
  UserHistoryEntryResponse,
} from '../../../lib/api-types/generated';

function adminUser(overrides: Partial<AdminUserResponse>): AdminUserResponse {
  return {
    id: 'u-1',
    email: 'ona@pastas.lt',
    firstName: 'Ona',
    lastName: 'Onaitė',
    role: 'user',
    status: 'verified',
    registeredAt: '2026-01-05T10:00:00.000Z',
    lastLoginAt: '2026-02-14T17:05:00.000Z',
    lastChange: null,
    ...overrides,
  };
}

const ONA = adminUser({});
const PETRAS = adminUser({
  id: 'u-2',
  email: 'petras@pastas.lt',
  firstName: 'Petras',
  lastName: 'Petraitis',
  role: 'organizer',
  status: 'unverified',
  lastLoginAt: null,
  lastChange: {
    type: 'UserRoleChanged',
    occurredAt: '2026-02-10T08:30:00.000Z',
    actor: { id: 'u-admin', name: 'Jonas Jonaitis' },
  },
});

const COUNTERS = { verified: 41, unverified: 13, organizer: 5, suspended: 4 };

function pageOf(users: AdminUserResponse[], page = 1, total = users.length): AdminUsersPageResponse {
  return { data: users, pagination: { page, limit: 20, total, totalPages: Math.ceil(total / 20) }, counters: COUNTERS };
}

interface Saved {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The users API: the list answers `list(url)` (by default both users), changes are recorded in
 * `saved` and answered by `change` (by default success).
 */
function serveUsers({
  list = () => pageOf([ONA, PETRAS]),
  change = () => jsonResponse({ user: ONA }),
  history = [],
}: {
  list?: (url: URL) => AdminUsersPageResponse;
  change?: () => Response;
  history?: UserHistoryEntryResponse[];
} = {}) {
  const saved: Saved[] = [];
  const fetchMock = mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'PUT') {
      saved.push({ method: request.method, path: url.pathname, body: await request.json() });
      return change();
    }
    if (url.pathname === '/api/admin/users') return jsonResponse(list(url));
    if (/^\/api\/admin\/users\/[^/]+\/history$/.test(url.pathname)) return jsonResponse({ data: history });
    return jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404);
  });
  const listRequests = () => requestedUrls(fetchMock).filter(({ pathname }) => pathname === '/api/admin/users');
  return { saved, listRequests };
}

function renderUsers(route = '/admin/users', language?: 'lt' | 'en', signedIn = makeAdmin()) {
  return renderWithProviders(<UsersPage />, { route, language, preloadedState: signedInState(signedIn) });
}

const SUPER_ADMIN = makeAdmin({ role: 'super_admin', roles: ['super_admin', 'admin'] });

/** The cells of each body row, as text. */
function rows(): string[][] {
  const [, ...body] = within(screen.getByRole('table')).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('admin users page', () => {
  beforeAll(installDialogPolyfill);

  it('asks for the first page of twenty with no filters, and shows each user with badges and dates', async () => {
    const { listRequests } = serveUsers();
    await renderUsers();
    await screen.findByRole('table');
    const [url] = listRequests();
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('20');
    expect(url?.searchParams.has('search')).toBe(false);
    expect(url?.searchParams.has('role')).toBe(false);
    expect(url?.searchParams.has('status')).toBe(false);
    expect(rows()).toEqual([
      ['Ona Onaitė', 'ona@pastas.lt', 'Vartotojas', 'Patvirtintas', '2026-01-05', '2026-02-14 19:05', ''],
      [
        'Petras PetraitisPakeitė Jonas Jonaitis, 2026-02-10 10:30',
        'petras@pastas.lt',
        'Organizatorius',
        'Nepatvirtintas',
        '2026-01-05',
        'Niekada',
        '',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Atgal į valdymo skydą' })).toHaveAttribute('href', '/admin');
  });

  it('shows the four counters from the answer', async () => {
    serveUsers();
    await renderUsers();
    await screen.findByRole('table');
    const counters = screen.getByRole('region', { name: 'Vartotojų suvestinė' });
    expect(
      within(counters)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Patvirtinti', '41'],
      ['Nepatvirtinti', '13'],
      ['Organizatoriai', '5'],
      ['Suspenduoti', '4'],
    ]);
  });

  describe('search', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it('is sent once, as `search`, when typing pauses for 300 ms, starting again from page 1', async () => {
      jest.useFakeTimers();
      const { listRequests } = serveUsers();
      const { router } = await renderUsers('/admin/users?page=2');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await screen.findByRole('table');

      await user.type(screen.getByRole('searchbox', { name: 'Paieška' }), 'ona');
      act(() => {
        jest.advanceTimersByTime(299);
      });
      expect(listRequests().filter((url) => url.searchParams.has('search'))).toEqual([]);
      act(() => {
        jest.advanceTimersByTime(1);
      });

      await waitFor(() => {
        expect(listRequests().map((url) => url.searchParams.get('search'))).toEqual([null, 'ona']);
      });
      expect(listRequests().at(-1)?.searchParams.get('page')).toBe('1');
      expect(router.state.location.search).toBe('?search=ona');
    });

    it('is sent at once on Enter, trimmed, and read back from the address', async () => {
      const { listRequests } = serveUsers();
      const { router, user } = await renderUsers('/admin/users?search=petr');
      await screen.findByRole('table');
      const field = screen.getByRole('searchbox', { name: 'Paieška' });
      expect(field).toHaveValue('petr');
      expect(listRequests()[0]?.searchParams.get('search')).toBe('petr');

      await user.clear(field);
      await user.type(field, '  Onaitė {Enter}');
      expect(router.state.location.search).toBe('?search=Onait%C4%97');
      await waitFor(() => {
        expect(listRequests().at(-1)?.searchParams.get('search')).toBe('Onaitė');
      });
    });
  });

  it('sends the role and status filters and keeps them in the address', async () => {
    const { listRequests } = serveUsers();
    const { router, user } = await renderUsers('/admin/users?page=3');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rolė' }), 'Organizatorius');
    await waitFor(() => {
      expect(listRequests().at(-1)?.searchParams.get('role')).toBe('organizer');
    });
    expect(listRequests().at(-1)?.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?role=organizer');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statusas' }), 'Suspenduotas');
    await waitFor(() => {
      expect(listRequests().at(-1)?.searchParams.get('status')).toBe('suspended');
    });
    expect(router.state.location.search).toBe('?role=organizer&status=suspended');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rolė' }), 'Visos rolės');
    expect(router.state.location.search).toBe('?status=suspended');
    await waitFor(() => {
      expect(listRequests().at(-1)?.searchParams.has('role')).toBe(false);
    });
  });

  it('opens with the filters named in the address', async () => {
    const { listRequests } = serveUsers();
    await renderUsers('/admin/users?role=attendee&status=unverified');
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Rolė' })).toHaveDisplayValue('Dalyvis');
    expect(screen.getByRole('combobox', { name: 'Statusas' })).toHaveDisplayValue('Nepatvirtintas');
    expect(listRequests()[0]?.searchParams.get('role')).toBe('attendee');
    expect(listRequests()[0]?.searchParams.get('status')).toBe('unverified');
  });

  it('says when no user matches', async () => {
    serveUsers({ list: () => pageOf([]) });
    await renderUsers('/admin/users?search=nieko');
    expect(await screen.findByText('Nerasta vartotojų pagal nurodytus kriterijus.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through a long list twenty at a time, keeping the page and filters in the address', async () => {
    const { listRequests } = serveUsers({
      list: (url) => {
        const page = Number(url.searchParams.get('page'));
        return pageOf([adminUser({ id: `u-${String(page)}`, firstName: `Puslapis${String(page)}` })], page, 45);
      },
    });
    const { router, user } = await renderUsers('/admin/users?role=attendee');
    await screen.findByText('Puslapis1 Onaitė');
    const pages = screen.getByRole('navigation', { name: 'Puslapiai' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /puslapis$/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);

    await user.click(within(pages).getByRole('button', { name: '2 puslapis' }));
    expect(await screen.findByText('Puslapis2 Onaitė')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?role=attendee&page=2');
    expect(listRequests().at(-1)?.searchParams.get('page')).toBe('2');
    expect(listRequests().at(-1)?.searchParams.get('role')).toBe('attendee');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let failing = true;
    mockFetch(() =>
      failing ? jsonResponse({ statusCode: 500, message: 'Boom', errors: [] }, 500) : jsonResponse(pageOf([ONA])),
    );
    const { user } = await renderUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Klaida gaunant duomenis');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  describe('actions menu', () => {
    it('opens from its button, marks the current status and role, and closes on Escape', async () => {
      serveUsers();
      const { user } = await renderUsers();
      const button = await screen.findByRole('button', { name: 'Veiksmai: Petras Petraitis' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('menu');
      expect(button).toHaveAttribute('aria-controls', menu.id);
      const status = within(menu).getByRole('group', { name: 'Statusas' });
      expect(
        within(status)
          .getAllByRole('menuitemradio')
          .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
      ).toEqual([
        ['Patvirtintas', 'false'],
        ['Suspenduotas', 'false'],
      ]);
      const role = within(menu).getByRole('group', { name: 'Rolė' });
      expect(
        within(role)
          .getAllByRole('menuitemradio')
          .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
      ).toEqual([
        ['Organizatorius', 'true'],
        ['Dalyvis', 'false'],
        ['Vartotojas', 'false'],
      ]);
      expect(within(menu).getByRole('menuitem', { name: 'Pakeitimų istorija' })).toBeInTheDocument();
      expect(within(status).getByRole('menuitemradio', { name: 'Patvirtintas' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
    });

    it('saves a status with PUT, reloads the list and says so in a dismissible message', async () => {
      const { saved, listRequests } = serveUsers();
      const { user } = await renderUsers();
      await user.click(await screen.findByRole('button', { name: 'Veiksmai: Ona Onaitė' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Suspenduotas' }));

      const message = await screen.findByRole('status', { name: '' });
      expect(message).toHaveTextContent('Vartotojo statusas pakeistas į: Suspenduotas');
      expect(saved).toEqual([{ method: 'PUT', path: '/api/admin/users/u-1/status', body: { status: 'suspended' } }]);
      await waitFor(() => {
        expect(listRequests()).toHaveLength(2);
      });

      await user.click(within(message).getByRole('button', { name: 'Uždaryti pranešimą' }));
      expect(screen.queryByText(/Vartotojo statusas pakeistas/)).not.toBeInTheDocument();
    });

    it('is usable from the keyboard alone, and saves a role', async () => {
      const { saved } = serveUsers();
      const { user } = await renderUsers();
      const button = await screen.findByRole('button', { name: 'Veiksmai: Ona Onaitė' });
      button.focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitemradio', { name: 'Patvirtintas' })).toHaveFocus();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(screen.getByRole('menuitemradio', { name: 'Organizatorius' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('menuitem', { name: 'Pakeitimų istorija' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitemradio', { name: 'Patvirtintas' })).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
      expect(screen.getByRole('menuitemradio', { name: 'Organizatorius' })).toHaveFocus();
      await user.keyboard('{Enter}');

      expect(await screen.findByText('Vartotojo rolė pakeista į: Organizatorius')).toBeInTheDocument();
      expect(saved).toEqual([{ method: 'PUT', path: '/api/admin/users/u-1/role', body: { role: 'organizer' } }]);
      expect(button).toHaveFocus();
    });

    it('offers a super admin "Administratorius", which asks their password in a dialog before saving', async () => {
      let answer = () =>
        jsonResponse(
          {
            statusCode: 403,
            message: 'Neteisingas slaptažodis',
            errors: [{ field: 'admin_password_confirmation', message: 'Neteisingas slaptažodis' }],
          },
          403,
        );
      const { saved } = serveUsers({ change: () => answer() });
      const { user } = await renderUsers('/admin/users', 'lt', SUPER_ADMIN);
      await user.click(await screen.findByRole('button', { name: 'Veiksmai: Ona Onaitė' }));
      const role = within(screen.getByRole('menu')).getByRole('group', { name: 'Rolė' });
      expect(
        within(role)
          .getAllByRole('menuitemradio')
          .map((item) => item.textContent),
      ).toEqual(['Administratorius', 'Organizatorius', 'Dalyvis', 'Vartotojas']);
      await user.click(within(role).getByRole('menuitemradio', { name: 'Administratorius' }));

      const dialog = await screen.findByRole('dialog', { name: 'Suteikti administratoriaus teises' });
      expect(dialog).toHaveAccessibleDescription(/Ona Onaitė galės tvarkyti užsakymus/);
      expect(saved).toEqual([]);
      const password = within(dialog).getByLabelText('Jūsų slaptažodis');
      expect(password).toHaveFocus();
      expect(password).toHaveAttribute('type', 'password');
      const submit = within(dialog).getByRole('button', { name: 'Suteikti teises' });
      expect(submit).toBeDisabled();

      await user.type(password, 'ne tas');
      await user.click(submit);
      expect(await within(dialog).findByText('Neteisingas slaptažodis')).toBeInTheDocument();
      expect(password).toHaveAccessibleDescription('Neteisingas slaptažodis');

      answer = () => jsonResponse({ user: { ...ONA, role: 'admin' } });
      await user.clear(password);
      await user.type(password, 'mano slaptažodis');
      await user.click(within(dialog).getByRole('button', { name: 'Suteikti teises' }));
      expect(await screen.findByText('Vartotojo rolė pakeista į: Administratorius')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(saved).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/users/u-1/role',
          body: { role: 'admin', admin_password_confirmation: 'ne tas' },
        },
        {
          method: 'PUT',
          path: '/api/admin/users/u-1/role',
          body: { role: 'admin', admin_password_confirmation: 'mano slaptažodis' },
        },
      ]);
    });

    it('sends nothing when the super admin steps back from the password dialog', async () => {
      const { saved } = serveUsers();
      const { user } = await renderUsers('/admin/users', 'en', SUPER_ADMIN);
      await user.click(await screen.findByRole('button', { name: 'Actions: Ona Onaitė' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Administrator' }));
      const dialog = await screen.findByRole('dialog', { name: 'Grant administrator rights' });
      await user.type(within(dialog).getByLabelText('Your password'), 'secret');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(saved).toEqual([]);
    });

    it('sends nothing when the current value is picked again', async () => {
      const { saved } = serveUsers();
      const { user } = await renderUsers();
      await user.click(await screen.findByRole('button', { name: 'Veiksmai: Ona Onaitė' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Patvirtintas' }));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(saved).toEqual([]);
    });

    it("shows the server's reason when a change is refused", async () => {
      const { listRequests } = serveUsers({
        change: () =>
          jsonResponse({ statusCode: 403, message: 'Savo paties rolės ar statuso keisti negalima', errors: [] }, 403),
      });
      const { user } = await renderUsers();
      await user.click(await screen.findByRole('button', { name: 'Veiksmai: Ona Onaitė' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Dalyvis' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Savo paties rolės ar statuso keisti negalima');
      expect(listRequests()).toHaveLength(1);
      await user.click(within(alert).getByRole('button', { name: 'Uždaryti pranešimą' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('falls back to its own words when the server gives no reason', async () => {
      serveUsers({ change: () => new Response('Bad gateway', { status: 502 }) });
      const { user } = await renderUsers();
      await user.click(await screen.findByRole('button', { name: 'Veiksmai: Ona Onaitė' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Suspenduotas' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Pakeitimo išsaugoti nepavyko. Bandykite dar kartą.');
    });
  });

  describe('history', () => {
    beforeAll(() => {
      // jsdom has no modal dialogs; these stand in for the browser's part.
      HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      };
      HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      };
    });

    const HISTORY: UserHistoryEntryResponse[] = [
      {
        type: 'UserStatusChanged',
        occurredAt: '2026-02-14T17:05:00.000Z',
        actor: { id: 'u-admin', name: 'Jonas Jonaitis' },
        details: { from: 'unverified', to: 'verified' },
      },
      {
        type: 'UserRoleChanged',
        occurredAt: '2026-02-10T08:30:00.000Z',
        actor: { id: 'u-admin', name: 'Jonas Jonaitis' },
        details: { from: 'user', to: 'organizer' },
      },
      { type: 'SomethingNew', occurredAt: '2026-01-06T10:00:00.000Z', actor: null, details: {} },
      { type: 'UserRegistered', occurredAt: '2026-01-05T10:00:00.000Z', actor: null, details: { role: 'user' } },
    ];

    it('lists who changed what and when in a dialog', async () => {
      serveUsers({ history: HISTORY });
      const { user } = await renderUsers();
      const button = await screen.findByRole('button', { name: 'Veiksmai: Petras Petraitis' });
      await user.click(button);
      await user.click(screen.getByRole('menuitem', { name: 'Pakeitimų istorija' }));

      const dialog = screen.getByRole('dialog', { name: 'Pakeitimų istorija: Petras Petraitis' });
      await within(dialog).findByRole('list');
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Pakeistas statusas: Nepatvirtintas → PatvirtintasJonas Jonaitis2026-02-14 19:05',
        'Pakeista rolė: Vartotojas → OrganizatoriusJonas Jonaitis2026-02-10 10:30',
        'Kitas įrašas (SomethingNew)Sistema2026-01-06 12:00',
        'UžsiregistravoSistema2026-01-05 12:00',
      ]);

      await user.click(within(dialog).getByRole('button', { name: 'Uždaryti' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('asks the API for that user', async () => {
      const fetchMock = mockFetch((request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/admin/users') return jsonResponse(pageOf([PETRAS]));
        return jsonResponse({ data: HISTORY });
      });
      const { user } = await renderUsers('/admin/users', 'en');
      await user.click(await screen.findByRole('button', { name: 'Actions: Petras Petraitis' }));
      await user.click(screen.getByRole('menuitem', { name: 'Change history' }));
      const dialog = screen.getByRole('dialog', { name: 'Change history: Petras Petraitis' });
      expect(await within(dialog).findByText('Status changed: Unverified → Verified')).toBeInTheDocument();
      expect(requestedUrls(fetchMock).map((url) => url.pathname)).toContain('/api/admin/users/u-2/history');
    });
  });

  it('is translated into English', async () => {
    serveUsers();
    const { user } = await renderUsers('/admin/users', 'en');
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
    expect(rows()[1]).toEqual([
      'Petras PetraitisChanged by Jonas Jonaitis, 10 Feb 2026, 10:30',
      'petras@pastas.lt',
      'Organizer',
      'Unverified',
      '5 Jan 2026',
      'Never',
      '',
    ]);
    await user.click(screen.getByRole('button', { name: 'Actions: Ona Onaitė' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Suspended' }));
    expect(await screen.findByText('User status changed to: Suspended')).toBeInTheDocument();
  });

  it('says when no user matches, in English', async () => {
    serveUsers({ list: () => pageOf([]) });
    await renderUsers('/admin/users', 'en');
    expect(await screen.findByText('No users match the given criteria.')).toBeInTheDocument();
  });
});
