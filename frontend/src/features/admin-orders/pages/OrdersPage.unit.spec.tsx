import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse } from '../../../test/http';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { renderWithProviders } from '../../../test/render';
import { ordersPage, PAID, PENDING, REFUNDED } from '../test/order-fixtures';
import { refusal, serveOrders } from '../test/serve-orders';
import { OrdersPage } from './OrdersPage';

function renderOrders(route = '/admin/orders', language?: 'lt' | 'en') {
  return renderWithProviders(<OrdersPage />, { route, language });
}

/** Text with the no-break spaces Intl puts in money and numbers read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** The cells of each body row, as text. */
function rows(): string[][] {
  const [, ...body] = within(screen.getByRole('table')).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].slice(1).map((cell) => plain(cell.textContent)));
}

async function openActions(user: UserEvent, number: string) {
  const label = `Veiksmai: užsakymas ${number}`;
  await user.click(await screen.findByRole('button', { name: label }));
  return screen.getByRole('menu', { name: label });
}

describe('admin orders page', () => {
  beforeAll(installDialogPolyfill);

  it('asks for the first page of twenty and shows the rows, badges and the four summary cards', async () => {
    const { lists } = serveOrders();
    await renderOrders();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Užsakymai' })).toBeInTheDocument();
    const [url] = lists;
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('20');
    expect([...(url?.searchParams.keys() ?? [])].sort()).toEqual(['limit', 'page']);
    // The order of 22:30 UTC on 20 November was placed on the 21st in Vilnius.
    expect(rows()).toEqual([
      [
        '3E0F1A112026-11-21',
        'Ona Žemaitėona@pastas.lt+370 600 00000',
        'Vasaros koncertas2026-12-05',
        '2 bilietai',
        '45,50 €',
        'Įvykdytas',
        'ApmokėtaBandomasis mokėjimas',
        '',
      ],
      [
        '9C0D2B222026-11-21',
        'Petras Petraitispetras@pastas.lt',
        'Vasaros koncertas2026-12-05',
        '1 bilietas',
        '20,00 €',
        'Laukiamas',
        'Laukiama mokėjimo',
        '',
      ],
      [
        '0D1E3C332026-11-21',
        'Jonas Jonaitisjonas@pastas.lt',
        'Vasaros koncertas2026-12-05',
        '3 bilietai',
        '30,00 €',
        'Grąžintas',
        'GrąžintaBandomasis mokėjimas',
        '',
      ],
    ]);
    expect(screen.getByRole('link', { name: '3E0F1A11' })).toHaveAttribute('href', `/admin/orders/${PAID.id}`);
    const cards = screen.getByRole('region', { name: 'Užsakymų suvestinė' });
    expect(
      within(cards)
        .getAllByRole('term')
        .map((term) => [term.textContent, plain(term.nextElementSibling?.textContent)]),
    ).toEqual([
      ['Iš viso užsakymų', '1 234'],
      ['Bendros pajamos', '5 678,90 €'],
      ['Laukia apmokėjimo', '12'],
      ['Grąžinti užsakymai', '3'],
    ]);
  });

  it('shows the revenue of each currency sold apart, the shop’s first, never added into one', async () => {
    serveOrders({
      list: () => ({
        ...ordersPage([PAID]),
        summary: {
          ...ordersPage([]).summary,
          revenue: [
            { currency: 'EUR', amount: 109.68 },
            { currency: 'USD', amount: 50 },
          ],
        },
      }),
    });
    await renderOrders();
    const cards = await screen.findByRole('region', { name: 'Užsakymų suvestinė' });
    const revenue = within(cards).getByText('Bendros pajamos').nextElementSibling as HTMLElement;
    expect(
      within(revenue)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['109,68 €', '50,00 USD']);
    expect(plain(cards.textContent)).not.toContain('159,68');
  });

  it('says so when no order matches', async () => {
    serveOrders({ list: () => ordersPage([]) });
    await renderOrders();
    expect(await screen.findByText('Užsakymų nerasta')).toBeInTheDocument();
  });

  it('sends the status, payment status and dates, keeps them in the address and starts from page 1', async () => {
    const { lists } = serveOrders();
    const { router, user } = await renderOrders('/admin/orders?page=3');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Užsakymo būsena' }), 'Grąžintas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mokėjimo būsena' }), 'Nepavyko');
    await user.type(screen.getByLabelText('Data nuo'), '2026-11-01');
    await user.type(screen.getByLabelText('Data iki'), '2026-11-30');

    expect(router.state.location.search).toBe(
      '?status=refunded&payment_status=failed&date_from=2026-11-01&date_to=2026-11-30',
    );
    await waitFor(() => {
      expect(Object.fromEntries(lists.at(-1)?.searchParams ?? [])).toEqual({
        status: 'refunded',
        payment_status: 'failed',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        page: '1',
        limit: '20',
      });
    });
  });

  it('finds the orders awaiting a bank transfer: the payment method goes to the list and the address', async () => {
    const transfer = { ...PENDING, payment_method: 'bank-transfer' as const };
    const { lists } = serveOrders({
      list: (url) => ordersPage(url.searchParams.has('payment_method') ? [transfer] : [PAID, PENDING, REFUNDED]),
    });
    const { router, user } = await renderOrders('/admin/orders?payment_status=pending&page=2');
    await screen.findByRole('table');
    const method = screen.getByRole('combobox', { name: 'Mokėjimo būdas' });
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Visi mokėjimo būdai', 'Bandomasis mokėjimas', 'MakeCommerce', 'Paysera', 'Banko pavedimas']);

    await user.selectOptions(method, 'Banko pavedimas');
    expect(router.state.location.search).toBe('?payment_status=pending&payment_method=bank-transfer');
    await waitFor(() => {
      expect(Object.fromEntries(lists.at(-1)?.searchParams ?? [])).toEqual({
        payment_status: 'pending',
        payment_method: 'bank-transfer',
        page: '1',
        limit: '20',
      });
    });
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(rows()[0]?.[6]).toBe('Laukiama mokėjimoBanko pavedimas');

    await user.selectOptions(method, 'Visi mokėjimo būdai');
    expect(router.state.location.search).toBe('?payment_status=pending');
    await waitFor(() => {
      expect(lists.at(-1)?.searchParams.has('payment_method')).toBe(false);
    });
  });

  it('reads the filters back from the address', async () => {
    const { lists } = serveOrders();
    await renderOrders(
      '/admin/orders?search=ona&status=pending&payment_status=paid&payment_method=bank-transfer&date_from=2026-11-02&page=2',
    );
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Paieška' })).toHaveValue('ona');
    expect(screen.getByRole('combobox', { name: 'Užsakymo būsena' })).toHaveValue('pending');
    expect(screen.getByRole('combobox', { name: 'Mokėjimo būdas' })).toHaveValue('bank-transfer');
    expect(screen.getByLabelText('Data nuo')).toHaveValue('2026-11-02');
    expect(Object.fromEntries(lists[0]?.searchParams ?? [])).toEqual({
      search: 'ona',
      status: 'pending',
      payment_status: 'paid',
      payment_method: 'bank-transfer',
      date_from: '2026-11-02',
      page: '2',
      limit: '20',
    });
  });

  it('offers a refund only for a paid order not wholly refunded', async () => {
    serveOrders();
    const { user } = await renderOrders();
    const names = async (number: string) => {
      const menu = await openActions(user, number);
      const found = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return found;
    };
    expect(await names('3E0F1A11')).toEqual(['Peržiūrėti', 'Grąžinti mokestį', 'Siųsti patvirtinimą pakartotinai']);
    expect(await names('9C0D2B22')).toEqual(['Peržiūrėti', 'Siųsti patvirtinimą pakartotinai']);
    expect(await names('0D1E3C33')).toEqual(['Peržiūrėti', 'Siųsti patvirtinimą pakartotinai']);
    const menu = await openActions(user, '3E0F1A11');
    expect(within(menu).getByRole('menuitem', { name: 'Peržiūrėti' })).toHaveAttribute(
      'href',
      `/admin/orders/${PAID.id}`,
    );
  });

  describe('refund form', () => {
    async function openRefund(user: UserEvent) {
      await user.click(within(await openActions(user, '3E0F1A11')).getByRole('menuitem', { name: 'Grąžinti mokestį' }));
      return screen.getByRole('dialog', { name: 'Grąžinti mokestį' });
    }

    it('refuses more than the refundable amount, three decimals, nothing and an empty reason, sending nothing', async () => {
      const { sent } = serveOrders();
      const { user } = await renderOrders();
      const dialog = await openRefund(user);
      const amount = within(dialog).getByRole('spinbutton', { name: 'Suma (EUR)' });
      const reason = within(dialog).getByRole('textbox', { name: 'Priežastis' });
      const submit = within(dialog).getByRole('button', { name: 'Grąžinti' });
      expect(amount).toHaveValue(45.5);
      expect(within(dialog).getByRole('checkbox', { name: 'Pranešti pirkėjui el. paštu' })).toBeChecked();

      await user.clear(amount);
      await user.type(amount, '45.51');
      await user.click(submit);
      expect(await within(dialog).findByText(/Galima grąžinti ne daugiau kaip 45,50/)).toBeInTheDocument();
      expect(within(dialog).getByText('Nurodykite priežastį')).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');

      await user.clear(amount);
      await user.type(amount, '10.555');
      await user.click(submit);
      expect(
        await within(dialog).findByText('Suma – skaičius su ne daugiau kaip 2 skaitmenimis po kablelio'),
      ).toBeInTheDocument();

      await user.clear(amount);
      await user.type(amount, '0');
      await user.click(submit);
      expect(await within(dialog).findByText('Suma turi būti didesnė už 0')).toBeInTheDocument();

      await user.clear(amount);
      await user.type(reason, '   ');
      await user.click(submit);
      expect(await within(dialog).findByText('Įveskite sumą')).toBeInTheDocument();
      expect(within(dialog).getByText('Nurodykite priežastį')).toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('says for an order paid by bank transfer that staff pay the money back themselves, and only for one', async () => {
      serveOrders({ list: () => ordersPage([{ ...PAID, payment_method: 'bank-transfer' }]) });
      const { user } = await renderOrders();
      expect(await openRefund(user)).toHaveTextContent('perveskite pinigus pirkėjui iš parduotuvės sąskaitos');
    });

    it('says nothing of a transfer for an order paid by card', async () => {
      serveOrders();
      const { user } = await renderOrders();
      expect(await openRefund(user)).not.toHaveTextContent('perveskite pinigus pirkėjui');
    });

    it('sends the refund, closes, clears the selection, says so and reloads the list with the change in it', async () => {
      const { sent, lists, minPositions } = serveOrders({
        change: () => jsonResponse({ refund_id: 'r-9', position: '9001' }, 202),
      });
      const { user } = await renderOrders();
      await user.click(await screen.findByRole('checkbox', { name: 'Pažymėti užsakymą 9C0D2B22' }));
      const dialog = await openRefund(user);
      const amount = within(dialog).getByRole('spinbutton', { name: 'Suma (EUR)' });
      await user.clear(amount);
      await user.type(amount, '12.5');
      await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), ' Renginys perkeltas ');
      await user.click(within(dialog).getByRole('checkbox', { name: 'Pranešti pirkėjui el. paštu' }));
      await user.click(within(dialog).getByRole('button', { name: 'Grąžinti' }));

      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      expect(sent).toEqual([
        {
          method: 'POST',
          path: `/api/orders/${PAID.id}/refund`,
          search: '',
          body: { amount: 12.5, reason: 'Renginys perkeltas', notify_customer: false },
        },
      ]);
      expect(plain(screen.getByRole('status').textContent)).toContain('Grąžinimas pateiktas: 12,50 €');
      expect(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 9C0D2B22' })).not.toBeChecked();
      await waitFor(() => {
        expect(lists).toHaveLength(2);
      });
      // The reload waits for the read models to include the refund's position.
      expect(minPositions.at(-1)).toBe('9001');
    });

    it("says a refund the policy sent to a second admin is waiting for that admin's approval, not refunded", async () => {
      serveOrders({
        change: () =>
          jsonResponse(
            {
              outcome: 'sent_for_approval',
              refund_id: null,
              refund_request_id: 'rr-1',
              second_admin_reason: 'daily_amount',
              position: '9002',
            },
            202,
          ),
      });
      const { user } = await renderOrders();
      const dialog = await openRefund(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), 'Pirkėjo prašymu');
      await user.click(within(dialog).getByRole('button', { name: 'Grąžinti' }));

      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      const said = plain(screen.getByRole('status').textContent);
      expect(said).toContain('Perduota kito administratoriaus patvirtinimui');
      expect(said).toContain('viršytų dienos grąžinimų sumos limitą');
      expect(said).not.toContain('Grąžinimas pateiktas');
    });

    it("shows the server's field errors on the fields and keeps the dialog open", async () => {
      serveOrders({
        change: () =>
          refusal(400, 'Neteisingi duomenys', [{ field: 'amount', message: 'Suma viršija grąžintiną sumą' }]),
      });
      const { user } = await renderOrders();
      const dialog = await openRefund(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), 'Klaida');
      await user.click(within(dialog).getByRole('button', { name: 'Grąžinti' }));
      expect(await within(dialog).findByText('Suma viršija grąžintiną sumą')).toBeInTheDocument();
      expect(within(dialog).getByRole('spinbutton', { name: 'Suma (EUR)' })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('dialog', { name: 'Grąžinti mokestį' })).toBeInTheDocument();
    });

    it('says a refusal without fields as the failed change with the reason', async () => {
      serveOrders({ change: () => refusal(409, 'Užsakymas jau grąžintas') });
      const { user } = await renderOrders();
      const dialog = await openRefund(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), 'Klaida');
      await user.click(within(dialog).getByRole('button', { name: 'Grąžinti' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Nepavyko apdoroti grąžinimo: Užsakymas jau grąžintas',
      );
    });
  });

  describe('bulk refund', () => {
    it('asks with the count, a reason and the password, creates refund requests, says so, clears and reloads', async () => {
      const { sent, lists } = serveOrders({
        change: () =>
          jsonResponse({ refund_requests: [{ id: 'rr-1', orders_count: 1, total_amount: 45.5, currency: 'EUR' }] }),
      });
      const { user } = await renderOrders();
      await user.click(await screen.findByRole('checkbox', { name: 'Pažymėti užsakymą 3E0F1A11' }));
      await user.click(screen.getByRole('button', { name: 'Grąžinti mokestį' }));

      const dialog = screen.getByRole('dialog', { name: 'Grupinis grąžinimas' });
      expect(within(dialog).getByText('Ar tikrai norite grąžinti 1 užsakymo mokestį?')).toBeInTheDocument();
      const confirm = within(dialog).getByRole('button', { name: 'Pateikti užklausą' });
      expect(confirm).toBeDisabled();
      await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), 'Renginys atšauktas');
      expect(confirm).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Jūsų slaptažodis'), 'demo-admin-2026');
      await user.click(confirm);

      await waitFor(() => {
        expect(sent).toEqual([
          {
            method: 'POST',
            path: '/api/admin/orders/bulk-refund',
            search: '',
            body: {
              order_ids: [PAID.id],
              reason: 'Renginys atšauktas',
              admin_password_confirmation: 'demo-admin-2026',
            },
          },
        ]);
      });
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Grąžinimo užklausų sukurta: 1 (1 užs.); jos laukia kito administratoriaus patvirtinimo.',
      );
      expect(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 3E0F1A11' })).not.toBeChecked();
      await waitFor(() => {
        expect(lists).toHaveLength(2);
      });
    });

    it('offers no box for an order with nothing left to refund, and select-all takes only the others', async () => {
      serveOrders();
      const { user } = await renderOrders();
      expect(await screen.findByRole('checkbox', { name: 'Pažymėti užsakymą 0D1E3C33' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 9C0D2B22' })).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Pažymėti visus šio puslapio užsakymus' }));
      expect(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 3E0F1A11' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 0D1E3C33' })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Pažymėti visus šio puslapio užsakymus' })).toBeChecked();
    });

    it('keeps the selection and says why when refused', async () => {
      serveOrders({ change: () => refusal(403, 'Neteisingas slaptažodis') });
      const { user } = await renderOrders();
      await user.click(await screen.findByRole('checkbox', { name: 'Pažymėti užsakymą 3E0F1A11' }));
      await user.click(screen.getByRole('button', { name: 'Grąžinti mokestį' }));
      const dialog = screen.getByRole('dialog', { name: 'Grupinis grąžinimas' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), 'Atšauktas');
      await user.type(within(dialog).getByLabelText('Jūsų slaptažodis'), 'blogas');
      await user.click(within(dialog).getByRole('button', { name: 'Pateikti užklausą' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Nepavyko apdoroti grupinio grąžinimo: Neteisingas slaptažodis',
      );
      expect(screen.getByRole('checkbox', { name: 'Pažymėti užsakymą 3E0F1A11' })).toBeChecked();
    });
    it("says on each field what is missing or too long, and shows the server's refusal of a field on it", async () => {
      const { sent } = serveOrders({
        change: () =>
          refusal(400, 'Netinkami duomenys', [
            { field: 'reason', message: 'Priežastyje yra neleistinų simbolių' },
            { field: 'admin_password_confirmation', message: 'Įveskite savo slaptažodį' },
          ]),
      });
      const { user } = await renderOrders();
      await user.click(await screen.findByRole('checkbox', { name: 'Pažymėti užsakymą 3E0F1A11' }));
      await user.click(screen.getByRole('button', { name: 'Grąžinti mokestį' }));
      const dialog = screen.getByRole('dialog', { name: 'Grupinis grąžinimas' });
      const reason = within(dialog).getByRole('textbox', { name: 'Priežastis' });
      const password = within(dialog).getByLabelText('Jūsų slaptažodis');
      const confirm = within(dialog).getByRole('button', { name: 'Pateikti užklausą' });

      await user.type(reason, '   ');
      expect(reason).toHaveAccessibleDescription('Nurodykite priežastį');
      expect(reason).toBeInvalid();
      await user.clear(reason);
      await user.click(reason);
      await user.paste('x'.repeat(1001));
      expect(reason).toHaveAccessibleDescription('Priežastis per ilga (iki 1000 simbolių)');
      await user.type(password, 'a{Backspace}');
      expect(password).toHaveAccessibleDescription('Įveskite savo slaptažodį');
      expect(confirm).toBeDisabled();
      expect(sent).toEqual([]);

      await user.clear(reason);
      await user.type(reason, 'Renginys atšauktas');
      await user.type(password, 'demo-admin-2026');
      expect(reason).toHaveAccessibleDescription('');
      await user.click(confirm);
      expect(await within(dialog).findByText('Priežastyje yra neleistinų simbolių')).toBeInTheDocument();
      expect(reason).toHaveAccessibleDescription('Priežastyje yra neleistinų simbolių');
      expect(password).toHaveAccessibleDescription('Įveskite savo slaptažodį');
      expect(dialog).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(sent).toHaveLength(1);
    });
  });

  it('sends the confirmation again and says so, or says it could not', async () => {
    let answer = () => jsonResponse({});
    const { sent } = serveOrders({ change: () => answer() });
    const { user } = await renderOrders();
    await user.click(
      within(await openActions(user, '9C0D2B22')).getByRole('menuitem', { name: 'Siųsti patvirtinimą pakartotinai' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Patvirtinimas išsiųstas pakartotinai');
    expect(sent).toEqual([
      { method: 'POST', path: `/api/orders/${PENDING.id}/resend-confirmation`, search: '', body: undefined },
    ]);

    await user.click(screen.getByRole('button', { name: 'Uždaryti pranešimą' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    answer = () => jsonResponse({ statusCode: 503, message: '', errors: [] }, 503);
    await user.click(
      within(await openActions(user, '9C0D2B22')).getByRole('menuitem', { name: 'Siųsti patvirtinimą pakartotinai' }),
    );
    // No reason from the server: the failed change alone.
    expect(within(await screen.findByRole('alert')).getByText('Nepavyko išsiųsti patvirtinimo')).toBeInTheDocument();
  });

  describe('export', () => {
    let clicked: { href: string; download: string }[];
    beforeEach(() => {
      clicked = [];
      URL.createObjectURL = jest.fn(() => 'blob:orders');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('downloads the Excel file of the current filters under the name the server gives', async () => {
      const { sent } = serveOrders({
        change: () =>
          new Response('xlsx-bytes', {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': 'attachment; filename="orders-2026-11-25.xlsx"',
            },
          }),
      });
      const { user } = await renderOrders(
        '/admin/orders?status=completed&payment_method=bank-transfer&date_from=2026-11-01&page=2',
      );
      await screen.findByRole('table');
      const exportButton = screen.getByRole('button', { name: 'Eksportuoti' });
      expect(exportButton).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('group', { name: 'Eksporto formatas' })).not.toBeInTheDocument();
      await user.click(exportButton);
      expect(exportButton).toHaveAttribute('aria-expanded', 'true');
      await user.click(
        within(screen.getByRole('group', { name: 'Eksporto formatas' })).getByRole('button', { name: 'Excel' }),
      );

      await waitFor(() => {
        expect(clicked).toEqual([{ href: 'blob:orders', download: 'orders-2026-11-25.xlsx' }]);
      });
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/admin/orders/export',
          search: '?format=xlsx',
          body: { status: 'completed', payment_method: 'bank-transfer', date_from: '2026-11-01' },
        },
      ]);
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:orders');
      expect(screen.queryByRole('group', { name: 'Eksporto formatas' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('asks for CSV without a format and names the file by the Vilnius day when the server does not', async () => {
      const { sent } = serveOrders({
        change: () => new Response('\uFEFFnumber', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      });
      const { user } = await renderOrders();
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Eksportuoti' }));
      await user.click(screen.getByRole('button', { name: 'CSV' }));
      await waitFor(() => {
        expect(clicked).toHaveLength(1);
      });
      expect(clicked[0]?.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(sent[0]).toMatchObject({ search: '', body: {} });
    });

    it('says the export failed when it fails, and downloads nothing', async () => {
      serveOrders({ change: () => refusal(400, 'Data „nuo“ negali būti vėlesnė už datą „iki“') });
      const { user } = await renderOrders();
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Eksportuoti' }));
      await user.click(screen.getByRole('button', { name: 'CSV' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Nepavyko eksportuoti duomenų: Data „nuo“ negali būti vėlesnė už datą „iki“',
      );
      expect(clicked).toEqual([]);
    });
  });

  it('speaks English too', async () => {
    serveOrders();
    await renderOrders('/admin/orders', 'en');
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(rows()[0]).toEqual([
      '3E0F1A1121 Nov 2026',
      'Ona Žemaitėona@pastas.lt+370 600 00000',
      'Summer concert5 Dec 2026',
      '2 tickets',
      '€45.50',
      'Completed',
      'PaidTest payment',
      '',
    ]);
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveDisplayValue('All payment methods');
  });
});
