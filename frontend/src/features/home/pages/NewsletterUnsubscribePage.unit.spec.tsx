import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/http';
import { renderRoute } from '../../../test/render';

describe('newsletter unsubscribe page', () => {
  it('unsubscribes only when asked, then shows what the server says', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Naujienlaiškio atsisakėte.' }));
    const { user } = await renderRoute('/newsletter/unsubscribe?token=nl-1.secret');
    expect(screen.getByRole('heading', { level: 1, name: 'Naujienlaiškio atsisakymas' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Atsisakyti naujienlaiškio' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Naujienlaiškio atsisakėte.');
    expect(screen.queryByRole('button', { name: 'Atsisakyti naujienlaiškio' })).not.toBeInTheDocument();
    const [request, ...more] = fetchMock.mock.calls.map(([input]) => input as Request);
    expect(more).toEqual([]);
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/newsletter/unsubscribe');
    expect(await request?.clone().json()).toEqual({ token: 'nl-1.secret' });
  });

  it("shows the server's reason and lets the visitor try again", async () => {
    mockFetch(() => jsonResponse({ statusCode: 400, message: 'Nuoroda nebegalioja.', errors: [] }, 400));
    const { user } = await renderRoute('/newsletter/unsubscribe?token=nl-1.old');
    await user.click(screen.getByRole('button', { name: 'Atsisakyti naujienlaiškio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nuoroda nebegalioja.');
    expect(screen.getByRole('button', { name: 'Atsisakyti naujienlaiškio' })).toBeEnabled();
  });

  it('falls back to its own words when the server gives none', async () => {
    mockFetch(() => Promise.reject(new TypeError('offline')));
    const { user } = await renderRoute('/newsletter/unsubscribe?token=nl-1.secret', { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe from the newsletter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsubscribing failed.');
  });

  it('says the link is broken when it carries no token, and offers nothing to press', async () => {
    mockFetch(() => jsonResponse({}));
    await renderRoute('/newsletter/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('Atsisakymo nuoroda neteisinga arba nepilna.');
    expect(screen.queryByRole('button', { name: 'Atsisakyti naujienlaiškio' })).not.toBeInTheDocument();
  });
});
