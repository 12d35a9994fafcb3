import { screen, within } from '@testing-library/react';
import { makeEvent, makeTicketType } from '../../../test/fixtures';
import { deferred, jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderRoute } from '../../../test/render';

const festival = makeEvent({
  id: 'evt-7',
  title: { lt: 'Jūros festivalis', en: 'Sea festival' },
  description: {
    lt: 'Trys dienos muzikos prie jūros.\n\nAtvyksta geriausios grupės.\n\n  \n\nNepamirškite skėčio.',
    en: 'Three days of music by the sea.\n\nThe best bands are coming.',
  },
  category: 'Festival',
  organizer: 'Pajūrio renginiai',
  date: '2026-07-24',
  startsAt: '2026-07-24T15:00:00.000Z',
  endDate: '2026-07-26',
  endsAt: '2026-07-26T20:00:00.000Z',
  location: 'Klaipėda',
  venue: 'Kruizinių laivų terminalas',
  address: 'Žvejų g. 8',
  imageUrl: '/media/demo/festival.svg',
  additionalImages: ['/media/demo/festival-1.svg', '/media/demo/festival-2.svg'],
  features: { lt: ['Trys scenos', 'Maisto kiemas'], en: ['Three stages', 'Food court'] },
  ticketTypes: [
    makeTicketType({ id: 'tt-day', name: { lt: 'Dienos bilietas', en: 'Day pass' }, price: 35, available: 12 }),
    makeTicketType({
      id: 'tt-vip',
      name: { lt: 'VIP', en: 'VIP' },
      description: { lt: 'Atskira zona', en: 'Separate area' },
      price: 120.5,
      available: 0,
    }),
  ],
});

