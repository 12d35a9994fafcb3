import { screen, within } from '@testing-library/react';
import { makeEvent, makeEvents, pageOf } from '../../../test/fixtures';
import { deferred, jsonResponse, mockFetch, requestedUrls, type Handler } from '../../../test/http';
import { renderRoute } from '../../../test/render';
import type { PublicEventResponse } from '../../../lib/api-types/generated';

/** The home page's two reads: the hero's featured events and the first page of upcoming ones. */
function serveHome({
  featured = () => jsonResponse({ data: [] }),
  upcoming = makeEvents(3),
}: { featured?: Handler; upcoming?: PublicEventResponse[] } = {}) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/events/featured') return featured(request);
    if (pathname === '/api/events') return jsonResponse(pageOf(upcoming, 1, 3, 14));
    return jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404);
  });
}

describe('home page', () => {
  it('links a card to each category', async () => {
    serveHome();
    await renderRoute('/');
    const section = screen.getByRole('region', { name: 'Naršykite pagal kategoriją' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/events?category=Concert',
      '/events?category=Festival',
      '/events?category=Theater',
      '/events?category=Sports',
    ]);
  });

  it('shows the first three events from the API as upcoming', async () => {
    const fetchMock = serveHome();
    await renderRoute('/');
    const section = screen.getByRole('region', { name: 'Artėjantys renginiai' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Renginys 1',
      'Renginys 2',
      'Renginys 3',
    ]);
    const url = requestedUrls(fetchMock).find(({ pathname }) => pathname === '/api/events');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('3');
    expect(within(section).getByRole('link', { name: 'Visi renginiai' })).toHaveAttribute('href', '/events');
  });

  it('says so when there are no upcoming events', async () => {
    serveHome({ upcoming: [] });
    await renderRoute('/');
    expect(await screen.findByText('Artėjančių renginių kol kas nėra.')).toBeInTheDocument();
  });

  it('holds the top of the page while the featured events load', async () => {
    const answer = deferred<Response>();
    serveHome({ featured: () => answer.promise });
    await renderRoute('/');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Įkeliama…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer.resolve(jsonResponse({ data: [makeEvent()] }));
    expect(await screen.findByRole('region', { name: 'Rekomenduojami renginiai' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Atraskite renginius visoje Lietuvoje' })).toBeInTheDocument();
  });

  it('shows the welcome banner instead of a hero when no event is featured', async () => {
    const fetchMock = serveHome();
    await renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atraskite renginius visoje Lietuvoje' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Peržiūrėti visus renginius' })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('region', { name: 'Rekomenduojami renginiai' })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock).map(({ pathname }) => pathname)).toContain('/api/events/featured');
  });

  it('shows the welcome banner when the featured events cannot be loaded', async () => {
    serveHome({ featured: () => jsonResponse({ statusCode: 500, message: 'Internal error', errors: [] }, 500) });
    await renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atraskite renginius visoje Lietuvoje' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rekomenduojami renginiai' })).not.toBeInTheDocument();
  });
});
