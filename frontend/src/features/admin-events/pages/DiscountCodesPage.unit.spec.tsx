import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { makeAdmin, signedInState } from '../../../lib/session/user-fixtures';
import { jsonResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { apiError } from '../test/admin-event-fixtures';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { makeDiscountCode, makeTicketType, serveEventCatalog } from '../test/ticket-fixtures';
import { DiscountCodesPage } from './DiscountCodesPage';

const STALLS = makeTicketType();
const BALCONY = makeTicketType({ id: 'tt-2', name: { lt: 'Balkonas', en: 'Balcony' } });
const SUMMER = makeDiscountCode();
const FIVE_OFF = makeDiscountCode({
  id: 'dc-2',
  code: 'MINUS5',
  discount_type: 'fixed',
  value: 5,
  usage_limit: 50,
  used_count: 1,
  ticket_type_ids: ['tt-1', 'tt-2'],
  is_active: false,
});

function renderCodes() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/events/:eventId/discount-codes" element={<DiscountCodesPage />} />
    </Routes>,
    { route: '/admin/events/evt-1/discount-codes', language: 'lt', preloadedState: signedInState(makeAdmin()) },
  );
}

const rowOf = async (code: string) => (await screen.findByRole('rowheader', { name: code })).closest('tr')!;

async function openNewCode(user: Awaited<ReturnType<typeof renderCodes>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Naujas nuolaidos kodas' }));
  return screen.getByRole('dialog', { name: 'Naujas nuolaidos kodas' });
}

