import { screen, within } from '@testing-library/react';
import { makeEvent, makeEvents, pageOf } from '../../../test/fixtures';
import { deferred, jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderRoute } from '../../../test/render';

/** A catalog of `total` events served the way the API paginates it, optionally narrowed by category. */
function serveCatalog(total: number) {
  const all = makeEvents(total);
  return mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/events') return jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const category = url.searchParams.get('category');
    const matching = category === 'Theater' ? [] : all;
    return jsonResponse(pageOf(matching.slice((page - 1) * limit, page * limit), page, limit, matching.length));
  });
}

function cardTitles(): string[] {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

function pageNumbers(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Puslapiai' });
  return within(nav)
    .getAllByRole('button', { name: /puslapis$/ })
    .map((button) => button.textContent);
}

describe('events page', () => {
  it('shows a loading state, then a card per event with date, place, price and link', async () => {
    const response = deferred<Response>();
    mockFetch(() => response.promise);
    await renderRoute('/events');
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
    // A page's worth of skeleton cards holds the list's place, so the cards arriving move nothing.
    expect(screen.getByRole('status').querySelectorAll('.event-card')).toHaveLength(6);

    response.resolve(
      jsonResponse(
        pageOf(
          [
            makeEvent({
              id: 'evt-42',
              title: { lt: 'Džiazo vakaras', en: 'Jazz night' },
              date: '2026-02-14',
              startsAt: '2026-02-14T17:00:00.000Z',
              location: 'Kaunas',
              price: 15,
            }),
          ],
          1,
          6,
          1,
        ),
      ),
    );

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Džiazo vakaras' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Džiazo vakaras' })).toHaveAttribute('href', '/events/evt-42');
    expect(within(card).getByRole('img', { name: 'Džiazo vakaras' })).toHaveAttribute('src', '/media/demo/concert.svg');
    expect(within(card).getByText('14')).toBeInTheDocument();
    expect(within(card).getByText('vasaris')).toBeInTheDocument();
    expect(within(card).getByText('Kaunas')).toBeInTheDocument();
    expect(within(card).getByText('nuo 15,00 €')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks the API for six events of the first page with no category by default', async () => {
    const fetchMock = serveCatalog(4);
    await renderRoute('/events');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe('/api/events');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('6');
    expect(url?.searchParams.has('category')).toBe(false);
  });

  it('treats category=all as no filter', async () => {
    const fetchMock = serveCatalog(2);
    await renderRoute('/events?category=all');
    await screen.findAllByRole('article');
    expect(requestedUrls(fetchMock)[0]?.searchParams.has('category')).toBe(false);
    expect(screen.getByRole('button', { name: 'Visi' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by the category in the address and by the one picked, starting again from page 1', async () => {
    const fetchMock = serveCatalog(8);
    const { router, user } = await renderRoute('/events?category=Concert&page=2');
    await screen.findAllByRole('article');
    expect(requestedUrls(fetchMock)[0]?.searchParams.get('category')).toBe('Concert');
    expect(requestedUrls(fetchMock)[0]?.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Koncertai');
    const filter = screen.getByRole('group', { name: 'Kategorija' });
    expect(within(filter).getByRole('button', { name: 'Koncertai' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Festivaliai' }));

    await screen.findByRole('heading', { level: 1, name: /Festivaliai/ });
    expect(router.state.location.search).toBe('?category=Festival');
    const last = requestedUrls(fetchMock).at(-1);
    expect(last?.searchParams.get('category')).toBe('Festival');
    expect(last?.searchParams.get('page')).toBe('1');
    expect(within(filter).getByRole('button', { name: 'Festivaliai' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes the filter when "all" is picked', async () => {
    const fetchMock = serveCatalog(3);
    const { router, user } = await renderRoute('/events?category=Sports');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Visi' }));
    await screen.findByRole('heading', { level: 1, name: 'Visi renginiai' });
    expect(router.state.location.search).toBe('');
    expect(requestedUrls(fetchMock).at(-1)?.searchParams.has('category')).toBe(false);
  });

  it('shows the empty text when nothing matches', async () => {
    serveCatalog(5);
    await renderRoute('/events?category=Theater');
    expect(await screen.findByText('Renginių nerasta. Pabandykite pakeisti filtro kriterijus.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Puslapiai' })).not.toBeInTheDocument();
  });

  it('pages through a long list with at most five page buttons, keeping the page in the address', async () => {
    const fetchMock = serveCatalog(60);
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router, user } = await renderRoute('/events');
    await screen.findAllByRole('article');
    expect(cardTitles()).toEqual(['Renginys 1', 'Renginys 2', 'Renginys 3', 'Renginys 4', 'Renginys 5', 'Renginys 6']);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: /Ankstesnis/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '4 puslapis' }));

    expect(await screen.findByRole('heading', { name: 'Renginys 19' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=4');
    expect(requestedUrls(fetchMock).at(-1)?.searchParams.get('page')).toBe('4');
    expect(pageNumbers()).toEqual(['2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: '4 puslapis' })).toHaveAttribute('aria-current', 'page');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(screen.getByRole('button', { name: /Kitas/ }));
    expect(await screen.findByRole('heading', { name: 'Renginys 25' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=5');
  });

  it('opens on the page named in the address', async () => {
    serveCatalog(60);
    await renderRoute('/events?page=10');
    expect(await screen.findByRole('heading', { name: 'Renginys 55' })).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: /Kitas/ })).toBeDisabled();
  });

  it('shows an error with a retry when the API fails', async () => {
    let failing = true;
    mockFetch(() =>
      failing
        ? jsonResponse({ statusCode: 500, message: 'Internal error', errors: [] }, 500)
        : jsonResponse(pageOf(makeEvents(1), 1, 6, 1)),
    );
    const { user } = await renderRoute('/events');
    expect(await screen.findByRole('alert')).toHaveTextContent('Įvyko klaida');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('heading', { name: 'Renginys 1' })).toBeInTheDocument();
  });

  it('shows the texts in English when English is chosen', async () => {
    mockFetch(() => jsonResponse(pageOf([makeEvent({ date: '2026-02-14', price: 15 })], 1, 6, 1)));
    await renderRoute('/events', { language: 'en' });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Summer concert' })).toBeInTheDocument();
    expect(within(card).getByText('Feb')).toBeInTheDocument();
    expect(within(card).getByText('from €15.00')).toBeInTheDocument();
  });
});
