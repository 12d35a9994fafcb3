import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { rememberedUser } from '../../../lib/session/user-fixtures';
import { deferred, jsonResponse, mockFetch } from '../../../test/http';
import { servePublicSettings } from '../../../test/public-settings';
import { renderRoute } from '../../../test/render';

const LT = {
  firstName: 'Vardas',
  lastName: 'Pavardė',
  email: 'El. paštas',
  password: 'Slaptažodis',
  confirm: 'Pakartokite slaptažodį',
  terms: /Sutinku su/,
  submit: 'Registruotis',
};

const EN = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirm: 'Confirm password',
  terms: /I accept/,
  submit: 'Register',
};

async function fillIn(user: UserEvent, labels: typeof LT, values: Partial<Record<keyof typeof LT, string>>) {
  for (const [field, value] of Object.entries(values) as [keyof typeof LT, string][]) {
    if (field === 'terms' || field === 'submit') continue;
    await user.type(screen.getByLabelText(labels[field]), value);
  }
}

const valid = {
  firstName: ' Ona ',
  lastName: 'Onaitė',
  email: 'ona@example.lt',
  password: 'slaptazodis',
  confirm: 'slaptazodis',
};

describe('registration validation', () => {
  it('asks for every field and the terms in Lithuanian, without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = await renderRoute('/register');
    await user.click(screen.getByRole('button', { name: LT.submit }));

    expect(screen.getByLabelText(LT.firstName)).toHaveAccessibleDescription('Vardas yra privalomas');
    expect(screen.getByLabelText(LT.lastName)).toHaveAccessibleDescription('Pavardė yra privaloma');
    expect(screen.getByLabelText(LT.email)).toHaveAccessibleDescription('El. paštas yra privalomas');
    expect(screen.getByLabelText(LT.password)).toHaveAccessibleDescription(
      'Mažiausiai 8 simboliai Slaptažodis yra privalomas',
    );
    expect(screen.getByLabelText(LT.confirm)).toHaveAccessibleDescription('Pakartokite slaptažodį');
    const terms = screen.getByRole('checkbox', { name: LT.terms });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Turite sutikti su taisyklėmis');
    expect(screen.getByLabelText(LT.firstName)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail format, the password length and the confirmation', async () => {
    const { user } = await renderRoute('/register');
    await fillIn(user, LT, { ...valid, email: 'ona.example.lt', password: 'trumpas', confirm: 'kitoks' });
    await user.click(screen.getByRole('button', { name: LT.submit }));

    expect(screen.getByLabelText(LT.email)).toHaveAccessibleDescription('Neteisingas el. pašto formatas');
    expect(screen.getByLabelText(LT.password)).toHaveAccessibleDescription(
      'Mažiausiai 8 simboliai Slaptažodis turi būti bent 8 simbolių ilgio',
    );
    expect(screen.getByLabelText(LT.confirm)).toHaveAccessibleDescription('Slaptažodžiai nesutampa');
    expect(screen.getByLabelText(LT.email)).toHaveFocus();
    expect(screen.getByLabelText(LT.firstName)).not.toHaveAttribute('aria-invalid');
  });

  it('gives every message in English too', async () => {
    const { user } = await renderRoute('/register', { language: 'en' });
    await user.click(screen.getByRole('button', { name: EN.submit }));
    expect(screen.getByLabelText(EN.firstName)).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText(EN.lastName)).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText(EN.email)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(EN.password)).toHaveAccessibleDescription(
      'At least 8 characters Password is required',
    );
    expect(screen.getByLabelText(EN.confirm)).toHaveAccessibleDescription('Please confirm your password');
    expect(screen.getByRole('checkbox', { name: EN.terms })).toHaveAccessibleDescription('You must accept the terms');

    await fillIn(user, EN, { email: 'ona@', password: 'short', confirm: 'other' });
    expect(screen.getByLabelText(EN.email)).toHaveAccessibleDescription('Invalid email format');
    expect(screen.getByLabelText(EN.password)).toHaveAccessibleDescription(
      'At least 8 characters Password must be at least 8 characters long',
    );
    expect(screen.getByLabelText(EN.confirm)).toHaveAccessibleDescription('Passwords do not match');
  });

  it('links the terms, opening them beside the form', async () => {
    await renderRoute('/register');
    const link = screen.getByRole('link', { name: 'pirkimo taisyklėmis' });
    expect(link).toHaveAttribute('href', '/info/terms-of-service');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('registering', () => {
  it('sends the API’s fields, then asks to check the mail without signing in', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user } = await renderRoute('/register');
    await fillIn(user, LT, valid);
    await user.click(screen.getByRole('checkbox', { name: LT.terms }));
    await user.click(screen.getByRole('button', { name: LT.submit }));

    expect(screen.getByRole('button', { name: 'Registruojama…' })).toBeDisabled();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/register');
    expect(await request.clone().json()).toEqual({
      email: 'ona@example.lt',
      password: 'slaptazodis',
      first_name: 'Ona',
      last_name: 'Onaitė',
    });

    answer.resolve(jsonResponse({ message: 'Registracija sėkminga. Patikrinkite el. paštą.' }, 201));

    expect(await screen.findByRole('status')).toHaveTextContent('Registracija sėkminga. Patikrinkite el. paštą.');
    expect(screen.getByRole('heading', { level: 1, name: 'Patikrinkite el. paštą' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LT.submit })).not.toBeInTheDocument();
    expect(rememberedUser()).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Prisijungti' })).toBeInTheDocument();
  });

  it('shows the server’s reason for a refusal', async () => {
    const message = 'Šiuo el. pašto adresu jau užsiregistruota. Prisijunkite arba atkurkite slaptažodį.';
    mockFetch(() => jsonResponse({ statusCode: 409, message, errors: [{ field: 'email', message }] }, 409));
    const { user } = await renderRoute('/register');
    await fillIn(user, LT, valid);
    await user.click(screen.getByRole('checkbox', { name: LT.terms }));
    await user.click(screen.getByRole('button', { name: LT.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: LT.submit })).toBeEnabled();
  });

  it.each([
    ['a refusal', () => new Response('', { status: 400 }), 'Registration failed. Please check your information.'],
    ['a server error', () => new Response('', { status: 500 }), 'Registration failed'],
    ['a network failure', () => Promise.reject(new TypeError('offline')), 'Registration failed. Please try again.'],
  ])('explains %s without a message in its own words', async (_case, answer, text) => {
    mockFetch(answer);
    const { user } = await renderRoute('/register', { language: 'en' });
    await fillIn(user, EN, valid);
    await user.click(screen.getByRole('checkbox', { name: EN.terms }));
    await user.click(screen.getByRole('button', { name: EN.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('says registration is closed, with no form, when an administrator closed it', async () => {
    servePublicSettings({ allowRegistration: false });
    const fetchMock = mockFetch(() => jsonResponse({}));
    await renderRoute('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registracija uždaryta' })).toBeInTheDocument();
    expect(screen.getByText(/Naujų paskyrų registracija šiuo metu išjungta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LT.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Peržiūrėti renginius' })).toHaveAttribute('href', '/events');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
