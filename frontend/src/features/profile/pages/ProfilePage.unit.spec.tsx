import { screen, within } from '@testing-library/react';
import { makeUser, rememberedUser, rememberUser, signedInState } from '../../../lib/session/user-fixtures';
import { deferred, jsonResponse, mockFetch, type Handler } from '../../../test/http';
import { renderRoute } from '../../../test/render';
import type { UserResponse } from '../../../lib/api-types/generated';

/** A profile API holding one account; PUT changes what GET answers afterwards, as the server does. */
function serveProfile(initial: UserResponse, overrides: Partial<Record<string, Handler>> = {}) {
  let current = initial;
  return mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    const override = overrides[`${request.method} ${pathname}`];
    if (override) return override(request);
    if (pathname === '/api/user/profile' && request.method === 'GET') return jsonResponse({ user: current });
    if (pathname === '/api/user/profile' && request.method === 'PUT') {
      current = { ...current, ...((await request.clone().json()) as Partial<UserResponse>) };
      return jsonResponse({ user: current });
    }
    if (pathname === '/api/user/password') return jsonResponse({ message: 'Slaptažodis pakeistas.' });
    return jsonResponse({ statusCode: 404, message: 'Nerasta', errors: [] }, 404);
  });
}

function requests(fetchMock: ReturnType<typeof mockFetch>, method: string, pathname: string): Request[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}

