import { screen, within } from '@testing-library/react';
import { makeUser, rememberedUser, sessionResponse, signedInState } from '../../../lib/session/user-fixtures';
import { deferred, jsonResponse, mockFetch } from '../../../test/http';
import { renderRoute } from '../../../test/render';

function form() {
  return {
    email: screen.getByLabelText('El. paštas'),
    password: screen.getByLabelText('Slaptažodis'),
    submit: screen.getByRole('button', { name: 'Prisijungti' }),
  };
}

async function bodyOf(fetchMock: ReturnType<typeof mockFetch>, index = 0): Promise<unknown> {
  return (fetchMock.mock.calls[index]?.[0] as Request).clone().json();
}

describe('login validation', () => {
  it('requires both fields, marking each and focusing the first, without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = await renderRoute('/login');
    const { email, password, submit } = form();

    await user.click(submit);

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('El. paštas yra privalomas');
    expect(password).toHaveAccessibleDescription('Slaptažodis yra privalomas');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail format, and clears a message as soon as the field is fixed', async () => {
    mockFetch(() => jsonResponse({}));
    const { user } = await renderRoute('/login');
    const { email, password, submit } = form();
    await user.type(email, 'jonas@');
    await user.type(password, 'slaptazodis');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Neteisingas el. pašto formatas');
    expect(password).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'example.lt');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Neteisingas el. pašto formatas')).not.toBeInTheDocument();
  });

  it('speaks English when English is chosen', async () => {
    const { user } = await renderRoute('/login', { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    await user.type(screen.getByLabelText('Email'), 'jonas');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
  });

  it('hints at the password length in the placeholder', async () => {
    await renderRoute('/login');
    expect(form().password).toHaveAttribute('placeholder', 'Mažiausiai 8 simboliai');
  });
});

describe('logging in', () => {
  it('sends the credentials, disables the button meanwhile, then goes to the requested page signed in', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { router, user } = await renderRoute('/login?redirect=%2Fnowhere%3Fx%3D1');
    const { email, password, submit } = form();
    await user.type(email, '  jonas@example.lt ');
    await user.type(password, 'slaptazodis');
    await user.click(submit);

    expect(screen.getByRole('button', { name: 'Jungiamasi…' })).toBeDisabled();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/login');
    expect(await bodyOf(fetchMock)).toEqual({ email: 'jonas@example.lt', password: 'slaptazodis' });

    answer.resolve(jsonResponse(sessionResponse(makeUser())));

    expect(await screen.findByRole('heading', { name: 'Puslapis nerastas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nowhere');
    expect(router.state.location.search).toBe('?x=1');
    expect(rememberedUser()).toMatchObject({ email: 'jonas@example.lt' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /Jonas/ })).toHaveAttribute('href', '/profile');
  });

  it('goes home instead of to another site', async () => {
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/auth/login'
        ? jsonResponse(sessionResponse(makeUser()))
        : jsonResponse({ data: [], pagination: { page: 1, limit: 3, total: 0, totalPages: 0 } }),
    );
    const { router, user } = await renderRoute('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await user.type(form().email, 'jonas@example.lt');
    await user.type(form().password, 'slaptazodis');
    await user.click(form().submit);
    expect(await screen.findByRole('heading', { level: 1, name: /Atraskite renginius/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor who is already signed in straight on', async () => {
    const { router } = await renderRoute('/login?redirect=%2Fnowhere', { preloadedState: signedInState(makeUser()) });
    expect(router.state.location.pathname).toBe('/nowhere');
  });
});

describe('a refused login', () => {
  it('shows the server’s message and keeps the visitor signed out', async () => {
    mockFetch(() =>
      jsonResponse({ statusCode: 401, message: 'Neteisingas el. paštas arba slaptažodis', errors: [] }, 401),
    );
    const { router, user } = await renderRoute('/login');
    await user.type(form().email, 'jonas@example.lt');
    await user.type(form().password, 'neteisingas');
    await user.click(form().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisingas el. paštas arba slaptažodis');
    expect(router.state.location.pathname).toBe('/login');
    expect(rememberedUser()).toBeNull();
    expect(form().submit).toBeEnabled();
  });

  it.each([
    ['a 401 without a message', () => new Response('', { status: 401 }), 'Invalid email or password'],
    ['a server error without a message', () => new Response('', { status: 502 }), 'Login failed'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Login error. Please try again.'],
  ])('explains %s in its own words', async (_case, answer, text) => {
    mockFetch(answer);
    const { user } = await renderRoute('/login', { language: 'en' });
    await user.type(screen.getByLabelText('Email'), 'jonas@example.lt');
    await user.type(screen.getByLabelText('Password'), 'slaptazodis');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('of an unverified account offers a new verification mail for the same address', async () => {
    const message = 'Pirmiausia patvirtinkite el. pašto adresą: atidarykite laiške gautą nuorodą.';
    const fetchMock = mockFetch((request) =>
      new URL(request.url).pathname === '/api/auth/login'
        ? jsonResponse({ statusCode: 403, message, errors: [] }, 403)
        : jsonResponse({ message: 'Išsiuntėme naują patvirtinimo nuorodą.' }),
    );
    const { user } = await renderRoute('/login');
    await user.type(form().email, 'jonas@example.lt');
    await user.type(form().password, 'slaptazodis');
    await user.click(form().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);

    const resend = screen.getByRole('region', { name: 'Negavote laiško ar nuoroda nebegalioja?' });
    expect(within(resend).getByLabelText('El. paštas')).toHaveValue('jonas@example.lt');
    await user.click(within(resend).getByRole('button', { name: 'Siųsti naują nuorodą' }));

    expect(await within(resend).findByRole('status')).toHaveTextContent('Išsiuntėme naują patvirtinimo nuorodą.');
    const request = fetchMock.mock.calls[1]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/resend-verification');
    expect(await bodyOf(fetchMock, 1)).toEqual({ email: 'jonas@example.lt' });
  });

  it('for a wrong password offers no verification mail', async () => {
    mockFetch(() => jsonResponse({ statusCode: 401, message: 'Neteisingas', errors: [] }, 401));
    const { user } = await renderRoute('/login');
    await user.type(form().email, 'jonas@example.lt');
    await user.type(form().password, 'slaptazodis');
    await user.click(form().submit);
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Siųsti naują nuorodą' })).not.toBeInTheDocument();
  });
});

describe('login page links', () => {
  it('lead to registration and to password recovery', async () => {
    await renderRoute('/login');
    expect(screen.getByRole('link', { name: 'Užsiregistruokite' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Pamiršote slaptažodį?' })).toHaveAttribute('href', '/forgot-password');
  });
});
