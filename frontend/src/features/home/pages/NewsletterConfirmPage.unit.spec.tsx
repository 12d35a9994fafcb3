import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { App } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { deferred, jsonResponse, mockFetch } from '../../../test/http';
import { renderRoute } from '../../../test/render';

function confirmations(fetchMock: ReturnType<typeof mockFetch>): Request[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === '/api/newsletter/confirm');
}

describe('newsletter confirmation page', () => {
  it('confirms the token as it opens and shows what the server says', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    await renderRoute('/newsletter/confirm?token=nl-1.secret');
    expect(screen.getByRole('heading', { level: 1, name: 'Prenumeratos patvirtinimas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');

    answer.resolve(jsonResponse({ message: 'Prenumerata patvirtinta.' }));

    expect(await screen.findByText('Prenumerata patvirtinta.')).toBeInTheDocument();
    const [request, ...more] = confirmations(fetchMock);
    expect(more).toEqual([]);
    expect(request?.method).toBe('POST');
    expect(await request?.clone().json()).toEqual({ token: 'nl-1.secret' });
    expect(screen.getByRole('link', { name: 'Grįžti į pradžią' })).toHaveAttribute('href', '/');
  });

  it('sends the confirmation once even when strict mode mounts the page twice', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Prenumerata patvirtinta.' }));
    // As main.tsx mounts the app: strict mode runs effects twice only when it wraps the root.
    window.history.replaceState(null, '', '/newsletter/confirm?token=nl-1.secret');
    render(
      <StrictMode>
        <App store={makeStore()} />
      </StrictMode>,
    );
    expect(await screen.findByText('Prenumerata patvirtinta.')).toBeInTheDocument();
    expect(confirmations(fetchMock)).toHaveLength(1);
  });

  it("shows the server's reason when the link is refused", async () => {
    mockFetch(() => jsonResponse({ statusCode: 400, message: 'Nuorodos galiojimas baigėsi.', errors: [] }, 400));
    await renderRoute('/newsletter/confirm?token=nl-1.old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nuorodos galiojimas baigėsi.');
  });

  it('falls back to its own words when the server gives none', async () => {
    mockFetch(() => Promise.reject(new TypeError('offline')));
    await renderRoute('/newsletter/confirm?token=nl-1.secret', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The subscription could not be confirmed.');
  });

  it('says the link is broken when it carries no token, without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await renderRoute('/newsletter/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('Patvirtinimo nuoroda neteisinga arba nepilna.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
