import { screen, within } from '@testing-library/react';
import { makeEvents, pageOf } from '../../../test/fixtures';
import { jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderRoute } from '../../../test/render';

describe('home page', () => {
  it('links a card to each category', async () => {
    mockFetch(() => jsonResponse(pageOf(makeEvents(3), 1, 3, 3)));
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
    const fetchMock = mockFetch(() => jsonResponse(pageOf(makeEvents(3), 1, 3, 14)));
    await renderRoute('/');
    const section = screen.getByRole('region', { name: 'Artėjantys renginiai' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Renginys 1',
      'Renginys 2',
      'Renginys 3',
    ]);
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe('/api/events');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('3');
    expect(within(section).getByRole('link', { name: 'Visi renginiai' })).toHaveAttribute('href', '/events');
  });

  it('says so when there are no upcoming events', async () => {
    mockFetch(() => jsonResponse(pageOf([], 1, 3, 0)));
    await renderRoute('/');
    expect(await screen.findByText('Artėjančių renginių kol kas nėra.')).toBeInTheDocument();
  });
});
