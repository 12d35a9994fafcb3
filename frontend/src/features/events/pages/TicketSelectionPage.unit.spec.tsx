import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeEvent, makeTicketType } from '../../../test/fixtures';
import { deferred, jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderRoute } from '../../../test/render';
import type { PublicEventResponse } from '../../../lib/api-types/generated';

const concert = makeEvent({
  id: 'evt-9',
  title: { lt: 'Rudens koncertas', en: 'Autumn concert' },
  date: '2026-10-03',
  startsAt: '2026-10-03T16:00:00.000Z',
  venue: 'Žalgirio arena',
  location: 'Kaunas',
  ticketTypes: [
    makeTicketType({
      id: 'tt-standard',
      name: { lt: 'Standartinis', en: 'Standard' },
      price: 29.99,
      available: 120,
      maxPerOrder: 4,
    }),
    makeTicketType({
      id: 'tt-vip',
      name: { lt: 'VIP', en: 'VIP' },
      description: { lt: 'Atskira zona', en: 'Separate area' },
      price: 120.5,
      available: 2,
      maxPerOrder: 10,
    }),
    makeTicketType({
      id: 'tt-early',
      name: { lt: 'Ankstyvasis', en: 'Early bird' },
      price: 19.99,
      available: 50,
      onSale: false,
    }),
    makeTicketType({ id: 'tt-balcony', name: { lt: 'Balkonas', en: 'Balcony' }, available: 0, onSale: true }),
  ],
});

/** The event; anything else (the checkout this page leads to) is not this spec's concern and is not found. */
function serveEvent(event: PublicEventResponse = concert) {
  return mockFetch((request) =>
    new URL(request.url).pathname.startsWith('/api/events/')
      ? jsonResponse(event)
      : jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404),
  );
}

function row(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return item;
}

async function press(user: UserEvent, label: string, times = 1) {
  for (let pressed = 0; pressed < times; pressed += 1) await user.click(screen.getByRole('button', { name: label }));
}

function summary(): HTMLElement {
  return screen.getByRole('region', { name: 'Užsakymo suvestinė' });
}

