import { screen } from '@testing-library/react';
import { deferred, jsonResponse, mockFetch } from '../../../test/http';
import { renderRoute } from '../../../test/render';

describe('forgot password', () => {
  it('asks for a valid e-mail, in Lithuanian and in English', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = await renderRoute('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Siųsti nuorodą' }));
    expect(screen.getByLabelText('El. paštas')).toHaveAccessibleDescription('El. paštas yra privalomas');
    await user.type(screen.getByLabelText('El. paštas'), 'ona');
    expect(screen.getByLabelText('El. paštas')).toHaveAccessibleDescription('Neteisingas el. pašto formatas');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /EN/ }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  });

  it('sends the address and confirms, whether or not an account exists', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user } = await renderRoute('/forgot-password');
    await user.type(screen.getByLabelText('El. paštas'), ' ona@example.lt ');
    await user.click(screen.getByRole('button', { name: 'Siųsti nuorodą' }));
    expect(screen.getByRole('button', { name: 'Siunčiama…' })).toBeDisabled();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/forgot-password');
    expect(await request.clone().json()).toEqual({ email: 'ona@example.lt' });

    answer.resolve(jsonResponse({ message: 'Jei šiuo adresu yra paskyra, išsiuntėme nuorodą.' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Jei šiuo adresu yra paskyra, išsiuntėme nuorodą.');
    expect(screen.queryByLabelText('El. paštas')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grįžti į prisijungimą' })).toHaveAttribute('href', '/login');
  });

  it('shows why a request failed, or its own words when the server gave none', async () => {
    mockFetch(() => jsonResponse({ statusCode: 429, message: 'Per daug užklausų, bandykite vėliau', errors: [] }, 429));
    const { user } = await renderRoute('/forgot-password');
    await user.type(screen.getByLabelText('El. paštas'), 'ona@example.lt');
    await user.click(screen.getByRole('button', { name: 'Siųsti nuorodą' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Per daug užklausų, bandykite vėliau');

    mockFetch(() => Promise.reject(new TypeError('offline')));
    await user.click(screen.getByRole('button', { name: /EN/ }));
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Password reset request failed')).toBeInTheDocument();
  });
});
