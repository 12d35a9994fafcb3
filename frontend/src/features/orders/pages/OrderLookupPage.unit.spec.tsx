import { screen, within } from '@testing-library/react';
import { paymentRedirect } from '../../../lib/orders/payment-redirect';
import { jsonResponse, mockFetch, type Handler } from '../../../test/http';
import { makeGuestOrder, ORDER_ID, requestsTo } from '../../../test/order-fixtures';
import { renderRoute } from '../../../test/render';
import type { BuyerTicketResponse, GuestOrderResponse } from '../../../lib/api-types/generated';

const LOOKUP_PATH = '/api/v1/orders/guest/1A2B3C4D/lookup';
const SEARCH_PATH = '/api/v1/orders/guest/search';
const INITIATE_PATH = `/api/v1/orders/guest/${ORDER_ID}/payment/initiate`;

function serve(answers: Record<string, Handler>) {
  return mockFetch((request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[key];
    if (!answer) throw new Error(`Unexpected request: ${key}`);
    return answer(request);
  });
}

/** The visible search: both panels stay mounted, so their fields share labels. */
function shownPanel(): HTMLElement {
  return screen.getByRole('tabpanel');
}

describe('order lookup page', () => {
  let assign: jest.SpyInstance;

  beforeEach(() => {
    window.sessionStorage.clear();
    assign = jest.spyOn(paymentRedirect, 'assign').mockImplementation(() => undefined);
  });

  afterEach(() => {
    assign.mockRestore();
  });

  it('offers two searches as tabs that the arrow keys move between', async () => {
    const { user } = await renderRoute('/order-lookup');
    expect(screen.getByRole('heading', { level: 1, name: 'Užsakymų paieška' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Paieškos būdas' });
    const [byNumber, byEmail, ...more] = within(tablist).getAllByRole('tab');
    expect(more).toEqual([]);
    expect(byNumber).toHaveAccessibleName('Pagal užsakymo numerį');
    expect(byEmail).toHaveAccessibleName('Pagal el. paštą');
    expect(byNumber).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Pagal užsakymo numerį' })).toBeVisible();

    await user.click(byNumber as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(byEmail).toHaveFocus();
    expect(byEmail).toHaveAttribute('aria-selected', 'true');
    expect(byNumber).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Pagal el. paštą' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Pagal užsakymo numerį' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(byNumber).toHaveFocus();
    await user.keyboard('{End}');
    expect(byEmail).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(byNumber).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for both the order number and the e-mail address', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = await renderRoute('/order-lookup');
    const number = within(shownPanel()).getByLabelText('Užsakymo numeris');
    const email = within(shownPanel()).getByLabelText('El. paštas');
    await user.type(email, 'ona@example.com');
    await user.click(screen.getByRole('button', { name: 'Ieškoti' }));

    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Įveskite užsakymo numerį ir el. pašto adresą'));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(number).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is missing in English', async () => {
    mockFetch(() => jsonResponse({}));
    const { user } = await renderRoute('/order-lookup', { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter the order number and e-mail address')).toBeInTheDocument();
    expect(within(shownPanel()).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter the order number and e-mail address',
    );
  });

  it('finds an order by its number and e-mail and shows it as a card', async () => {
    const fetchMock = serve({
      [`POST ${LOOKUP_PATH}`]: () =>
        jsonResponse({
          order: makeGuestOrder({
            status: 'completed',
            can_continue_payment: false,
            tickets_pdf_url: '/api/v1/orders/guest/x/tickets.pdf?token=t',
            invoices_pdf_url: '/api/v1/orders/guest/x/invoices.pdf?token=i',
          }),
        }),
    });
    const { user } = await renderRoute('/order-lookup?order=1A2B3C4D');
    expect(within(shownPanel()).getByLabelText('Užsakymo numeris')).toHaveValue('1A2B3C4D');
    await user.type(within(shownPanel()).getByLabelText('El. paštas'), 'ona@example.com');
    await user.click(screen.getByRole('button', { name: 'Ieškoti' }));

    const card = await screen.findByRole('article', { name: 'Užsakymas 1A2B3C4D' });
    const fact = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(fact('Renginys')).toHaveTextContent('Rudens koncertas');
    expect(fact('Data ir laikas')).toHaveTextContent('2026 m. spalio 3 d., šeštadienis, 19:00');
    expect(fact('Bilietai')).toHaveTextContent('3 bilietai');
    expect(fact('Iš viso')).toHaveTextContent('180,48 €');
    expect(fact('Užsakymo data')).toHaveTextContent('2026 m. rugsėjo 1 d.');
    expect(within(card).getByText('Apmokėtas')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/orders/guest/x/tickets.pdf?token=t',
    );
    expect(within(card).getByRole('link', { name: 'Sąskaita faktūra (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/orders/guest/x/invoices.pdf?token=i&lang=lt',
    );
    expect(within(card).queryByRole('button', { name: 'Tęsti apmokėjimą' })).not.toBeInTheDocument();
    const [lookup] = requestsTo(fetchMock, 'POST', LOOKUP_PATH);
    expect(await lookup?.json()).toEqual({ email: 'ona@example.com' });
  });

  it('continues the payment of an unpaid order with the e-mail given and leaves for the provider', async () => {
    const fetchMock = serve({
      [`POST ${LOOKUP_PATH}`]: () => jsonResponse({ order: makeGuestOrder() }),
      [`POST ${INITIATE_PATH}`]: () =>
        jsonResponse({ payment_url: 'https://pay.example/session/3', payment_method: 'makecommerce' }),
    });
    const { user } = await renderRoute('/order-lookup', { language: 'en' });
    await user.type(within(shownPanel()).getByLabelText('Order number'), '1A2B3C4D');
    await user.type(within(shownPanel()).getByLabelText('E-mail'), ' ona@example.com ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const card = await screen.findByRole('article', { name: 'Order 1A2B3C4D' });
    expect(within(card).getByText('Created')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Download tickets (PDF)' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Invoice (PDF)' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Continue payment' }));

    await screen.findByRole('button', { name: 'Redirecting…' });
    expect(assign).toHaveBeenCalledWith('https://pay.example/session/3');
    const [initiate] = requestsTo(fetchMock, 'POST', INITIATE_PATH);
    expect(await initiate?.json()).toEqual({
      email: 'ona@example.com',
      return_url: `http://localhost/payment/success?order_id=${ORDER_ID}`,
      cancel_url: `http://localhost/payment/cancel?order_id=${ORDER_ID}`,
    });
    expect(JSON.parse(window.sessionStorage.getItem('last-order') ?? 'null')).toEqual({
      orderId: ORDER_ID,
      email: 'ona@example.com',
    });
  });

  it('links the invoices in the language the page is shown in', async () => {
    serve({
      [`POST ${LOOKUP_PATH}`]: () =>
        jsonResponse({
          order: makeGuestOrder({
            status: 'completed',
            can_continue_payment: false,
            invoices_pdf_url: '/api/v1/orders/guest/x/invoices.pdf?token=i',
          }),
        }),
    });
    const { user } = await renderRoute('/order-lookup?order=1A2B3C4D', { language: 'en' });
    await user.type(within(shownPanel()).getByLabelText('E-mail'), 'ona@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const card = await screen.findByRole('article', { name: 'Order 1A2B3C4D' });
    expect(within(card).getByRole('link', { name: 'Invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/orders/guest/x/invoices.pdf?token=i&lang=en',
    );
  });

  it('says the payment could not be started when the provider refuses', async () => {
    serve({
      [`POST ${LOOKUP_PATH}`]: () => jsonResponse({ order: makeGuestOrder({ status: 'pending' }) }),
      [`POST ${INITIATE_PATH}`]: () => jsonResponse({ statusCode: 502, message: '', errors: [] }, 502),
    });
    const { user } = await renderRoute('/order-lookup?order=1A2B3C4D');
    await user.type(within(shownPanel()).getByLabelText('El. paštas'), 'ona@example.com');
    await user.click(screen.getByRole('button', { name: 'Ieškoti' }));
    const card = await screen.findByRole('article', { name: 'Užsakymas 1A2B3C4D' });
    expect(within(card).getByText('Laukiama mokėjimo')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Tęsti apmokėjimą' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Nepavyko inicijuoti mokėjimo');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['lt', 'Ieškoti', 'Užsakymo numeris', 'El. paštas', 'Užsakymas nerastas arba neteisingas el. pašto adresas'],
    ['en', 'Search', 'Order number', 'E-mail', 'Order not found or incorrect email address'],
  ] as const)('says the order was not found on a 404 (%s)', async (language, search, numberLabel, emailLabel, text) => {
    serve({ [`POST ${LOOKUP_PATH}`]: () => jsonResponse({ statusCode: 404, message: 'x', errors: [] }, 404) });
    const { user } = await renderRoute('/order-lookup', { language });
    await user.type(within(shownPanel()).getByLabelText(numberLabel), '1A2B3C4D');
    await user.type(within(shownPanel()).getByLabelText(emailLabel), 'ona@example.com');
    await user.click(screen.getByRole('button', { name: search }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert.parentElement).toHaveFocus();
  });

  it("shows the server's message when searching too often", async () => {
    serve({
      [`POST ${LOOKUP_PATH}`]: () =>
        jsonResponse({ statusCode: 429, message: 'Per daug bandymų. Pabandykite po minutės.', errors: [] }, 429),
    });
    const { user } = await renderRoute('/order-lookup?order=1A2B3C4D');
    await user.type(within(shownPanel()).getByLabelText('El. paštas'), 'ona@example.com');
    await user.click(screen.getByRole('button', { name: 'Ieškoti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Per daug bandymų. Pabandykite po minutės.');
  });

  it('asks for the list of orders by e-mail and shows what the server says', async () => {
    const fetchMock = serve({
      [`POST ${SEARCH_PATH}`]: () =>
        jsonResponse({ sent: true, message: 'Užsakymų sąrašą išsiuntėme adresu ona@example.com.' }, 202),
    });
    const { user } = await renderRoute('/order-lookup');
    await user.click(screen.getByRole('tab', { name: 'Pagal el. paštą' }));
    const panel = screen.getByRole('tabpanel', { name: 'Pagal el. paštą' });
    await user.click(within(panel).getByRole('button', { name: 'Siųsti užsakymų sąrašą' }));
    expect(within(panel).getByLabelText('El. paštas')).toHaveAccessibleDescription('Įveskite el. paštą');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(panel).getByLabelText('El. paštas'), 'ona@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Siųsti užsakymų sąrašą' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Užsakymų sąrašą išsiuntėme adresu ona@example.com.',
    );
    const [search] = requestsTo(fetchMock, 'POST', SEARCH_PATH);
    expect(await search?.json()).toEqual({ email: 'ona@example.com' });
  });

  it("shows the server's message when the list is asked for too often", async () => {
    serve({
      [`POST ${SEARCH_PATH}`]: () => jsonResponse({ statusCode: 429, message: 'Too many requests.', errors: [] }, 429),
    });
    const { user } = await renderRoute('/order-lookup?email=ona%40example.com', { language: 'en' });
    const panel = screen.getByRole('tabpanel', { name: 'By e-mail' });
    expect(within(panel).getByLabelText('E-mail')).toHaveValue('ona@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Send the list of orders' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it("lists the address's orders when opened from the mailed link", async () => {
    const fetchMock = serve({
      [`POST ${SEARCH_PATH}`]: () =>
        jsonResponse({
          orders: [
            makeGuestOrder(),
            makeGuestOrder({
              identifier: '9f8e7d6c-0000-4000-8000-00000000abcd',
              number: '0000ABCD',
              status: 'expired',
              can_continue_payment: false,
            }),
          ],
        }),
    });
    await renderRoute('/order-lookup?email=ona%40example.com&token=signed-token');
    expect(await screen.findByRole('heading', { level: 2, name: 'Užsakymai adresu ona@example.com' })).toHaveFocus();
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('Užsakymas 1A2B3C4D');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Tęsti apmokėjimą' })).toBeInTheDocument();
    expect(second).toHaveAccessibleName('Užsakymas 0000ABCD');
    expect(within(second as HTMLElement).getByText('Nebegalioja')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pagal el. paštą' })).toHaveAttribute('aria-selected', 'true');
    const [search, ...more] = requestsTo(fetchMock, 'POST', SEARCH_PATH);
    expect(more).toEqual([]);
    expect(await search?.json()).toEqual({ email: 'ona@example.com', token: 'signed-token' });
  });

  it('says no orders were found for the address when the list is empty', async () => {
    serve({ [`POST ${SEARCH_PATH}`]: () => jsonResponse({ orders: [] }) });
    await renderRoute('/order-lookup?email=ona%40example.com&token=signed-token', { language: 'en' });
    expect(await screen.findByText('No orders found for this e-mail address')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so in Lithuanian too', async () => {
    serve({ [`POST ${SEARCH_PATH}`]: () => jsonResponse({ orders: [] }) });
    await renderRoute('/order-lookup?email=ona%40example.com&token=signed-token');
    expect(await screen.findByText('Nerasta užsakymų šiuo el. pašto adresu')).toBeInTheDocument();
  });

  describe('what became of the money and the tickets', () => {
    const ticket = (id: string, state: BuyerTicketResponse['state']) => ({
      id,
      ticket_type: { lt: 'Standartinis', en: 'Standard' },
      holder_name: 'Ona Onaitė',
      state,
    });
    const paidOrder = (overrides: Partial<GuestOrderResponse>) =>
      makeGuestOrder({
        status: 'completed',
        payment_status: 'paid',
        paid_at: '2026-09-01T09:35:00.000Z',
        can_continue_payment: false,
        seats_held_until: null,
        money_state: 'paid',
        tickets: [ticket('t1', 'valid'), ticket('t2', 'valid')],
        tickets_pdf_url: '/api/v1/orders/guest/x/tickets.pdf?token=t',
        ...overrides,
      });
    const cardOf = (number: string) => screen.getByRole('article', { name: `Užsakymas ${number}` });
    const ticketStates = (card: HTMLElement) =>
      within(within(card).getByRole('list', { name: 'Bilietai' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('shows a fully refunded order as refunded, its tickets not valid and not offered for download', async () => {
      serve({
        [`POST ${LOOKUP_PATH}`]: () =>
          jsonResponse({
            order: paidOrder({
              payment_status: 'refunded',
              money_state: 'refunded',
              refunded_amount: 180.48,
              tickets: [ticket('t1', 'refunded'), ticket('t2', 'refunded')],
              tickets_pdf_url: null,
            }),
          }),
      });
      const { user } = await renderRoute('/order-lookup?order=1A2B3C4D');
      await user.type(within(shownPanel()).getByLabelText('El. paštas'), 'ona@example.com');
      await user.click(screen.getByRole('button', { name: 'Ieškoti' }));

      const card = await screen.findByRole('article', { name: 'Užsakymas 1A2B3C4D' });
      expect(within(card).getByText('Grąžintas')).toBeInTheDocument();
      expect(within(card).queryByText('Apmokėtas')).not.toBeInTheDocument();
      expect(
        within(card).getByText('Užsakymas grąžintas: jums grąžinta 180,48 €. Bilietai nebegalioja.'),
      ).toBeInTheDocument();
      expect(ticketStates(card)).toEqual([
        'Standartinis · Ona OnaitėGrąžintas – negalioja',
        'Standartinis · Ona OnaitėGrąžintas – negalioja',
      ]);
      expect(within(card).queryByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).not.toBeInTheDocument();
    });

    it('lists from the mailed link a partly refunded order, a cancelled event and a voided ticket', async () => {
      serve({
        [`POST ${SEARCH_PATH}`]: () =>
          jsonResponse({
            orders: [
              paidOrder({ number: 'AAAA0001', money_state: 'partly_refunded', refunded_amount: 10.5 }),
              paidOrder({
                number: 'AAAA0002',
                event_cancelled: true,
                refund_pending_amount: 180.48,
                tickets: [ticket('t3', 'event_cancelled')],
                tickets_pdf_url: null,
              }),
              paidOrder({ number: 'AAAA0003', tickets: [ticket('t4', 'voided'), ticket('t5', 'valid')] }),
            ],
          }),
      });
      await renderRoute('/order-lookup?email=ona%40example.com&token=signed-token', { language: 'en' });
      await screen.findByRole('heading', { level: 2, name: 'Orders for ona@example.com' });

      const part = screen.getByRole('article', { name: 'Order AAAA0001' });
      expect(within(part).getByText('Partly refunded')).toBeInTheDocument();
      expect(within(part).getByText('Partly refunded: €10.50 of €180.48 returned.')).toBeInTheDocument();
      expect(within(part).getByRole('link', { name: 'Download tickets (PDF)' })).toBeInTheDocument();

      const cancelled = screen.getByRole('article', { name: 'Order AAAA0002' });
      expect(within(cancelled).getByText('Event cancelled')).toBeInTheDocument();
      expect(
        within(cancelled).getByText(
          'The event was cancelled and the tickets are no longer valid. The money has not been returned yet. Being returned: €180.48.',
        ),
      ).toBeInTheDocument();
      expect(within(cancelled).getByText('Event cancelled – not valid')).toBeInTheDocument();
      expect(within(cancelled).queryByRole('link', { name: 'Download tickets (PDF)' })).not.toBeInTheDocument();

      const voided = screen.getByRole('article', { name: 'Order AAAA0003' });
      expect(within(voided).getByText('Paid')).toBeInTheDocument();
      expect(within(voided).getByText('Voided – not valid')).toBeInTheDocument();
      expect(within(voided).getByText('Valid')).toBeInTheDocument();
      expect(within(voided).getByRole('link', { name: 'Download tickets (PDF)' })).toBeInTheDocument();
    });

    it('says until when an unpaid order holds its seats, and that the hold ended once it has', async () => {
      jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-09-01T09:40:00.000Z'));
      serve({
        [`POST ${SEARCH_PATH}`]: () =>
          jsonResponse({
            orders: [
              makeGuestOrder({ number: 'BBBB0001', seats_held_until: '2026-09-01T09:45:00.000Z' }),
              makeGuestOrder({
                number: 'BBBB0002',
                can_continue_payment: false,
                seats_held_until: '2026-09-01T09:30:00.000Z',
              }),
            ],
          }),
      });
      await renderRoute('/order-lookup?email=ona%40example.com&token=signed-token');
      await screen.findByRole('heading', { level: 2, name: 'Užsakymai adresu ona@example.com' });

      expect(
        within(cardOf('BBBB0001')).getByText(
          'Vietos jums rezervuotos iki rugsėjo 1 d., 12:45 (Vilniaus laiku). Iki tol apmokėkite užsakymą, kitaip bilietai grįš į prekybą.',
        ),
      ).toBeInTheDocument();
      expect(
        within(cardOf('BBBB0002')).getByText(
          'Vietų rezervacija baigėsi rugsėjo 1 d., 12:30 (Vilniaus laiku): bilietai grąžinti į prekybą. Jei vis dar norite vykti, išsirinkite bilietus iš naujo.',
        ),
      ).toBeInTheDocument();
    });
  });
});
