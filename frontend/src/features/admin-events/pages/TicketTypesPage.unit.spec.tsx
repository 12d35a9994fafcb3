import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { makeAdmin, signedInState } from '../../../lib/session/user-fixtures';
import { jsonResponse, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import type { AdminTicketType, DiscountCode } from '../api/admin-events-api';
import { apiError, makeAdminEvent } from '../test/admin-event-fixtures';
import { installDialogPolyfill } from '../test/dialog-polyfill';
import { DiscountCodesPage } from './DiscountCodesPage';
import { TicketTypesPage } from './TicketTypesPage';

const event = makeAdminEvent({ id: 'evt-1', start_date: '2027-06-01T16:00:00.000Z' });

function ticketType(overrides: Partial<AdminTicketType> = {}): AdminTicketType {
  return {
    id: 'tt-1',
    event_id: 'evt-1',
    name: { lt: 'Parteris', en: 'Stalls' },
    description: { lt: '', en: '' },
    price: 29.99,
    currency: 'EUR',
    quantity: 100,
    quantity_sold: 40,
    quantity_remaining: 60,
    max_per_order: 10,
    sale_start_date: '2027-01-01T10:00:00.000Z',
    sale_end_date: '2027-06-01T16:00:00.000Z',
    is_active: true,
    on_sale: true,
    ...overrides,
  };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The event, its ticket types and codes as the API serves them; writes are recorded and answered by `write`. */
function serve(write: (sent: Sent) => Response, codes: DiscountCode[] = []) {
  const sent: Sent[] = [];
  mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET') {
      if (pathname === '/api/admin/events/evt-1') return jsonResponse(event);
      if (pathname === '/api/events/evt-1/tickets') return jsonResponse({ data: [ticketType()] });
      if (pathname === '/api/events/evt-1/discount-codes') return jsonResponse({ data: codes });
      if (pathname === '/api/events/evt-1/tickets/statistics') {
        return jsonResponse({
          total_quantity: 100,
          total_sold: 40,
          total_remaining: 60,
          revenue: 1199.6,
          ticket_types: [],
        });
      }
      return jsonResponse(apiError(404, 'Nerasta'), 404);
    }
    const text = await request.text();
    const call = { method: request.method, path: pathname, body: text ? JSON.parse(text) : undefined };
    sent.push(call);
    return write(call);
  });
  return sent;
}

const render = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/events/:eventId/tickets" element={<TicketTypesPage />} />
      <Route path="/admin/events/:eventId/discount-codes" element={<DiscountCodesPage />} />
    </Routes>,
    { route: path, language: 'lt', preloadedState: signedInState(makeAdmin()) },
  );