describe('ticket selection page', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('loads the event and shows its title, date, time and venue with a way back', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    await renderRoute('/tickets/evt-9');
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');

    answer.resolve(jsonResponse(concert));

    expect(await screen.findByRole('heading', { level: 1, name: 'Rudens koncertas' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)[0]?.pathname).toBe('/api/events/evt-9');
    expect(screen.getByText('2026 m. spalio 3 d., šeštadienis').parentElement).toHaveTextContent(
      '2026 m. spalio 3 d., šeštadienis, 19:00 · Žalgirio arena, Kaunas',
    );
    expect(screen.getByRole('link', { name: 'Grįžti į renginį' })).toHaveAttribute('href', '/events/evt-9');
  });

  it('lists every ticket type with its price and what is left, or unavailable', async () => {
    serveEvent();
    await renderRoute('/tickets/evt-9');
    await screen.findByRole('heading', { level: 1 });

    const standard = row('Standartinis');
    expect(within(standard).getByText('29,99 €')).toBeInTheDocument();
    expect(within(standard).getByText('Liko: 120')).toBeInTheDocument();
    expect(within(standard).getByRole('status', { name: 'Kiekis: Standartinis' })).toHaveTextContent('0');
    expect(within(row('VIP')).getByText('Atskira zona')).toBeInTheDocument();

    for (const name of ['Ankstyvasis', 'Balkonas']) {
      const unavailable = row(name);
      expect(within(unavailable).getByText('Neprieinama')).toBeInTheDocument();
      expect(within(unavailable).queryByText(/Liko/)).not.toBeInTheDocument();
      expect(within(unavailable).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('counts from 0 up to the per-order limit', async () => {
    serveEvent();
    const { user } = await renderRoute('/tickets/evt-9');
    await screen.findByRole('heading', { level: 1 });
    const quantity = screen.getByRole('status', { name: 'Kiekis: Standartinis' });
    const minus = screen.getByRole('button', { name: 'Sumažinti kiekį: Standartinis' });
    const plus = screen.getByRole('button', { name: 'Padidinti kiekį: Standartinis' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(quantity).toHaveTextContent('0');

    await press(user, 'Padidinti kiekį: Standartinis', 3);
    expect(quantity).toHaveTextContent('3');
    expect(plus).toHaveAttribute('aria-disabled', 'false');
    await user.click(plus);
    expect(quantity).toHaveTextContent('4');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveFocus();
    await user.click(plus);
    expect(quantity).toHaveTextContent('4');
    expect(screen.getByText('Daugiausia 4 vnt. viename užsakyme')).toBeInTheDocument();

    await user.click(minus);
    expect(quantity).toHaveTextContent('3');
    expect(plus).toHaveAttribute('aria-disabled', 'false');
  });

  it('counts up to the tickets left when fewer remain than the per-order limit', async () => {
    serveEvent();
    const { user } = await renderRoute('/tickets/evt-9');
    await screen.findByRole('heading', { level: 1 });
    await press(user, 'Padidinti kiekį: VIP', 3);
    expect(screen.getByRole('status', { name: 'Kiekis: VIP' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Padidinti kiekį: VIP' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('sums up the chosen tickets with subtotals and a total in Lithuanian format', async () => {
    serveEvent();
    const { user } = await renderRoute('/tickets/evt-9');
    await screen.findByRole('heading', { level: 1 });
    expect(within(summary()).getByText('Pasirinkite bent vieną bilietą')).toBeInTheDocument();
    expect(within(summary()).getByText('0,00 €')).toBeInTheDocument();

    await press(user, 'Padidinti kiekį: Standartinis', 3);
    await press(user, 'Padidinti kiekį: VIP');

    const [standard, vip, ...more] = within(summary()).getAllByRole('listitem');
    expect(more).toEqual([]);
    expect(standard).toHaveTextContent(/^Standartinis × 389,97 €$/);
    expect(vip).toHaveTextContent(/^VIP × 1120,50 €$/);
    expect(within(summary()).getByText('Iš viso').parentElement).toHaveTextContent('Iš viso210,47 €');
    expect(within(summary()).queryByText('Pasirinkite bent vieną bilietą')).not.toBeInTheDocument();
  });

  it('never adds euros and dollars into one total: one per currency, and no way on to the checkout', async () => {
    serveEvent(
      makeEvent({
        ...concert,
        ticketTypes: [
          makeTicketType({ id: 'tt-eur', name: { lt: 'Parteris', en: 'Stalls' }, price: 20, currency: 'EUR' }),
          makeTicketType({ id: 'tt-usd', name: { lt: 'Balkonas', en: 'Balcony' }, price: 12, currency: 'USD' }),
        ],
      }),
    );
    const { user } = await renderRoute('/tickets/evt-9');
    await screen.findByRole('heading', { level: 1 });
    await press(user, 'Padidinti kiekį: Parteris');
    await press(user, 'Padidinti kiekį: Balkonas');

    expect(within(summary()).queryByText('Iš viso')).not.toBeInTheDocument();
    expect(within(summary()).getByText('Iš viso (EUR)').parentElement).toHaveTextContent('Iš viso (EUR)20,00 €');
    expect(within(summary()).getByText('Iš viso (USD)').parentElement).toHaveTextContent('Iš viso (USD)12,00 USD');
    expect(within(summary()).getByRole('alert')).toHaveTextContent(
      'Skirtingomis valiutomis kainuojančių bilietų viename užsakyme pirkti negalima.',
    );
    const proceed = screen.getByRole('button', { name: 'Tęsti' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(/^Skirtingomis valiutomis/);

    await press(user, 'Sumažinti kiekį: Balkonas');
    expect(within(summary()).getByText('Iš viso').parentElement).toHaveTextContent('Iš viso20,00 €');
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument();
    expect(proceed).toBeEnabled();
  });

  it('formats the total the English way on the English page', async () => {
    serveEvent();
    const { user } = await renderRoute('/tickets/evt-9', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Autumn concert' });
    expect(row('Standard')).toHaveTextContent('120 left');
    expect(row('Early bird')).toHaveTextContent('Unavailable');

    await press(user, 'Increase quantity: Standard', 3);
    await press(user, 'Increase quantity: VIP', 2);

    const orderSummary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(orderSummary).getByText('Standard × 3')).toBeInTheDocument();
    expect(within(orderSummary).getByText('€89.97')).toBeInTheDocument();
    expect(within(orderSummary).getByText('€241.00')).toBeInTheDocument();
    expect(within(orderSummary).getByText('Total').parentElement).toHaveTextContent('Total€330.97');
  });

  it('continues only with a ticket chosen, handing the selection to the checkout and to session storage', async () => {
    serveEvent();
    const { router, user } = await renderRoute('/tickets/evt-9');
    await screen.findByRole('heading', { level: 1 });
    const proceed = screen.getByRole('button', { name: 'Tęsti' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription('Pasirinkite bent vieną bilietą');

    await press(user, 'Padidinti kiekį: Standartinis', 2);
    await press(user, 'Padidinti kiekį: VIP');
    await press(user, 'Sumažinti kiekį: VIP');
    await press(user, 'Padidinti kiekį: VIP');
    await press(user, 'Padidinti kiekį: Standartinis');
    await press(user, 'Sumažinti kiekį: Standartinis');
    expect(proceed).toBeEnabled();
    await user.click(proceed);

    const selection = { eventId: 'evt-9', tickets: { 'tt-standard': 2, 'tt-vip': 1 }, totalAmount: 180.48 };
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.state).toEqual(selection);
    expect(JSON.parse(window.sessionStorage.getItem('checkout-selection') ?? 'null')).toEqual(selection);
  });

  it('leaves out a ticket type brought back to 0', async () => {
    serveEvent();
    const { router, user } = await renderRoute('/tickets/evt-9');
    await screen.findByRole('heading', { level: 1 });
    await press(user, 'Padidinti kiekį: VIP');
    await press(user, 'Padidinti kiekį: Standartinis');
    await press(user, 'Sumažinti kiekį: VIP');
    await user.click(screen.getByRole('button', { name: 'Tęsti' }));
    expect(router.state.location.state).toEqual({
      eventId: 'evt-9',
      tickets: { 'tt-standard': 1 },
      totalAmount: 29.99,
    });
  });

  it('says no tickets are available when no type is on sale', async () => {
    serveEvent(
      makeEvent({
        ticketTypes: [
          makeTicketType({ id: 'a', onSale: false }),
          makeTicketType({ id: 'b', name: { lt: 'Kitas', en: 'Other' }, available: 0 }),
        ],
      }),
    );
    await renderRoute('/tickets/evt-1', { language: 'en' });
    expect(await screen.findByText('No tickets available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Increase quantity/ })).not.toBeInTheDocument();
  });

  it('says the event was not found when the API answers 404', async () => {
    mockFetch(() => jsonResponse({ statusCode: 404, message: 'Renginys nerastas', errors: [] }, 404));
    await renderRoute('/tickets/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Renginys nerastas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grįžti į renginių sąrašą' })).toHaveAttribute('href', '/events');
  });

  it('shows a generic error, not "not found", when the server fails', async () => {
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'Internal error', errors: [] }, 500));
    await renderRoute('/tickets/evt-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Įvyko klaida');
    expect(screen.queryByText('Renginys nerastas')).not.toBeInTheDocument();
  });
});