describe('event detail page', () => {
  it('holds the hero’s place while the event loads, then shows the event there', async () => {
    const response = deferred<Response>();
    mockFetch(() => response.promise);
    await renderRoute('/events/evt-7');
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Įkeliama…');
    expect(loading.querySelector('.event-detail__hero')).not.toBeNull();

    response.resolve(jsonResponse(festival));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jūros festivalis' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the event with its description, features, gallery, details and tickets', async () => {
    const fetchMock = mockFetch(() => jsonResponse(festival));
    await renderRoute('/events/evt-7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jūros festivalis' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)[0]?.pathname).toBe('/api/events/evt-7');
    expect(screen.getByRole('link', { name: 'Festivalis' })).toHaveAttribute('href', '/events?category=Festival');
    expect(screen.getByText('Organizatorius: Pajūrio renginiai')).toBeInTheDocument();

    expect(screen.getByText('Trys dienos muzikos prie jūros.').tagName).toBe('P');
    expect(screen.getByText('Atvyksta geriausios grupės.').tagName).toBe('P');
    expect(screen.getByText('Nepamirškite skėčio.').tagName).toBe('P');

    const features = screen.getByRole('region', { name: 'Svarbiausia' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Trys scenos', 'Maisto kiemas']);

    const gallery = screen.getByRole('region', { name: 'Galerija' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => [image.getAttribute('alt'), image.getAttribute('src')]),
    ).toEqual([
      ['Jūros festivalis – nuotrauka 1', '/media/demo/festival.svg'],
      ['Jūros festivalis – nuotrauka 2', '/media/demo/festival-1.svg'],
      ['Jūros festivalis – nuotrauka 3', '/media/demo/festival-2.svg'],
    ]);

    const info = screen.getByRole('region', { name: 'Informacija' });
    expect(within(info).getByText('2026 m. liepos 24 d., penktadienis')).toBeInTheDocument();
    expect(within(info).getByText('18:00')).toBeInTheDocument();
    expect(within(info).getByText('2026 m. liepos 26 d., sekmadienis')).toBeInTheDocument();
    expect(within(info).getByText(/Kruizinių laivų terminalas/)).toHaveTextContent('Klaipėda');
    expect(within(info).getByText('Žvejų g. 8')).toBeInTheDocument();
  });

  it('shows the remaining count of a ticket type, or unavailable when none are left', async () => {
    mockFetch(() => jsonResponse(festival));
    await renderRoute('/events/evt-7');
    const tickets = await screen.findByRole('region', { name: 'Bilietai' });
    const [day, vip] = within(tickets).getAllByRole('listitem');
    if (!day || !vip) throw new Error('expected two ticket types');

    expect(within(day).getByRole('heading', { name: 'Dienos bilietas' })).toBeInTheDocument();
    expect(within(day).getByText('35,00 €')).toBeInTheDocument();
    expect(within(day).getByText('Liko: 12')).toBeInTheDocument();
    expect(within(day).queryByText('Neprieinama')).not.toBeInTheDocument();

    expect(within(vip).getByText('Atskira zona')).toBeInTheDocument();
    expect(within(vip).getByText('120,50 €')).toBeInTheDocument();
    expect(within(vip).getByText('Neprieinama')).toBeInTheDocument();
    expect(within(vip).queryByText(/Liko/)).not.toBeInTheDocument();
  });

  it('shows a ticket type that is not on sale as unavailable, whatever is left of it', async () => {
    mockFetch(() =>
      jsonResponse(
        makeEvent({
          ticketTypes: [
            makeTicketType({
              id: 'tt-early',
              name: { lt: 'Ankstyvasis', en: 'Early bird' },
              available: 40,
              onSale: false,
            }),
            makeTicketType({ id: 'tt-standard', available: 7 }),
          ],
        }),
      ),
    );
    await renderRoute('/events/evt-1');
    const tickets = await screen.findByRole('region', { name: 'Bilietai' });
    const [early, standard] = within(tickets).getAllByRole('listitem');
    if (!early || !standard) throw new Error('expected two ticket types');
    expect(within(early).getByText('Neprieinama')).toBeInTheDocument();
    expect(within(early).queryByText(/Liko/)).not.toBeInTheDocument();
    expect(within(standard).getByText('Liko: 7')).toBeInTheDocument();
  });

  it('leads to the ticket selection while a ticket type is on sale', async () => {
    mockFetch(() => jsonResponse(festival));
    await renderRoute('/events/evt-7');
    expect(await screen.findByRole('link', { name: 'Pirkti bilietus' })).toHaveAttribute('href', '/tickets/evt-7');
  });

  it('says no tickets are available instead of offering to buy when none is on sale', async () => {
    mockFetch(() =>
      jsonResponse(
        makeEvent({
          ticketTypes: [makeTicketType({ id: 'a', onSale: false }), makeTicketType({ id: 'b', available: 0 })],
        }),
      ),
    );
    await renderRoute('/events/evt-1', { language: 'en' });
    expect(await screen.findByText('No tickets available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy tickets' })).not.toBeInTheDocument();
  });

  it('shows the same event in English', async () => {
    mockFetch(() => jsonResponse(festival));
    await renderRoute('/events/evt-7', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea festival' })).toBeInTheDocument();
    expect(screen.getByText('The best bands are coming.')).toBeInTheDocument();
    expect(screen.getByText('12 left')).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('€120.50')).toBeInTheDocument();
    expect(screen.getByText('Friday, 24 July 2026')).toBeInTheDocument();
    expect(screen.getByText('18:00')).toBeInTheDocument();
  });

  it('leaves out the end date, features and gallery when the event has none', async () => {
    mockFetch(() =>
      jsonResponse(makeEvent({ endDate: null, endsAt: null, features: { lt: [], en: [] }, additionalImages: [] })),
    );
    await renderRoute('/events/evt-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Pabaiga')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Svarbiausia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Galerija' })).not.toBeInTheDocument();
  });

  it('says the event was not found, with a way back to the list, when the API answers 404', async () => {
    mockFetch(() => jsonResponse({ statusCode: 404, message: 'Event not found', errors: [] }, 404));
    await renderRoute('/events/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Renginys nerastas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grįžti į renginių sąrašą' })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a generic error, not "not found", when the server fails', async () => {
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'Internal error', errors: [] }, 500));
    await renderRoute('/events/evt-1', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryByText('Event not found')).not.toBeInTheDocument();
  });
});