describe('discount codes page', () => {
  beforeAll(installDialogPolyfill);

  it('lists codes with their discount, validity, usage, the types they apply to and a badge', async () => {
    serveEventCatalog({ ticketTypes: [STALLS, BALCONY], codes: [SUMMER, FIVE_OFF] });
    await renderCodes();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuolaidų kodai: Vasaros koncertas' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bilietų tipai' })).toHaveAttribute('href', '/admin/events/evt-1/tickets');

    const summer = await rowOf('VASARA15');
    expect(within(summer).getByText('15 %')).toBeInTheDocument();
    expect(within(summer).getByText('2027-01-01 12:00 – 2027-02-01 12:00')).toBeInTheDocument();
    expect(within(summer).getByText('3 / ∞')).toBeInTheDocument();
    expect(within(summer).getByText('Visiems bilietų tipams')).toBeInTheDocument();
    expect(within(summer).getByText('Aktyvus')).toBeInTheDocument();
    const fiveOff = await rowOf('MINUS5');
    expect(within(fiveOff).getByText('5,00 €')).toBeInTheDocument();
    expect(within(fiveOff).getByText('1 / 50')).toBeInTheDocument();
    expect(within(fiveOff).getByText('Parteris, Balkonas')).toBeInTheDocument();
    expect(within(fiveOff).getByText('Išjungtas')).toBeInTheDocument();
  });

  it('says when the event has no codes yet', async () => {
    serveEventCatalog();
    await renderCodes();
    expect(await screen.findByText('Šiam renginiui nuolaidų kodų dar nėra.')).toBeInTheDocument();
  });

  it('checks a percent code and creates it for every ticket type', async () => {
    const sent = serveEventCatalog({
      ticketTypes: [STALLS, BALCONY],
      answer: () => jsonResponse(makeDiscountCode({ id: 'dc-3', code: 'RUDUO-20' }), 201),
    });
    const { user } = await renderCodes();
    const dialog = await openNewCode(user);
    const code = within(dialog).getByLabelText('Kodas');
    const value = within(dialog).getByLabelText('Dydis');
    const limit = within(dialog).getByLabelText('Panaudojimų riba (tuščia – neribota)');
    await user.type(code, 'ab');
    await user.type(value, '150');
    await user.type(limit, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(code).toHaveAccessibleDescription(
      'Raidės, skaitmenys, - arba _; saugoma didžiosiomis raidėmis Kodą sudaro 3–32 raidės, skaitmenys, brūkšneliai arba pabraukimai',
    );
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Įveskite sveikąjį skaičių nuo 1 iki 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Riba turi būti bent 1 arba tuščia')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(code);
    await user.type(code, 'ruduo-20');
    expect(code).toHaveValue('RUDUO-20');
    await user.clear(value);
    await user.type(value, '20');
    await user.clear(limit);
    await user.type(limit, '100');
    const from = within(dialog).getByLabelText('Galioja nuo');
    await user.clear(from);
    await user.type(from, '2027-03-01T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/events/evt-1/discount-codes',
      body: {
        code: 'RUDUO-20',
        discount_type: 'percent',
        value: 20,
        valid_from: '2027-02-28T22:00:00.000Z',
        valid_until: '2027-06-01T16:00:00.000Z',
        usage_limit: 100,
        ticket_type_ids: [],
        is_active: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Nuolaidos kodas RUDUO-20 išsaugotas.');
  });

  it('checks a fixed amount, sends the chosen ticket types and shows a duplicate code refusal', async () => {
    const sent = serveEventCatalog({
      ticketTypes: [STALLS, BALCONY],
      answer: () => jsonResponse(apiError(409, 'Kodas MINUS5 šiam renginiui jau yra'), 409),
    });
    const { user } = await renderCodes();
    const dialog = await openNewCode(user);
    await user.type(within(dialog).getByLabelText('Kodas'), 'minus5');
    await user.selectOptions(within(dialog).getByLabelText('Nuolaidos tipas'), 'fixed');
    const value = within(dialog).getByLabelText('Dydis');
    await user.type(value, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(value).toHaveAccessibleDescription('Suma eurais, pvz. 5,50 Įveskite sumą, didesnę už nulį, pvz. 5,50');
    expect(sent).toEqual([]);

    await user.clear(value);
    await user.type(value, '5,50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Balkonas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/events/evt-1/discount-codes',
      body: { code: 'MINUS5', discount_type: 'fixed', value: 5.5, usage_limit: null, ticket_type_ids: ['tt-2'] },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kodas MINUS5 šiam renginiui jau yra');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('opens a code with its values and saves it with PUT', async () => {
    const sent = serveEventCatalog({
      ticketTypes: [STALLS, BALCONY],
      codes: [FIVE_OFF],
      answer: () => jsonResponse(FIVE_OFF),
    });
    const { user } = await renderCodes();
    await user.click(await screen.findByRole('button', { name: 'Redaguoti kodą MINUS5' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuolaidos kodo redagavimas' });
    expect(within(dialog).getByLabelText('Kodas')).toHaveValue('MINUS5');
    expect(within(dialog).getByLabelText('Nuolaidos tipas')).toHaveValue('fixed');
    expect(within(dialog).getByLabelText('Dydis')).toHaveValue('5');
    expect(within(dialog).getByLabelText('Panaudojimų riba (tuščia – neribota)')).toHaveValue(50);
    expect(within(dialog).getByLabelText('Galioja nuo')).toHaveValue('2027-01-01T12:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Parteris' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Aktyvus' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Parteris' }));
    await user.clear(within(dialog).getByLabelText('Panaudojimų riba (tuščia – neribota)'));
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/discount-codes/dc-2',
      body: { code: 'MINUS5', value: 5, usage_limit: null, ticket_type_ids: ['tt-2'], is_active: false },
    });
  });

  it('removes a code once confirmed', async () => {
    const sent = serveEventCatalog({ codes: [SUMMER], answer: () => new Response(null, { status: 204 }) });
    const { user } = await renderCodes();
    await user.click(await screen.findByRole('button', { name: 'Pašalinti kodą VASARA15' }));
    const confirm = screen.getByRole('dialog', { name: 'Pašalinti nuolaidos kodą VASARA15?' });
    await user.click(within(confirm).getByRole('button', { name: 'Pašalinti' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nuolaidos kodas VASARA15 pašalintas.');
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/discount-codes/dc-1', body: undefined }]);
  });

  it('shows how often a code was used and by which orders', async () => {
    serveEventCatalog({
      codes: [FIVE_OFF],
      usage: {
        code_id: 'dc-2',
        code: 'MINUS5',
        used_count: 1,
        usage_limit: 50,
        remaining: 49,
        orders: [{ order_id: 'ord-7f3a-0000-abcdef12', used_at: '2027-01-10T12:00:00.000Z', discount: 5 }],
      },
    });
    const { user } = await renderCodes();
    await user.click(await screen.findByRole('button', { name: 'Kodo MINUS5 panaudojimas' }));
    const dialog = screen.getByRole('dialog', { name: 'Kodo MINUS5 panaudojimas' });
    const terms = await within(dialog).findAllByRole('term');
    expect(Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]))).toEqual({
      'Panaudota kartų': '1',
      'Panaudojimų riba': '50',
      Liko: '49',
    });
    expect(within(dialog).getByRole('list', { name: 'Užsakymai, kuriuose panaudotas kodas' })).toHaveTextContent(
      /^Užsakymas ABCDEF12, 2027-01-10 14:00, nuolaida 5,00\s€$/,
    );
  });

  it('says when an unlimited code has not been used yet', async () => {
    serveEventCatalog({
      codes: [SUMMER],
      usage: { code_id: 'dc-1', code: 'VASARA15', used_count: 0, usage_limit: null, remaining: null, orders: [] },
    });
    const { user } = await renderCodes();
    await user.click(await screen.findByRole('button', { name: 'Kodo VASARA15 panaudojimas' }));
    const dialog = screen.getByRole('dialog', { name: 'Kodo VASARA15 panaudojimas' });
    expect(await within(dialog).findByText('Kodas dar nepanaudotas nė viename užsakyme.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Neribota')).toHaveLength(2);
  });
});
