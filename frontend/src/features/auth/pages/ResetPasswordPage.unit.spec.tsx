import { screen, within } from '@testing-library/react';
import { deferred, jsonResponse, mockFetch } from '../../../test/http';
import { renderRoute } from '../../../test/render';

describe('reset password', () => {
  it('says the link is broken when it carries no token, offering a new one', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await renderRoute('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Slaptažodžio atkūrimo nuoroda neteisinga arba nepilna.');
    expect(screen.getByRole('link', { name: 'Gauti naują nuorodą' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Naujas slaptažodis')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the new password and its confirmation, in Lithuanian and in English', async () => {
    const { user } = await renderRoute('/reset-password?token=usr-1.secret');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti slaptažodį' }));
    expect(screen.getByLabelText('Naujas slaptažodis')).toHaveAccessibleDescription(
      'Mažiausiai 8 simboliai Slaptažodis yra privalomas',
    );
    expect(screen.getByLabelText('Pakartokite naują slaptažodį')).toHaveAccessibleDescription('Pakartokite slaptažodį');

    await user.type(screen.getByLabelText('Naujas slaptažodis'), 'trumpas');
    await user.type(screen.getByLabelText('Pakartokite naują slaptažodį'), 'kitoks');
    expect(screen.getByLabelText('Naujas slaptažodis')).toHaveAccessibleDescription(
      'Mažiausiai 8 simboliai Slaptažodis turi būti bent 8 simbolių ilgio',
    );
    expect(screen.getByLabelText('Pakartokite naują slaptažodį')).toHaveAccessibleDescription(
      'Slaptažodžiai nesutampa',
    );

    await user.click(screen.getByRole('button', { name: /EN/ }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters Password must be at least 8 characters long',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('sends the token with the new password, then leads to the login', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user } = await renderRoute('/reset-password?token=usr-1.secret');
    await user.type(screen.getByLabelText('Naujas slaptažodis'), 'naujas-slaptazodis');
    await user.type(screen.getByLabelText('Pakartokite naują slaptažodį'), 'naujas-slaptazodis');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti slaptažodį' }));
    expect(screen.getByRole('button', { name: 'Saugoma…' })).toBeDisabled();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/reset-password');
    expect(await request.clone().json()).toEqual({ token: 'usr-1.secret', password: 'naujas-slaptazodis' });

    answer.resolve(jsonResponse({ message: 'Slaptažodis pakeistas. Prisijunkite su nauju slaptažodžiu.' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Slaptažodis pakeistas.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Prisijungti' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the server’s word on a spent or expired link, with a way to get a new one', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          message: 'Slaptažodžio atkūrimo nuoroda neteisinga, pasibaigusi arba jau panaudota',
          errors: [],
        },
        400,
      ),
    );
    const { user } = await renderRoute('/reset-password?token=usr-1.spent');
    await user.type(screen.getByLabelText('Naujas slaptažodis'), 'naujas-slaptazodis');
    await user.type(screen.getByLabelText('Pakartokite naują slaptažodį'), 'naujas-slaptazodis');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti slaptažodį' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Slaptažodžio atkūrimo nuoroda neteisinga, pasibaigusi arba jau panaudota',
    );
    expect(screen.getByRole('link', { name: 'Gauti naują nuorodą' })).toHaveAttribute('href', '/forgot-password');
  });

  it('falls back to its own words when the server gives none', async () => {
    mockFetch(() => new Response('', { status: 500 }));
    const { user } = await renderRoute('/reset-password?token=usr-1.secret', { language: 'en' });
    await user.type(screen.getByLabelText('New password'), 'naujas-slaptazodis');
    await user.type(screen.getByLabelText('Confirm new password'), 'naujas-slaptazodis');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed');
  });
});
