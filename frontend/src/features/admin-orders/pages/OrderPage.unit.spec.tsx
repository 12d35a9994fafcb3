import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { renderWithProviders } from '../../../test/render';
import { orderDetail, PAID, PENDING } from '../test/order-fixtures';
import { jsonResponse } from '../../../test/http';
import { refusal, serveOrders } from '../test/serve-orders';
import { OrderPage } from './OrderPage';
import type { OrderTicketResponse } from '../../../lib/api-types/generated';

function renderOrder(id = PAID.id, language?: 'lt' | 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/orders/:id" element={<OrderPage />} />
    </Routes>,
    { route: `/admin/orders/${id}`, language },
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** The body rows of the table in a section, as text. */
function tableIn(section: string): string[][] {
  const region = screen.getByRole('region', { name: section });
  const [, ...body] = within(region).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)));
}

describe('admin order page', () => {
  beforeAll(installDialogPolyfill);

  it('shows the buyer, the event, the lines and sums, tickets, payments and mails', async () => {
    const { details } = serveOrders();
    await renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Užsakymas 3E0F1A11' })).toBeInTheDocument();
    expect(details[0]?.pathname).toBe(`/api/orders/${PAID.id}`);

    const buyer = screen.getByRole('region', { name: 'Pirkėjas' });
    expect(within(buyer).getByText('Ona Žemaitė')).toBeInTheDocument();
    expect(within(buyer).getByText('+370 600 00000')).toBeInTheDocument();
    expect(within(buyer).getByText('Vasaros koncertas')).toBeInTheDocument();

    expect(tableIn('Bilietai ir sumos')).toEqual([['Standartinis', '2', '25,00 €', '5,00 €', '45,00 €']]);
    const sums = within(screen.getByRole('region', { name: 'Bilietai ir sumos' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, plain(term.nextElementSibling?.textContent)]);
    expect(sums).toEqual([
      ['Tarpinė suma', '50,00 €'],
      ['Nuolaida (kodas RUDUO)', '−5,00 €'],
      ['Mokestis', '0,50 €'],
      ['Iš viso', '45,50 €'],
      ['Sumokėta', '45,50 €'],
      ['Grąžinta', '10,00 €'],
      ['Dar galima grąžinti', '35,50 €'],
    ]);

    // Admission in Vilnius time: 16:40 UTC is 18:40 there.
    // Part of it refunded: each ticket has its box for voiding (the first cell).
    expect(tableIn('Bilietai')).toEqual([
      ['', 'TCK-AAAA-1111', 'Standartinis', 'Ona Žemaitė', 'PanaudotasĮleistas 2026-12-05 18:40'],
      ['', 'TCK-BBBB-2222', 'Standartinis', 'Ona Žemaitė', 'Galioja'],
    ]);
    expect(tableIn('Mokėjimo bandymai')).toEqual([
      ['makecommerce', 'Apmokėtas', '45,50 €', 'mc-123', '2026-11-20 12:01', '2026-11-20 12:05'],
    ]);
    expect(tableIn('Išsiųsti laiškai')).toEqual([['Užsakymo patvirtinimas', 'ona@pastas.lt', '2026-11-20 12:06']]);
  });

  it("shows its lists in the admin kit's tables: each named, each cell labelled for a phone's cards", async () => {
    serveOrders();
    await renderOrder();
    await screen.findByRole('heading', { level: 1 });
    const names = ['Bilietai ir sumos', 'Bilietai', 'Mokėjimo bandymai', 'Grąžinimai', 'Išsiųsti laiškai'];
    for (const name of names) {
      const table = within(screen.getByRole('region', { name })).getByRole('table', { name });
      expect(table).toHaveClass('data-table__table');
    }
    const payment = within(screen.getByRole('table', { name: 'Mokėjimo bandymai' })).getAllByRole('row')[1];
    expect([...(payment?.querySelectorAll('td') ?? [])].map((cell) => cell.dataset.label)).toEqual([
      'Rezultatas',
      'Suma',
      'Operacija',
      'Pradėta',
      'Baigta',
    ]);
  });

  it("links to the audit log of this order's money actions", async () => {
    serveOrders();
    await renderOrder();
    const actions = await screen.findByRole('group', { name: 'Užsakymo veiksmai' });
    expect(within(actions).getByRole('link', { name: 'Audito žurnalas' })).toHaveAttribute(
      'href',
      `/admin/audit?order_id=${PAID.id}`,
    );
  });

  it('lists refunds with amount, state, reason, who and when, and retries a failed one', async () => {
    const { sent, details } = serveOrders();
    const { user } = await renderOrder();
    await screen.findByRole('heading', { level: 1 });
    expect(tableIn('Grąžinimai')).toEqual([
      [
        '10,00 €',
        'Grąžinta',
        'Administratoriaus grąžinimasVienas bilietas nepanaudotas',
        'Jonas Jonaitis (administratorius)',
        '2026-11-21 11:00',
        '',
      ],
      [
        '5,00 €',
        'NepavykoTeikėjo atsakymas: Insufficient balance',
        'Administratoriaus grąžinimasKompensacija',
        'Jonas Jonaitis (administratorius)',
        '2026-11-22 11:00',
        'Bandyti grąžinti dar kartą',
      ],
    ]);

    await user.click(screen.getByRole('button', { name: /^Bandyti dar kartą grąžinti 5,00\s€$/ }));
    await waitFor(() => {
      expect(sent).toEqual([
        { method: 'POST', path: `/api/orders/${PAID.id}/refunds/r-2/retry`, search: '', body: undefined },
      ]);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Grąžinimas bus bandomas dar kartą');
    await waitFor(() => {
      expect(details).toHaveLength(2);
    });
  });

  it('tells the history with i18n texts, who acted and when in Vilnius, and an unknown event by its type', async () => {
    serveOrders();
    await renderOrder();
    await screen.findByRole('heading', { level: 1 });
    const history = screen.getByRole('region', { name: 'Užsakymo istorija' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => plain(entry.textContent)),
    ).toEqual([
      // In the staff's words, money formatted, no codes.
      'Užsakymas pateiktas2026-11-20 12:00 · Ona Žemaitė (pirkėjas)Suma: 45,50 € · Bilietai: 2',
      'Paprašyta grąžinti pinigus2026-11-21 11:00 · Jonas Jonaitis (administratorius)Suma: 10,00 € · Priežastis: Administratoriaus grąžinimas',
      'SomethingNew2026-11-23 11:00 · payment-refunds (sistema)',
    ]);
  });

  it("tells a payment in the staff's language: money formatted, the way of paying named, no field codes", async () => {
    const payment = {
      position: 3,
      type: 'PaymentSucceeded',
      key: 'order.paid',
      at: '2026-11-20T10:05:00.000Z',
      actor: { kind: 'system' as const, id: null, name: 'payments', role: null },
      details: {
        total: 128.7,
        currency: 'EUR',
        provider: 'paysera',
        provider_transaction_id: 'PX-771',
        was_held: true,
      },
    };
    for (const [language, text] of [
      [
        'lt',
        'Suma: 128,70 € · Mokėjimo būdas: Paysera · Mokėjimo operacijos Nr.: PX-771 · Vietos buvo rezervuotos: taip',
      ],
      ['en', 'Total: €128.70 · Payment method: Paysera · Payment transaction no.: PX-771 · Seats were held: yes'],
    ] as const) {
      serveOrders({ detail: () => orderDetail({ history: [payment] }) });
      const { unmount } = await renderOrder(PAID.id, language);
      await screen.findByRole('heading', { level: 1 });
      const entry = document.querySelector('.order-history__details');
      expect(plain(entry?.textContent)).toBe(text);
      expect(entry?.textContent).not.toMatch(/provider_transaction_id|currency|128\.7\b/);
      unmount();
    }
  });

  it('refunds from the page through the same form', async () => {
    const { sent } = serveOrders();
    const { user } = await renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Grąžinti mokestį' }));
    const dialog = screen.getByRole('dialog', { name: 'Grąžinti mokestį' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Suma (EUR)' })).toHaveValue(35.5);
    await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), 'Prašymas');
    await user.click(within(dialog).getByRole('button', { name: 'Grąžinti' }));
    await waitFor(() => {
      expect(sent[0]?.body).toEqual({ amount: 35.5, reason: 'Prašymas', notify_customer: true });
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/Grąžinimas pateiktas: 35,50/);
  });

  it('cancels an unpaid order with a reason after asking, and offers no refund for it', async () => {
    const { sent } = serveOrders({
      detail: () =>
        orderDetail({
          id: PENDING.id,
          number: PENDING.number,
          status: 'pending',
          order_status: 'pending',
          payment_status: 'pending',
          paid: 0,
          refunded: 0,
          refundable: 0,
          refunds: [],
          payments: [],
          tickets: [],
        }),
    });
    const { user } = await renderOrder(PENDING.id);
    await screen.findByRole('heading', { level: 1, name: 'Užsakymas 9C0D2B22' });
    expect(screen.queryByRole('button', { name: 'Grąžinti mokestį' })).not.toBeInTheDocument();
    expect(screen.getByText('Bilietų dar neišduota')).toBeInTheDocument();
    expect(screen.getByText('Mokėjimų nebuvo')).toBeInTheDocument();
    expect(screen.getByText('Grąžinimų nebuvo')).toBeInTheDocument();
    // The buyer did not choose a bank transfer, so there is none to confirm.
    expect(screen.queryByRole('button', { name: 'Pažymėti apmokėtu pavedimu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Atšaukti užsakymą' }));
    const dialog = screen.getByRole('dialog', { name: 'Atšaukti užsakymą' });
    const confirm = within(dialog).getByRole('button', { name: 'Atšaukti užsakymą' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), 'Pirkėjas persigalvojo');
    await user.click(confirm);
    await waitFor(() => {
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: `/api/orders/${PENDING.id}/status`,
          search: '',
          body: { status: 'cancelled', reason: 'Pirkėjas persigalvojo' },
        },
      ]);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Užsakymas atšauktas');
  });

  describe('voiding tickets', () => {
    it('voids the tickets ticked, after a dialog that names them and asks why; a used ticket cannot be ticked', async () => {
      const { sent } = serveOrders();
      const { user } = await renderOrder();
      await screen.findByRole('heading', { level: 1 });
      const tickets = screen.getByRole('region', { name: 'Bilietai' });
      const button = within(tickets).getByRole('button', { name: 'Anuliuoti bilietus' });
      expect(button).toBeDisabled();
      expect(within(tickets).getByRole('checkbox', { name: 'Pažymėti bilietą TCK-AAAA-1111' })).toBeDisabled();

      await user.click(within(tickets).getByRole('checkbox', { name: 'Pažymėti bilietą TCK-BBBB-2222' }));
      await user.click(within(tickets).getByRole('button', { name: 'Anuliuoti bilietus (1)' }));
      const dialog = screen.getByRole('dialog', { name: 'Anuliuoti bilietus' });
      expect(dialog).toHaveTextContent('Bus anuliuoti šie užsakymo 3E0F1A11 bilietai: TCK-BBBB-2222.');
      const confirm = within(dialog).getByRole('button', { name: 'Anuliuoti bilietus' });
      expect(confirm).toBeDisabled();
      await user.type(within(dialog).getByRole('textbox', { name: 'Priežastis' }), 'Grąžintas vienas bilietas');
      await user.click(confirm);
      await waitFor(() => {
        expect(sent).toEqual([
          {
            method: 'POST',
            path: `/api/orders/${PAID.id}/tickets/void`,
            search: '',
            body: { ticket_ids: ['t-2'], reason: 'Grąžintas vienas bilietas' },
          },
        ]);
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Anuliuotas 1 bilietas: prie įėjimo jis nebegalioja');
    });

    it('shows a voided ticket as such, in English too; with none left to void, no boxes', async () => {
      const [used, valid] = orderDetail().tickets as [OrderTicketResponse, OrderTicketResponse];
      serveOrders({ detail: () => orderDetail({ tickets: [used, { ...valid, status: 'voided' }] }) });
      await renderOrder(PAID.id, 'en');
      await screen.findByRole('heading', { level: 1 });
      expect(tableIn('Tickets').map((row) => row.at(-1))).toEqual(['UsedAdmitted 5 Dec 2026, 18:40', 'Voided']);
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });

    it('offers no voiding on a paid order with nothing refunded', async () => {
      serveOrders({ detail: () => orderDetail({ refunded: 0, refund_pending: 0 }) });
      await renderOrder();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('button', { name: /Anuliuoti bilietus/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /Pažymėti bilietą/ })).not.toBeInTheDocument();
    });
  });

  it("says on the reason field what is wrong with it, the server's refusal included, and stays open", async () => {
    const { sent } = serveOrders({
      detail: () =>
        orderDetail({
          id: PENDING.id,
          number: PENDING.number,
          status: 'pending',
          order_status: 'pending',
          payment_status: 'pending',
          paid: 0,
          refunded: 0,
          refundable: 0,
          refunds: [],
        }),
      change: () =>
        refusal(400, 'Netinkami duomenys', [{ field: 'reason', message: 'Priežastis turi būti vienos eilutės' }]),
    });
    const { user } = await renderOrder(PENDING.id);
    await user.click(await screen.findByRole('button', { name: 'Atšaukti užsakymą' }));
    const dialog = screen.getByRole('dialog', { name: 'Atšaukti užsakymą' });
    const reason = within(dialog).getByRole('textbox', { name: 'Priežastis' });
    const confirm = within(dialog).getByRole('button', { name: 'Atšaukti užsakymą' });

    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(reason).toHaveAccessibleDescription('Priežastis gali būti ne ilgesnė nei 500 simbolių');
    expect(confirm).toBeDisabled();
    await user.clear(reason);
    expect(reason).toHaveAccessibleDescription('Nurodykite priežastį');

    await user.type(reason, 'Pirkėjo prašymu');
    await user.click(confirm);
    expect(await within(dialog).findByText('Priežastis turi būti vienos eilutės')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription('Priežastis turi būti vienos eilutės');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  const unpaid = () =>
    orderDetail({
      id: PENDING.id,
      number: PENDING.number,
      payment_method: 'bank-transfer',
      status: 'pending',
      order_status: 'pending',
      payment_status: 'pending',
      total: 45.5,
      paid: 0,
      refunded: 0,
      refundable: 0,
      refunds: [],
    });

  it('marks an unpaid order as paid by bank transfer once the sum received is its total', async () => {
    const { sent } = serveOrders({ detail: unpaid });
    const { user } = await renderOrder(PENDING.id);
    await user.click(await screen.findByRole('button', { name: 'Pažymėti apmokėtu pavedimu' }));
    const dialog = screen.getByRole('dialog', { name: 'Apmokėta banko pavedimu' });
    expect(dialog).toHaveTextContent('mokėjimo paskirtimi 9C0D2B22 ir suma 45,50');
    const amount = within(dialog).getByRole('textbox', { name: 'Gauta suma (EUR)' });
    const confirm = within(dialog).getByRole('button', { name: 'Pažymėti apmokėtu' });

    await user.type(amount, '45');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Gauta suma turi būti lygi užsakymo sumai'));
    expect(confirm).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '45,50');
    await user.click(confirm);
    await waitFor(() => {
      expect(sent).toEqual([
        { method: 'POST', path: `/api/orders/${PENDING.id}/bank-transfer`, search: '', body: { amount: 45.5 } },
      ]);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Užsakymas pažymėtas apmokėtu banko pavedimu');
  });

  it("shows the server's refusal of the sum on its field and stays open", async () => {
    serveOrders({
      detail: unpaid,
      change: () =>
        refusal(400, 'Netinkama suma', [{ field: 'amount', message: 'Pavedimo suma turi būti lygi užsakymo sumai' }]),
    });
    const { user } = await renderOrder(PENDING.id);
    await user.click(await screen.findByRole('button', { name: 'Pažymėti apmokėtu pavedimu' }));
    const dialog = screen.getByRole('dialog', { name: 'Apmokėta banko pavedimu' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Gauta suma (EUR)' }), '45.50');
    await user.click(within(dialog).getByRole('button', { name: 'Pažymėti apmokėtu' }));
    expect(await within(dialog).findByText('Pavedimo suma turi būti lygi užsakymo sumai')).toBeInTheDocument();
  });

  /** Paid by transfer and 20,00 € refunded, which waits for staff to pay it back from the shop's account. */
  const paidByTransfer = (state: 'sent' | 'refunded' = 'sent') => {
    const base = orderDetail();
    return orderDetail({
      payment_method: 'bank-transfer',
      refunded: 0,
      refund_pending: 20,
      refundable: 25.5,
      refunds: [
        {
          ...base.refunds[0]!,
          id: 'r-transfer',
          amount: 20,
          state,
          note: 'Pirkėjas negali atvykti',
          provider: 'bank-transfer',
          awaiting: state === 'sent' ? 'merchant' : null,
          refunded_at: state === 'sent' ? null : '2026-11-23T09:00:00.000Z',
        },
      ],
    });
  };

  it('marks a refund left to staff as paid back after asking, and says it is done', async () => {
    let state: 'sent' | 'refunded' = 'sent';
    const { sent, details } = serveOrders({
      detail: () => paidByTransfer(state),
      change: () => {
        state = 'refunded';
        return jsonResponse({ position: '42' });
      },
    });
    const { user } = await renderOrder();
    await screen.findByRole('heading', { level: 1 });
    expect(tableIn('Grąžinimai')[0]?.[1]).toBe('VykdomasGrąžinkite pavedimu iš parduotuvės sąskaitos');

    await user.click(screen.getByRole('button', { name: /^Pažymėti grąžintu: 20,00\s€$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ar pinigai jau grąžinti?' });
    expect(plain(dialog.textContent)).toContain('Grąžinimas (20,00 €) bus pažymėtas atliktu');
    expect(dialog).toHaveTextContent('kai pinigai jau išsiųsti iš parduotuvės sąskaitos');
    await user.click(within(dialog).getByRole('button', { name: 'Grįžti' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Pažymėti grąžintu: 20,00\s€$/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Ar pinigai jau grąžinti?' })).getByRole('button', {
        name: 'Pažymėti grąžintu',
      }),
    );
    await waitFor(() => {
      expect(sent).toEqual([
        { method: 'POST', path: `/api/orders/${PAID.id}/refunds/r-transfer/paid-out`, search: '', body: undefined },
      ]);
    });
    expect(plain((await screen.findByRole('status')).textContent)).toContain(
      'Grąžinimas (20,00 €) pažymėtas atliktu: pinigai išsiųsti iš parduotuvės sąskaitos',
    );
    // The page reads the order again: the refund is done and offers nothing more.
    await waitFor(() => {
      expect(details).toHaveLength(2);
    });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Pažymėti grąžintu/ })).not.toBeInTheDocument();
    });
  });

  it('shows an uncertain refund with what to look for at the provider, and sends it again only after asking', async () => {
    const base = orderDetail();
    const uncertain = {
      ...base.refunds[0]!,
      id: 'r-uncertain',
      amount: 12.5,
      state: 'uncertain' as const,
      error: 'the sandbox keeps no record of its refunds',
      reference: 'ref 1a2b3c4d',
      refunded_at: null,
    };
    const { sent } = serveOrders({
      detail: () => orderDetail({ refund_state: 'uncertain', refunds: [uncertain] }),
      change: () => jsonResponse({ position: '43' }),
    });
    const { user } = await renderOrder();
    await screen.findByRole('heading', { level: 1 });
    expect(tableIn('Grąžinimai')[0]?.[1]).toBe(
      'Neaišku, ar grąžintaAtsakymas prarastas: teikėjo savitarnoje ieškokite grąžinimo su komentaru „ref 1a2b3c4d“ ir pažymėkite, ką radote',
    );
    expect(screen.getByRole('button', { name: /^Grąžinta \(radau savitarnoje\): 12,50\s€$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Negrąžinta – siųsti dar kartą 12,50\s€$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ar teikėjo savitarnoje grąžinimo tikrai nėra?' });
    expect(plain(dialog.textContent)).toContain('nėra grąžinimo su komentaru „ref 1a2b3c4d“');
    await user.click(within(dialog).getByRole('button', { name: 'Grįžti' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Negrąžinta – siųsti dar kartą 12,50\s€$/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Ar teikėjo savitarnoje grąžinimo tikrai nėra?' })).getByRole(
        'button',
        { name: 'Siųsti dar kartą' },
      ),
    );
    await waitFor(() => {
      expect(sent).toEqual([
        { method: 'POST', path: `/api/orders/${PAID.id}/refunds/r-uncertain/retry`, search: '', body: undefined },
      ]);
    });
  });

  it('offers no "paid back" for a refund a provider carries out', async () => {
    const base = orderDetail();
    serveOrders({
      detail: () =>
        orderDetail({ refunds: [{ ...base.refunds[0]!, state: 'sent', awaiting: 'provider', refunded_at: null }] }),
    });
    await renderOrder();
    await screen.findByRole('heading', { level: 1 });
    expect(tableIn('Grąžinimai')[0]?.[1]).toBe('VykdomasLaukiama mokėjimų teikėjo');
    expect(screen.queryByRole('button', { name: /^Pažymėti grąžintu/ })).not.toBeInTheDocument();
  });

  it('says what the refund of a transfer needs of staff, and what happened when marking it failed', async () => {
    serveOrders({
      detail: () => paidByTransfer(),
      change: (request) =>
        request.path.endsWith('/paid-out')
          ? refusal(409, 'Grąžintu galima pažymėti tik grąžinimą, kurį turi atlikti parduotuvės darbuotojai')
          : jsonResponse({ refund_id: 'r-9', position: '43' }),
    });
    const { user } = await renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Grąžinti mokestį' }));
    const refund = screen.getByRole('dialog', { name: 'Grąžinti mokestį' });
    expect(refund).toHaveTextContent(
      'Užsakymas apmokėtas banko pavedimu, todėl parduotuvė pinigų pati grąžinti negali.',
    );
    await user.click(within(refund).getByRole('button', { name: 'Atšaukti' }));

    await user.click(screen.getByRole('button', { name: /^Pažymėti grąžintu: 20,00\s€$/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Ar pinigai jau grąžinti?' })).getByRole('button', {
        name: 'Pažymėti grąžintu',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nepavyko pažymėti grąžinimo atliktu: Grąžintu galima pažymėti tik grąžinimą, kurį turi atlikti parduotuvės darbuotojai',
    );
  });

  it('offers no cancel for a paid order, and says why a resend failed', async () => {
    serveOrders({ change: () => refusal(409, 'Patvirtinimas dar siunčiamas') });
    const { user } = await renderOrder();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Atšaukti užsakymą' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siųsti patvirtinimą pakartotinai' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nepavyko išsiųsti patvirtinimo: Patvirtinimas dar siunčiamas',
    );
  });

  it("says so when the order cannot be read, in the API's words for a missing one", async () => {
    serveOrders({ detail: () => refusal(404, 'Užsakymas nerastas') });
    await renderOrder('0f0f0f0f-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Užsakymas nerastas');
    expect(screen.getByRole('link', { name: 'Atgal į užsakymus' })).toHaveAttribute('href', '/admin/orders');
  });

  it("offers a paid order's invoice and credit notes as one PDF", async () => {
    serveOrders();
    await renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Užsakymas 3E0F1A11' });

    expect(screen.getByRole('link', { name: 'Sąskaitos faktūros (PDF)' })).toHaveAttribute(
      'href',
      `/api/orders/${PAID.id}/invoices`,
    );
  });

  it('offers no invoices for an order not paid', async () => {
    serveOrders({
      detail: () => orderDetail({ id: PENDING.id, number: PENDING.number, paid: 0, paid_at: null }),
    });
    await renderOrder(PENDING.id, 'en');
    await screen.findByRole('heading', { level: 1, name: 'Order 9C0D2B22' });

    expect(screen.queryByRole('link', { name: 'Invoices (PDF)' })).not.toBeInTheDocument();
  });
});
