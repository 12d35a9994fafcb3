import { screen, within } from '@testing-library/react';
import { pageOf } from '../../../test/fixtures';
import { jsonResponse, mockFetch, type Handler } from '../../../test/http';
import { renderRoute } from '../../../test/render';

/** The home page with nothing to list, and `subscribe` answering the newsletter's subscription call. */
function serveHome(subscribe: Handler) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/newsletter/subscriptions') return subscribe(request);
    if (pathname === '/api/events/featured') return jsonResponse({ data: [] });
    return jsonResponse(pageOf([], 1, 3, 0));
  });
}

function subscriptions(fetchMock: ReturnType<typeof mockFetch>): Request[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === '/api/newsletter/subscriptions');
}

describe('newsletter box', () => {
  it('asks for an e-mail address, then for a valid one, without calling the server', async () => {
    const fetchMock = serveHome(() => jsonResponse({ message: 'unused' }, 202));
    const { user } = await renderRoute('/');
    const box = screen.getByRole('region', { name: 'Naujienlaiškis' });
    const email = within(box).getByLabelText('El. paštas');

    await user.click(within(box).getByRole('button', { name: 'Prenumeruoti' }));
    expect(email).toHaveAccessibleDescription('El. paštas yra privalomas');
    expect(email).toHaveFocus();

    await user.type(email, 'ona@');
    expect(email).toHaveAccessibleDescription('Neteisingas el. pašto formatas');
    await user.click(within(box).getByRole('button', { name: 'Prenumeruoti' }));
    expect(subscriptions(fetchMock)).toEqual([]);
  });

  it('subscribes the address in the page language and shows what the server says', async () => {
    const fetchMock = serveHome(() =>
      jsonResponse({ message: 'Patikrinkite el. paštą: išsiuntėme patvirtinimo nuorodą.' }, 202),
    );
    const { user } = await renderRoute('/');
    const box = screen.getByRole('region', { name: 'Naujienlaiškis' });
    await user.type(within(box).getByLabelText('El. paštas'), '  ona@example.lt ');
    await user.click(within(box).getByRole('button', { name: 'Prenumeruoti' }));

    expect(await within(box).findByRole('status')).toHaveTextContent(
      'Patikrinkite el. paštą: išsiuntėme patvirtinimo nuorodą.',
    );
    const [request, ...more] = subscriptions(fetchMock);
    expect(more).toEqual([]);
    expect(request?.method).toBe('POST');
    expect(await request?.clone().json()).toEqual({ email: 'ona@example.lt', language: 'lt' });
  });

  it('sends English as the language on the English page and validates in English', async () => {
    const fetchMock = serveHome(() => jsonResponse({ message: 'Please confirm by mail.' }, 202));
    const { user } = await renderRoute('/', { language: 'en' });
    const box = screen.getByRole('region', { name: 'Newsletter' });
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(within(box).getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await user.type(within(box).getByLabelText('Email'), 'x');
    expect(within(box).getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');

    await user.clear(within(box).getByLabelText('Email'));
    await user.type(within(box).getByLabelText('Email'), 'ona@example.com');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));

    expect(await within(box).findByRole('status')).toHaveTextContent('Please confirm by mail.');
    expect(await subscriptions(fetchMock)[0]?.clone().json()).toEqual({ email: 'ona@example.com', language: 'en' });
  });

  it("shows the server's reason when it refuses", async () => {
    serveHome(() =>
      jsonResponse({ statusCode: 429, message: 'Per daug bandymų. Pabandykite vėliau.', errors: [] }, 429),
    );
    const { user } = await renderRoute('/');
    const box = screen.getByRole('region', { name: 'Naujienlaiškis' });
    await user.type(within(box).getByLabelText('El. paštas'), 'ona@example.lt');
    await user.click(within(box).getByRole('button', { name: 'Prenumeruoti' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Per daug bandymų. Pabandykite vėliau.');
  });

  it('falls back to its own words when the server gives none', async () => {
    serveHome(() => Promise.reject(new TypeError('offline')));
    const { user } = await renderRoute('/');
    const box = screen.getByRole('region', { name: 'Naujienlaiškis' });
    await user.type(within(box).getByLabelText('El. paštas'), 'ona@example.lt');
    await user.click(within(box).getByRole('button', { name: 'Prenumeruoti' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Nepavyko užsiprenumeruoti. Bandykite dar kartą.');
  });
});