function details(): Record<string, string> {
  const list = screen.getByRole('region', { name: /Asmeninė informacija|Personal information/ });
  const rows = within(list).getAllByRole('term');
  return Object.fromEntries(rows.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

function renderProfile(user = makeUser(), language?: 'lt' | 'en') {
  return renderRoute('/profile', { preloadedState: signedInState(user), language });
}

describe('profile access', () => {
  it('sends a visitor to the login, to come back to the profile', async () => {
    const { router } = await renderRoute('/profile');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
    expect(screen.getByRole('heading', { level: 1, name: 'Prisijungimas' })).toBeInTheDocument();
  });

  it('waits for the check of a remembered user, then shows the profile', async () => {
    rememberUser(makeUser());
    const me = deferred<Response>();
    serveProfile(makeUser(), { 'GET /api/auth/me': () => me.promise });
    await renderRoute('/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
    expect(screen.queryByRole('heading', { name: 'Mano profilis' })).not.toBeInTheDocument();

    me.resolve(jsonResponse({ user: makeUser() }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mano profilis' })).toBeInTheDocument();
    expect(await screen.findByText('jonas@example.lt')).toBeInTheDocument();
  });
});

describe('profile view', () => {
  it('shows the account as the server has it, in Lithuanian', async () => {
    serveProfile(makeUser({ verified: true, createdAt: '2025-03-03T10:00:00.000Z' }));
    await renderProfile();
    await screen.findByText('jonas@example.lt');
    expect(details()).toEqual({
      Vardas: 'Jonas',
      Pavardė: 'Jonaitis',
      'El. paštas': 'jonas@example.lt',
      Rolė: 'Vartotojas',
      'El. paštas patvirtintas': 'Taip',
      'Narys nuo': '2025 m. kovo 3 d.',
    });
  });

  it('shows the account in English', async () => {
    serveProfile(makeUser({ verified: false, createdAt: '2025-03-03T10:00:00.000Z' }));
    await renderProfile(makeUser(), 'en');
    await screen.findByText('jonas@example.lt');
    expect(details()).toMatchObject({ Role: 'User', 'Email verified': 'No', 'Member since': '3 March 2025' });
  });

  it.each([
    ['admin', 'Administratorius'],
    ['super_admin', 'Administratorius'],
    ['organizer', 'Organizatorius'],
    ['attendee', 'Dalyvis'],
  ] as const)('names the role %s "%s"', async (role, label) => {
    serveProfile(makeUser({ role, roles: [role] }));
    await renderProfile();
    await screen.findByText('jonas@example.lt');
    expect(details()['Rolė']).toBe(label);
  });

  it('reports a failed load and loads again on request', async () => {
    let failing = true;
    serveProfile(makeUser(), {
      'GET /api/user/profile': () =>
        failing
          ? jsonResponse({ statusCode: 500, message: 'Įvyko klaida', errors: [] }, 500)
          : jsonResponse({ user: makeUser() }),
    });
    const { user } = await renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti profilio.');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByText('jonas@example.lt')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('profile editing', () => {
  it('sends only the changed field, shows the saved profile and renames the header', async () => {
    const fetchMock = serveProfile(makeUser());
    const { user } = await renderProfile();
    await screen.findByText('jonas@example.lt');
    await user.click(screen.getByRole('button', { name: 'Redaguoti' }));
    const firstName = screen.getByLabelText('Vardas');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Pavardė')).toHaveValue('Jonaitis');

    await user.clear(firstName);
    await user.type(firstName, 'Jonis ');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profilis atnaujintas.');
    const [put, ...more] = requests(fetchMock, 'PUT', '/api/user/profile');
    expect(more).toEqual([]);
    expect(await put?.clone().json()).toEqual({ firstName: 'Jonis' });
    expect(details()['Vardas']).toBe('Jonis');
    expect(screen.getByRole('button', { name: 'Redaguoti' })).toHaveFocus();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /Jonis/ })).toBeInTheDocument();
    expect(rememberedUser()).toMatchObject({ firstName: 'Jonis' });
  });

  it('sends nothing when nothing changed', async () => {
    const fetchMock = serveProfile(makeUser());
    const { user } = await renderProfile();
    await screen.findByText('jonas@example.lt');
    await user.click(screen.getByRole('button', { name: 'Redaguoti' }));
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(screen.getByRole('button', { name: 'Redaguoti' })).toBeInTheDocument();
    expect(requests(fetchMock, 'PUT', '/api/user/profile')).toEqual([]);
  });

  it('restores the saved values on cancel', async () => {
    const fetchMock = serveProfile(makeUser());
    const { user } = await renderProfile();
    await screen.findByText('jonas@example.lt');
    await user.click(screen.getByRole('button', { name: 'Redaguoti' }));
    await user.clear(screen.getByLabelText('Pavardė'));
    await user.type(screen.getByLabelText('Pavardė'), 'Petraitis');
    await user.click(screen.getByRole('button', { name: 'Atšaukti' }));

    expect(details()['Pavardė']).toBe('Jonaitis');
    await user.click(screen.getByRole('button', { name: 'Redaguoti' }));
    expect(screen.getByLabelText('Pavardė')).toHaveValue('Jonaitis');
    expect(requests(fetchMock, 'PUT', '/api/user/profile')).toEqual([]);
  });

  it('requires both names, in Lithuanian and in English', async () => {
    serveProfile(makeUser());
    const { user } = await renderProfile();
    await screen.findByText('jonas@example.lt');
    await user.click(screen.getByRole('button', { name: 'Redaguoti' }));
    await user.clear(screen.getByLabelText('Vardas'));
    await user.clear(screen.getByLabelText('Pavardė'));
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(screen.getByLabelText('Vardas')).toHaveAccessibleDescription('Vardas yra privalomas');
    expect(screen.getByLabelText('Pavardė')).toHaveAccessibleDescription('Pavardė yra privaloma');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /EN/ }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
  });

  it('reports a failed update and stays in edit mode', async () => {
    serveProfile(makeUser(), {
      'PUT /api/user/profile': () => new Response('', { status: 500 }),
    });
    const { user } = await renderProfile();
    await screen.findByText('jonas@example.lt');
    await user.click(screen.getByRole('button', { name: 'Redaguoti' }));
    await user.type(screen.getByLabelText('Pavardė'), 'tė');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko atnaujinti profilio.');
    expect(screen.getByLabelText('Pavardė')).toHaveValue('Jonaitistė');
  });
});

describe('password change', () => {
  function passwordForm() {
    return within(screen.getByRole('region', { name: /Slaptažodžio keitimas|Change password/ }));
  }

  it('checks the fields, in Lithuanian and in English', async () => {
    const fetchMock = serveProfile(makeUser());
    const { user } = await renderProfile();
    await screen.findByText('jonas@example.lt');
    const form = passwordForm();
    await user.click(form.getByRole('button', { name: 'Pakeisti slaptažodį' }));
    expect(form.getByLabelText('Dabartinis slaptažodis')).toHaveAccessibleDescription('Įveskite dabartinį slaptažodį');
    expect(form.getByLabelText('Naujas slaptažodis')).toHaveAccessibleDescription(
      'Mažiausiai 8 simboliai Slaptažodis yra privalomas',
    );
    await user.type(form.getByLabelText('Naujas slaptažodis'), 'trumpas');
    await user.type(form.getByLabelText('Pakartokite naują slaptažodį'), 'kitas');
    expect(form.getByLabelText('Naujas slaptažodis')).toHaveAccessibleDescription(
      'Mažiausiai 8 simboliai Slaptažodis turi būti bent 8 simbolių ilgio',
    );
    expect(form.getByLabelText('Pakartokite naują slaptažodį')).toHaveAccessibleDescription('Slaptažodžiai nesutampa');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /EN/ }));
    expect(passwordForm().getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password',
    );
    expect(passwordForm().getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(requests(fetchMock, 'PUT', '/api/user/password')).toEqual([]);
  });

  it('sends the current and the new password, then empties the form', async () => {
    const fetchMock = serveProfile(makeUser());
    const { user } = await renderProfile();
    await screen.findByText('jonas@example.lt');
    const form = passwordForm();
    await user.type(form.getByLabelText('Dabartinis slaptažodis'), 'senas-slaptazodis');
    await user.type(form.getByLabelText('Naujas slaptažodis'), 'naujas-slaptazodis');
    await user.type(form.getByLabelText('Pakartokite naują slaptažodį'), 'naujas-slaptazodis');
    await user.click(form.getByRole('button', { name: 'Pakeisti slaptažodį' }));

    expect(await form.findByRole('status')).toHaveTextContent('Slaptažodis pakeistas.');
    const [put] = requests(fetchMock, 'PUT', '/api/user/password');
    expect(await put?.clone().json()).toEqual({
      currentPassword: 'senas-slaptazodis',
      newPassword: 'naujas-slaptazodis',
    });
    expect(form.getByLabelText('Dabartinis slaptažodis')).toHaveValue('');
    expect(form.getByLabelText('Naujas slaptažodis')).toHaveValue('');
    expect(form.getByLabelText('Naujas slaptažodis')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s reason for a refusal', async () => {
    serveProfile(makeUser(), {
      'PUT /api/user/password': () =>
        jsonResponse(
          {
            statusCode: 400,
            message: 'Dabartinis slaptažodis neteisingas',
            errors: [{ field: 'currentPassword', message: 'Dabartinis slaptažodis neteisingas' }],
          },
          400,
        ),
    });
    const { user } = await renderProfile();
    await screen.findByText('jonas@example.lt');
    const form = passwordForm();
    await user.type(form.getByLabelText('Dabartinis slaptažodis'), 'neteisingas');
    await user.type(form.getByLabelText('Naujas slaptažodis'), 'naujas-slaptazodis');
    await user.type(form.getByLabelText('Pakartokite naują slaptažodį'), 'naujas-slaptazodis');
    await user.click(form.getByRole('button', { name: 'Pakeisti slaptažodį' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Dabartinis slaptažodis neteisingas');
  });
});
