import { screen, within } from '@testing-library/react';
import { deferred, jsonResponse, mockFetch } from '../../../test/http';
import { renderRoute } from '../../../test/render';

function verifications(fetchMock: ReturnType<typeof mockFetch>): Request[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === '/api/auth/verify-email');
}

describe('verify e-mail', () => {
  it('verifies the token once as the page opens, then leads to the login', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    await renderRoute('/verify-email?token=usr-1.secret');
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');

    answer.resolve(jsonResponse({ message: 'El. pašto adresas patvirtintas. Dabar galite prisijungti.' }));

    expect(await screen.findByText('El. pašto adresas patvirtintas. Dabar galite prisijungti.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Prisijungti' })).toHaveAttribute(
      'href',
      '/login',
    );
    const [request, ...more] = verifications(fetchMock);
    expect(more).toEqual([]);
    expect(request?.method).toBe('POST');
    expect(await request?.clone().json()).toEqual({ token: 'usr-1.secret' });
    expect(screen.queryByRole('button', { name: 'Siųsti naują nuorodą' })).not.toBeInTheDocument();
  });

  it('shows why a link was refused and offers a new one', async () => {
    const fetchMock = mockFetch((request) =>
      new URL(request.url).pathname === '/api/auth/verify-email'
        ? jsonResponse(
            { statusCode: 400, message: 'Patvirtinimo nuorodos galiojimas baigėsi. Paprašykite naujos.', errors: [] },
            400,
          )
        : jsonResponse({ message: 'Išsiuntėme naują patvirtinimo nuorodą.' }),
    );
    const { user } = await renderRoute('/verify-email?token=usr-1.old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Patvirtinimo nuorodos galiojimas baigėsi. Paprašykite naujos.',
    );

    const resend = screen.getByRole('region', { name: 'Negavote laiško ar nuoroda nebegalioja?' });
    await user.click(within(resend).getByRole('button', { name: 'Siųsti naują nuorodą' }));
    expect(within(resend).getByLabelText('El. paštas')).toHaveAccessibleDescription('El. paštas yra privalomas');
    await user.type(within(resend).getByLabelText('El. paštas'), 'ona@example.lt');
    await user.click(within(resend).getByRole('button', { name: 'Siųsti naują nuorodą' }));

    expect(await within(resend).findByRole('status')).toHaveTextContent('Išsiuntėme naują patvirtinimo nuorodą.');
    const resendRequest = fetchMock.mock.calls.at(-1)?.[0] as Request;
    expect(new URL(resendRequest.url).pathname).toBe('/api/auth/resend-verification');
    expect(await resendRequest.clone().json()).toEqual({ email: 'ona@example.lt' });
    expect(verifications(fetchMock)).toHaveLength(1);
  });

  it('says the link is broken when it carries no token, without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await renderRoute('/verify-email', { language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('The verification link is invalid or incomplete.');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to its own words when the server gives none', async () => {
    mockFetch(() => Promise.reject(new TypeError('offline')));
    await renderRoute('/verify-email?token=usr-1.secret', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Email verification failed');
  });
});