describe('ticket types page', () => {
  beforeAll(installDialogPolyfill);

  it('lists the types with prices in the locale format, what is left, and the event figures', async () => {
    serve(() => jsonResponse({}));
    await render('/admin/events/evt-1/tickets');
    const row = (await screen.findByRole('rowheader', { name: 'Parteris' })).closest('tr')!;
    expect(within(row).getByText('29,99 €')).toBeInTheDocument();
    expect(within(row).getByText('60')).toBeInTheDocument();
    expect(await screen.findByText(/Pajamos: 1\s199,60\s€/)).toBeInTheDocument();
  });

  it('checks the form, then creates the type with a snake_case body and Vilnius times as instants', async () => {
    const sent = serve(() => jsonResponse(ticketType({ id: 'tt-2' }), 201));
    const { user } = await render('/admin/events/evt-1/tickets');
    await user.click(await screen.findByRole('button', { name: 'Naujas bilietų tipas' }));
    const dialog = screen.getByRole('dialog', { name: 'Naujas bilietų tipas' });
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(within(dialog).getAllByText('Įveskite pavadinimą')).toHaveLength(2);
    expect(within(dialog).getByText('Įveskite kainą, pvz. 29,99')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Pavadinimas lietuviškai'), 'Balkonas');
    await user.type(within(dialog).getByLabelText('Pavadinimas angliškai'), 'Balcony');
    await user.type(within(dialog).getByLabelText('Kaina'), '19,50');
    const start = within(dialog).getByLabelText('Pardavimo pradžia');
    await user.clear(start);
    await user.type(start, '2027-03-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/events/evt-1/tickets',
      body: {
        name: { lt: 'Balkonas', en: 'Balcony' },
        description: { lt: '', en: '' },
        price: 19.5,
        currency: 'EUR',
        quantity: 100,
        max_per_order: 10,
        sale_start_date: '2027-03-01T08:00:00.000Z',
        sale_end_date: '2027-06-01T16:00:00.000Z',
        is_active: true,
      },
    });
    expect(await screen.findByText('Bilietų tipas „Balkonas“ išsaugotas.')).toBeInTheDocument();
  });

  it('refuses a quantity below what is sold before asking the server', async () => {
    const sent = serve(() => jsonResponse({}));
    const { user } = await render('/admin/events/evt-1/tickets');
    await user.click(await screen.findByRole('button', { name: 'Redaguoti: Parteris' }));
    const dialog = screen.getByRole('dialog', { name: 'Bilietų tipo redagavimas' });
    expect(within(dialog).getByLabelText('Pavadinimas lietuviškai')).toHaveValue('Parteris');
    const quantity = within(dialog).getByLabelText('Kiekis');
    await user.clear(quantity);
    await user.type(quantity, '39');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(within(dialog).getByText('Kiekis negali būti mažesnis nei parduota (40)')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('removes after confirmation and shows the server refusal', async () => {
    const sent = serve(() =>
      jsonResponse(apiError(409, 'Paskelbtas renginys turi turėti bent vieną bilietų tipą'), 409),
    );
    const { user } = await render('/admin/events/evt-1/tickets');
    await user.click(await screen.findByRole('button', { name: 'Pašalinti: Parteris' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pašalinti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paskelbtas renginys turi turėti bent vieną bilietų tipą',
    );
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/events/evt-1/tickets/tt-1', body: undefined }]);
  });
});

describe('discount codes page', () => {
  beforeAll(installDialogPolyfill);

  it('creates a fixed-amount code for one ticket type, and shows a duplicate code refusal', async () => {
    const sent = serve(() => jsonResponse(apiError(409, 'Kodas RUDUO šiam renginiui jau yra'), 409));
    const { user } = await render('/admin/events/evt-1/discount-codes');
    expect(await screen.findByText('Šiam renginiui nuolaidų kodų dar nėra.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naujas nuolaidos kodas' }));
    const dialog = screen.getByRole('dialog', { name: 'Naujas nuolaidos kodas' });
    await user.type(within(dialog).getByLabelText('Kodas'), 'ruduo');
    await user.selectOptions(within(dialog).getByLabelText('Nuolaidos tipas'), 'fixed');
    await user.type(within(dialog).getByLabelText('Dydis'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(within(dialog).getByText('Įveskite sumą, didesnę už nulį, pvz. 5,50')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Dydis'));
    await user.type(within(dialog).getByLabelText('Dydis'), '5,50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Parteris' }));
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/events/evt-1/discount-codes',
      body: { code: 'RUDUO', discount_type: 'fixed', value: 5.5, usage_limit: null, ticket_type_ids: ['tt-1'] },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kodas RUDUO šiam renginiui jau yra');
  });

  it('lists codes with their discount, usage and the types they apply to', async () => {
    serve(
      () => jsonResponse({}),
      [
        {
          id: 'dc-1',
          event_id: 'evt-1',
          code: 'VASARA15',
          discount_type: 'percent',
          value: 15,
          currency: 'EUR',
          valid_from: '2027-01-01T00:00:00.000Z',
          valid_until: '2027-02-01T00:00:00.000Z',
          usage_limit: null,
          used_count: 3,
          ticket_type_ids: [],
          is_active: true,
          created_at: '2026-11-01T00:00:00.000Z',
        },
      ],
    );
    await render('/admin/events/evt-1/discount-codes');
    const row = (await screen.findByRole('rowheader', { name: 'VASARA15' })).closest('tr')!;
    expect(within(row).getByText('15 %')).toBeInTheDocument();
    expect(within(row).getByText('3 / ∞')).toBeInTheDocument();
    expect(within(row).getByText('Visiems bilietų tipams')).toBeInTheDocument();
  });
});
