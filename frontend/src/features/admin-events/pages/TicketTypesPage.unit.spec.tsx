import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { makeAdmin, signedInState } from '../../../lib/session/user-fixtures';
import { jsonResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { apiError } from '../test/admin-event-fixtures';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { makeTicketStatistics, makeTicketType, serveEventCatalog } from '../test/ticket-fixtures';
import { TicketTypesPage } from './TicketTypesPage';

const BALCONY = makeTicketType({
  id: 'tt-2',
  name: { lt: 'Balkonas', en: 'Balcony' },
  price: 15,
  currency: 'USD',
  quantity: 50,
  quantity_sold: 0,
  quantity_remaining: 50,
  is_active: false,
  on_sale: false,
});

/** The row's cells as written, no-break spaces included. */
function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function renderTickets(language: 'lt' | 'en' = 'lt') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/events/:eventId/tickets" element={<TicketTypesPage />} />
    </Routes>,
    { route: '/admin/events/evt-1/tickets', language, preloadedState: signedInState(makeAdmin()) },
  );
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('ticket types page', () => {
  beforeAll(installDialogPolyfill);

  it('lists the types with prices in the Lithuanian format, what is left, the sale window in Vilnius and a badge', async () => {
    serveEventCatalog({ ticketTypes: [makeTicketType(), BALCONY] });
    await renderTickets();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bilietų tipai: Vasaros koncertas' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Atgal į renginių sąrašą' })).toHaveAttribute('href', '/admin/events');
    expect(screen.getByRole('link', { name: 'Nuolaidų kodai' })).toHaveAttribute(
      'href',
      '/admin/events/evt-1/discount-codes',
    );
    const stalls = await rowOf('Parteris');
    expect(within(stalls).getByText('29,99 €')).toBeInTheDocument();
    expect(within(stalls).getByText('60')).toBeInTheDocument();
    expect(within(stalls).getByText('2027-01-01 12:00 – 2027-06-01 19:00')).toBeInTheDocument();
    expect(within(stalls).getByText('Parduodamas')).toBeInTheDocument();
    const balcony = await rowOf('Balkonas');
    expect(within(balcony).getByText('15,00 USD')).toBeInTheDocument();
    expect(within(balcony).getByText('Išjungtas')).toBeInTheDocument();
  });

  it('shows the event figures as cards, revenue as money', async () => {
    serveEventCatalog();
    await renderTickets();
    const terms = await screen.findAllByRole('term');
    const figures = Object.fromEntries(
      terms.map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]),
    );
    expect(figures).toEqual({ 'Iš viso bilietų': '100', Parduota: '40', Liko: '60', Pajamos: '1 199,60 €' });
  });

  it('shows revenue net of refunds one currency per line, never adding dollars to euros', async () => {
    serveEventCatalog({
      statistics: makeTicketStatistics({
        revenue_by_currency: [
          { currency: 'EUR', amount: 0 },
          { currency: 'USD', amount: 50 },
        ],
      }),
    });
    await renderTickets();
    const revenue = (await screen.findByText('Pajamos')).nextElementSibling;
    expect(
      within(revenue as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['0,00 €', '50,00 USD']);
  });

  it('formats prices and titles in English', async () => {
    serveEventCatalog({ ticketTypes: [makeTicketType(), BALCONY] });
    await renderTickets('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket types: Summer concert' })).toBeVisible();
    expect(within(await rowOf('Stalls')).getByText('€29.99')).toBeInTheDocument();
    expect(within(await rowOf('Balcony')).getByText('US$15.00')).toBeInTheDocument();
  });

  it('groups the thousands of a large allotment as each language writes them', async () => {
    const arena = makeTicketType({ quantity: 12000, quantity_sold: 0, quantity_remaining: 12000 });
    serveEventCatalog({ ticketTypes: [arena] });
    const rendered = await renderTickets();
    expect(cellTexts(await rowOf('Parteris')).filter((text) => text === '12\u00a0000')).toHaveLength(2);
    rendered.unmount();
    serveEventCatalog({ ticketTypes: [arena] });
    await renderTickets('en');
    expect(cellTexts(await rowOf('Stalls')).filter((text) => text === '12,000')).toHaveLength(2);
  });

  it('says that an event without ticket types cannot be published', async () => {
    serveEventCatalog({ ticketTypes: [] });
    await renderTickets();
    expect(
      await screen.findByText('Bilietų tipų dar nėra. Renginiui paskelbti reikia bent vieno.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('checks the new type in Lithuanian beside each field and sends nothing', async () => {
    const sent = serveEventCatalog();
    const { user } = await renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Naujas bilietų tipas' }));
    const dialog = screen.getByRole('dialog', { name: 'Naujas bilietų tipas' });
    expect(within(dialog).getByLabelText('Kiekis')).toHaveValue(100);
    expect(within(dialog).getByLabelText('Daugiausia viename užsakyme')).toHaveValue(10);
    expect(within(dialog).getByLabelText('Pardavimo pabaiga')).toHaveValue('2027-06-01T19:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Aktyvus' })).toBeChecked();

    await user.clear(within(dialog).getByLabelText('Kiekis'));
    await user.type(within(dialog).getByLabelText('Kiekis'), '0');
    const start = within(dialog).getByLabelText('Pardavimo pradžia');
    await user.clear(start);
    await user.type(start, '2027-06-02T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    const nameLt = within(dialog).getByLabelText('Pavadinimas lietuviškai');
    expect(nameLt).toHaveAttribute('aria-invalid', 'true');
    expect(nameLt).toHaveAccessibleDescription('Įveskite pavadinimą');
    expect(within(dialog).getByLabelText('Pavadinimas angliškai')).toHaveAccessibleDescription('Įveskite pavadinimą');
    expect(within(dialog).getByLabelText('Kaina')).toHaveAccessibleDescription('Įveskite kainą, pvz. 29,99');
    expect(within(dialog).getByLabelText('Kiekis')).toHaveAccessibleDescription('Kiekis turi būti bent 1');
    expect(within(dialog).getByLabelText('Pardavimo pabaiga')).toHaveAccessibleDescription(
      'Vilniaus laiku Pabaiga turi būti vėlesnė už pradžią',
    );
    expect(sent).toEqual([]);
  });

  it('creates a type with a snake_case body, Vilnius times as instants and the price as a number', async () => {
    const sent = serveEventCatalog({
      answer: () => jsonResponse(makeTicketType({ id: 'tt-2', name: { lt: 'Balkonas', en: 'Balcony' } }), 201),
    });
    const { user } = await renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Naujas bilietų tipas' }));
    const dialog = screen.getByRole('dialog', { name: 'Naujas bilietų tipas' });
    await user.type(within(dialog).getByLabelText('Pavadinimas lietuviškai'), 'Balkonas');
    await user.type(within(dialog).getByLabelText('Pavadinimas angliškai'), 'Balcony');
    await user.type(within(dialog).getByLabelText('Aprašymas lietuviškai'), 'Antras aukštas');
    await user.type(within(dialog).getByLabelText('Kaina'), '19,50');
    await user.selectOptions(within(dialog).getByLabelText('Valiuta'), 'USD');
    const start = within(dialog).getByLabelText('Pardavimo pradžia');
    await user.clear(start);
    await user.type(start, '2027-03-01T10:00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Aktyvus' }));
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/events/evt-1/tickets',
      body: {
        name: { lt: 'Balkonas', en: 'Balcony' },
        description: { lt: 'Antras aukštas', en: '' },
        price: 19.5,
        currency: 'USD',
        quantity: 100,
        max_per_order: 10,
        // 10:00 winter time and 19:00 summer time in Vilnius.
        sale_start_date: '2027-03-01T08:00:00.000Z',
        sale_end_date: '2027-06-01T16:00:00.000Z',
        is_active: false,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Bilietų tipas „Balkonas“ išsaugotas.');
    await user.click(within(saved).getByRole('button', { name: 'Uždaryti pranešimą' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a type saved before it can be read (202) as saved: closes, says so, and reads the list with its position', async () => {
    const listReads: (string | null)[] = [];
    const sent = serveEventCatalog({
      answer: () =>
        new Response(
          JSON.stringify({
            statusCode: 202,
            message: 'Išsaugota, bet dar neparodyta',
            errors: [],
            id: 'tt-2',
            position: '733',
          }),
          { status: 202, headers: { 'content-type': 'application/json', 'X-Min-Position': '733' } },
        ),
      onRead: (request) => {
        if (new URL(request.url).pathname === '/api/events/evt-1/tickets') {
          listReads.push(request.headers.get('x-min-position'));
        }
      },
    });
    const { user } = await renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Naujas bilietų tipas' }));
    const dialog = screen.getByRole('dialog', { name: 'Naujas bilietų tipas' });
    await user.type(within(dialog).getByLabelText('Pavadinimas lietuviškai'), 'Balkonas');
    await user.type(within(dialog).getByLabelText('Pavadinimas angliškai'), 'Balcony');
    await user.type(within(dialog).getByLabelText('Kaina'), '19,50');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Išsaugota. Duomenys netrukus atsinaujins.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(listReads.at(-1)).toBe('733'));
    expect(listReads[0]).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('shows the server’s refusal and its field errors beside the fields, keeping the dialog open', async () => {
    serveEventCatalog({
      answer: () =>
        jsonResponse(
          apiError(400, 'Užklausoje yra klaidų', [{ field: 'price', message: 'Kaina negali viršyti 100000' }]),
          400,
        ),
    });
    const { user } = await renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Naujas bilietų tipas' }));
    const dialog = screen.getByRole('dialog', { name: 'Naujas bilietų tipas' });
    await user.type(within(dialog).getByLabelText('Pavadinimas lietuviškai'), 'VIP');
    await user.type(within(dialog).getByLabelText('Pavadinimas angliškai'), 'VIP');
    await user.type(within(dialog).getByLabelText('Kaina'), '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Užklausoje yra klaidų');
    expect(within(dialog).getByLabelText('Kaina')).toHaveAccessibleDescription('Kaina negali viršyti 100000');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('opens an existing type with its values, Vilnius times included, and saves it with PUT', async () => {
    const sent = serveEventCatalog({ answer: () => jsonResponse(makeTicketType({ price: 31 })) });
    const { user } = await renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Redaguoti: Parteris' }));
    const dialog = screen.getByRole('dialog', { name: 'Bilietų tipo redagavimas' });
    expect(within(dialog).getByLabelText('Pavadinimas lietuviškai')).toHaveValue('Parteris');
    expect(within(dialog).getByLabelText('Pavadinimas angliškai')).toHaveValue('Stalls');
    expect(within(dialog).getByLabelText('Aprašymas angliškai')).toHaveValue('Seats by the stage');
    expect(within(dialog).getByLabelText('Kaina')).toHaveValue('29.99');
    expect(within(dialog).getByLabelText('Valiuta')).toHaveValue('EUR');
    expect(within(dialog).getByLabelText('Kiekis')).toHaveValue(100);
    expect(within(dialog).getByLabelText('Daugiausia viename užsakyme')).toHaveValue(6);
    expect(within(dialog).getByLabelText('Pardavimo pradžia')).toHaveValue('2027-01-01T12:00');
    expect(within(dialog).getByLabelText('Pardavimo pabaiga')).toHaveValue('2027-06-01T19:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Aktyvus' })).toBeChecked();

    await user.clear(within(dialog).getByLabelText('Kaina'));
    await user.type(within(dialog).getByLabelText('Kaina'), '31');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/events/evt-1/tickets/tt-1',
      body: { price: 31, quantity: 100, max_per_order: 6, sale_start_date: '2027-01-01T10:00:00.000Z' },
    });
  });

  it('says how many are sold and refuses a quantity below that before asking the server', async () => {
    const sent = serveEventCatalog();
    const { user } = await renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Redaguoti: Parteris' }));
    const dialog = screen.getByRole('dialog', { name: 'Bilietų tipo redagavimas' });
    const quantity = within(dialog).getByLabelText('Kiekis');
    expect(quantity).toHaveAccessibleDescription('Jau parduota: 40. Kiekis negali būti mažesnis.');
    await user.clear(quantity);
    await user.type(quantity, '39');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Kiekis negali būti mažesnis nei parduota (40)')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('removes a type only once confirmed', async () => {
    const sent = serveEventCatalog({ answer: () => new Response(null, { status: 204 }) });
    const { user } = await renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Pašalinti: Parteris' }));
    const confirm = screen.getByRole('dialog', { name: 'Pašalinti bilietų tipą „Parteris“?' });
    await user.click(within(confirm).getByRole('button', { name: 'Atšaukti' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pašalinti: Parteris' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pašalinti' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bilietų tipas „Parteris“ pašalintas.');
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/events/evt-1/tickets/tt-1', body: undefined }]);
  });

  it('shows the server’s refusal to remove a sold type', async () => {
    serveEventCatalog({
      answer: () => jsonResponse(apiError(409, 'Šio tipo bilietų jau parduota, jo pašalinti negalima'), 409),
    });
    const { user } = await renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Pašalinti: Parteris' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pašalinti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Šio tipo bilietų jau parduota, jo pašalinti negalima');
  });
});
