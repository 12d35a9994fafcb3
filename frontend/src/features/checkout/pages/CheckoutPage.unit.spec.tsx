import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { paymentRedirect } from '../../../lib/orders/payment-redirect';
import { makeEvent } from '../../../test/fixtures';
import { deferred, jsonResponse, mockFetch, type Handler } from '../../../test/http';
import { makeGuestOrder, makeQuote, ORDER_ID, requestsTo } from '../../../test/order-fixtures';
import { renderRoute } from '../../../test/render';

const selection = { eventId: 'evt-9', tickets: { 'tt-standard': 2, 'tt-vip': 1 }, totalAmount: 180.48 };

const options = {
  payment_methods: [
    { id: 'makecommerce', name: { lt: 'Bankų nuorodos ir kortelės', en: 'Bank links and cards' } },
    { id: 'paysera', name: { lt: 'Paysera', en: 'Paysera' } },
  ],
  fee_percent: 0,
  hold_minutes: 15,
  bank_transfer_hold_hours: 72,
};

const event = makeEvent({
  id: 'evt-9',
  title: { lt: 'Rudens koncertas', en: 'Autumn concert' },
  venue: 'Žalgirio arena',
  location: 'Kaunas',
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The shop's answers by `METHOD /path`; a test replaces the ones it is about. */
function serveCheckout(overrides: Record<string, Handler> = {}) {
  const answers: Record<string, Handler> = {
    'GET /api/events/evt-9': () => jsonResponse(event),
    'GET /api/v1/checkout/options': () => jsonResponse(options),
    'POST /api/v1/orders/guest/quote': () => jsonResponse(makeQuote()),
    'POST /api/v1/orders/guest/create': () => jsonResponse({ order: makeGuestOrder() }, 201),
    [`POST /api/v1/orders/guest/${ORDER_ID}/payment/initiate`]: () =>
      jsonResponse({ payment_url: 'https://pay.example/session/1', payment_method: 'makecommerce' }),
    ...overrides,
  };
  return mockFetch((request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[key];
    if (!answer) throw new Error(`Unexpected request: ${key}`);
    return answer(request);
  });
}

async function openCheckout(language?: 'lt' | 'en') {
  window.sessionStorage.setItem('checkout-selection', JSON.stringify(selection));
  const rendered = await renderRoute('/checkout', { language });
  await screen.findByText(language === 'en' ? '€180.48' : '180,48 €', { selector: 'dd' });
  return rendered;
}

async function fillBuyer(user: UserEvent) {
  await user.type(screen.getByLabelText('Vardas'), 'Ona');
  await user.type(screen.getByLabelText('Pavardė'), 'Onaitė');
  await user.type(screen.getByLabelText('El. paštas'), 'ona@example.com');
  await user.type(screen.getByLabelText('Telefono numeris'), '+37060000000');
}

function payButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Pereiti prie apmokėjimo' });
}

describe('checkout page', () => {
  let assign: jest.SpyInstance;

  beforeEach(() => {
    window.sessionStorage.clear();
    assign = jest.spyOn(paymentRedirect, 'assign').mockImplementation(() => undefined);
  });

  afterEach(() => {
    assign.mockRestore();
  });

  it('says no tickets are selected, with a way back to the events, when there is no selection', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await renderRoute('/checkout');
    expect(screen.getByText('Nepasirinkta bilietų. Grįžkite ir pasirinkite bilietus.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Peržiūrėti renginius' })).toHaveAttribute('href', '/events');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a stored selection without tickets as none, in English too', async () => {
    mockFetch(() => jsonResponse({}));
    window.sessionStorage.setItem('checkout-selection', JSON.stringify({ ...selection, tickets: { 'tt-vip': 0 } }));
    await renderRoute('/checkout', { language: 'en' });
    expect(screen.getByText('No tickets selected. Please go back and select tickets.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  });

  it('prices the stored selection on the server and shows its lines and total with the event', async () => {
    const fetchMock = serveCheckout();
    await openCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Užsakymo pateikimas' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Užsakymo suvestinė' });
    const [standard, vip] = within(summary).getAllByRole('listitem');
    expect(standard).toHaveTextContent('Standartinis × 229,99 € už vnt.59,98 €');
    expect(vip).toHaveTextContent('VIP × 1120,50 € už vnt.120,50 €');
    expect(within(summary).getByText('Iš viso').parentElement).toHaveTextContent('Iš viso180,48 €');
    expect(await within(summary).findByText('Rudens koncertas')).toBeInTheDocument();
    const [quote] = requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/quote');
    expect(await quote?.json()).toEqual({
      tickets: [
        { id: 'tt-standard', quantity: 2 },
        { id: 'tt-vip', quantity: 1 },
      ],
    });
  });

  it('offers the payment methods on offer, named in the page language, the first one chosen', async () => {
    serveCheckout();
    await openCheckout('en');
    const group = screen.getByRole('group', { name: 'Payment method' });
    const radios = await within(group).findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Bank links and cards', 'Paysera']);
    expect(within(group).getByRole('radio', { name: 'Bank links and cards' })).toBeChecked();
  });

  it('offers a bank transfer with how long it holds the tickets, and goes to the payment details for it', async () => {
    const fetchMock = serveCheckout({
      'GET /api/v1/checkout/options': () =>
        jsonResponse({
          ...options,
          payment_methods: [
            ...options.payment_methods,
            { id: 'bank-transfer', name: { lt: 'Banko pavedimas', en: 'Bank transfer' } },
          ],
        }),
      [`POST /api/v1/orders/guest/${ORDER_ID}/payment/initiate`]: () =>
        jsonResponse({
          payment_url: `http://localhost/payment/success?order_id=${ORDER_ID}`,
          payment_method: 'bank-transfer',
        }),
    });
    const { user } = await openCheckout();
    const group = screen.getByRole('group', { name: 'Mokėjimo būdas' });
    const transfer = await within(group).findByRole('radio', { name: /Banko pavedimas/ });
    expect(transfer.closest('label')).toHaveTextContent(
      'Bilietai rezervuojami 72 val., bet ne ilgiau nei iki renginio pradžios.',
    );
    await user.click(transfer);
    await fillBuyer(user);
    await user.click(payButton());

    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(`http://localhost/payment/success?order_id=${ORDER_ID}`);
    });
    const [initiate] = requestsTo(fetchMock, 'POST', `/api/v1/orders/guest/${ORDER_ID}/payment/initiate`);
    expect(await initiate!.json()).toMatchObject({ payment_method: 'bank-transfer' });
  });

  it('reads the selection from the router state when the ticket page hands it over', async () => {
    const fetchMock = serveCheckout();
    const { router } = await renderRoute('/nowhere');
    await act(() => router.navigate('/checkout', { state: { ...selection, tickets: { 'tt-vip': 1 } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Užsakymo pateikimas' })).toBeInTheDocument();
    await screen.findByText('180,48 €', { selector: 'dd' });
    const [quote] = requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/quote');
    expect(await quote?.json()).toEqual({ tickets: [{ id: 'tt-vip', quantity: 1 }] });
  });

  it('shows every missing detail beside its field on submit and focuses the first', async () => {
    const fetchMock = serveCheckout();
    const { user } = await openCheckout();
    await user.click(payButton());

    const expectations: [string, string][] = [
      ['Vardas', 'Įveskite vardą'],
      ['Pavardė', 'Įveskite pavardę'],
      ['El. paštas', 'Įveskite el. paštą'],
      ['Telefono numeris', 'Įveskite telefono numerį'],
    ];
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('Vardas')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/create')).toEqual([]);

    await user.type(screen.getByLabelText('Vardas'), 'Ona');
    expect(screen.queryByText('Įveskite vardą')).not.toBeInTheDocument();
  });

  it('checks the e-mail address on leaving the field, without flagging fields not yet visited', async () => {
    serveCheckout();
    const { user } = await openCheckout();
    await user.type(screen.getByLabelText('El. paštas'), 'ona@');
    await user.tab();
    expect(screen.getByLabelText('El. paštas')).toHaveAccessibleDescription(
      expect.stringContaining('Įveskite teisingą el. pašto adresą'),
    );
    expect(screen.queryByText('Įveskite telefono numerį')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Įveskite telefono numerį')).toBeInTheDocument();
  });

  it('gives the validation messages in English', async () => {
    serveCheckout();
    const { user } = await openCheckout('en');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter a valid e-mail address',
      'Enter your phone number',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('marks the registered-user checkout as coming soon; choosing it explains and disables paying', async () => {
    serveCheckout();
    const { user } = await openCheckout();
    const guest = screen.getByRole('radio', { name: /Pirkti kaip svečias/ });
    const registered = screen.getByRole('radio', { name: 'Pirkti kaip registruotas vartotojas Greitai' });
    expect(guest).toBeChecked();
    expect(payButton()).toBeEnabled();

    await user.click(registered);
    const notice =
      'Kol kas bilietus galima pirkti tik kaip svečiui. Pasirinkite „Pirkti kaip svečias“, kad galėtumėte tęsti.';
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription(notice);

    await user.click(guest);
    expect(payButton()).toBeEnabled();
  });

  it('creates the order with the quoted prices and an idempotency key, starts the payment and leaves for it', async () => {
    const created = deferred<Response>();
    const fetchMock = serveCheckout({ 'POST /api/v1/orders/guest/create': () => created.promise });
    const { user, router } = await openCheckout();
    await fillBuyer(user);
    await user.click(screen.getByRole('radio', { name: 'Paysera' }));
    await user.click(payButton());

    const busy = screen.getByRole('button', { name: 'Apdorojama…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    created.resolve(jsonResponse({ order: makeGuestOrder() }, 201));

    expect(await screen.findByRole('button', { name: 'Nukreipiama į mokėjimo puslapį…' })).toBeDisabled();
    expect(assign).toHaveBeenCalledWith('https://pay.example/session/1');

    const creates = requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/create');
    expect(creates).toHaveLength(1);
    const [create] = creates;
    expect(await create?.clone().json()).toEqual({
      guest_email: 'ona@example.com',
      guest_first_name: 'Ona',
      guest_last_name: 'Onaitė',
      guest_phone: '+37060000000',
      tickets: [
        { id: 'tt-standard', quantity: 2, price: 29.99 },
        { id: 'tt-vip', quantity: 1, price: 120.5 },
      ],
    });
    expect(create?.headers.get('Idempotency-Key')).toMatch(UUID);

    const [initiate, ...more] = requestsTo(fetchMock, 'POST', `/api/v1/orders/guest/${ORDER_ID}/payment/initiate`);
    expect(more).toEqual([]);
    expect(await initiate?.json()).toEqual({
      email: 'ona@example.com',
      payment_method: 'paysera',
      return_url: `http://localhost/payment/success?order_id=${ORDER_ID}`,
      cancel_url: `http://localhost/payment/cancel?order_id=${ORDER_ID}`,
    });
    expect(JSON.parse(window.sessionStorage.getItem('last-order') ?? 'null')).toEqual({
      orderId: ORDER_ID,
      email: 'ona@example.com',
    });
    expect(window.sessionStorage.getItem('checkout-selection')).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('applies a discount code by pricing the order again, and orders with it', async () => {
    const discounted = makeQuote({ discount: 18.05, amount: 162.43, discount_code: 'VASARA10' });
    const fetchMock = serveCheckout({
      'POST /api/v1/orders/guest/quote': async (request) => {
        const body = (await request.clone().json()) as { discount_code?: string };
        return jsonResponse(body.discount_code ? discounted : makeQuote());
      },
    });
    const { user } = await openCheckout();
    await user.type(screen.getByLabelText('Nuolaidos kodas'), 'vasara10');
    await user.click(screen.getByRole('button', { name: 'Pritaikyti' }));

    expect(await screen.findByText('Pritaikytas nuolaidos kodas VASARA10')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Užsakymo suvestinė' });
    expect(within(summary).getByText('Nuolaida').parentElement).toHaveTextContent('Nuolaida−18,05 €');
    expect(within(summary).getByText('Tarpinė suma').parentElement).toHaveTextContent('180,48 €');
    expect(within(summary).getByText('Iš viso').parentElement).toHaveTextContent('162,43 €');
    // Checking the code priced the order; the summary shows that same answer without asking again.
    const quotes = requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/quote');
    expect(quotes).toHaveLength(2);
    expect(await quotes[1]?.json()).toEqual({
      tickets: [
        { id: 'tt-standard', quantity: 2 },
        { id: 'tt-vip', quantity: 1 },
      ],
      discount_code: 'vasara10',
    });

    await fillBuyer(user);
    await user.click(payButton());
    await screen.findByRole('button', { name: 'Nukreipiama į mokėjimo puslapį…' });
    const [create] = requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/create');
    expect(await create?.json()).toEqual(expect.objectContaining({ discount_code: 'VASARA10' }));
  });

  it("shows the server's reason beside the code when a discount code is refused", async () => {
    serveCheckout({
      'POST /api/v1/orders/guest/quote': async (request) => {
        const body = (await request.clone().json()) as { discount_code?: string };
        return body.discount_code
          ? jsonResponse({ statusCode: 400, message: 'Nuolaidos kodas nebegalioja', errors: [] }, 400)
          : jsonResponse(makeQuote());
      },
    });
    const { user } = await openCheckout();
    await user.type(screen.getByLabelText('Nuolaidos kodas'), 'SENAS');
    await user.click(screen.getByRole('button', { name: 'Pritaikyti' }));
    expect(await screen.findByText('Nuolaidos kodas nebegalioja')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuolaidos kodas')).toHaveAccessibleDescription('Nuolaidos kodas nebegalioja');
    expect(screen.getByText('Iš viso').parentElement).toHaveTextContent('180,48 €');
  });

  it("shows the server's message when the order is refused, and retries with the same idempotency key", async () => {
    let attempts = 0;
    const fetchMock = serveCheckout({
      'POST /api/v1/orders/guest/create': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ statusCode: 400, message: 'Neteisingas telefono numeris', errors: [] }, 400)
          : Promise.reject(new TypeError('offline'));
      },
    });
    const { user } = await openCheckout();
    await fillBuyer(user);
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Neteisingas telefono numeris');
    expect(alert.parentElement).toHaveFocus();

    await user.click(payButton());
    expect(await screen.findByText('Įvyko klaida apdorojant užsakymą. Bandykite dar kartą.')).toBeInTheDocument();
    const [first, second] = requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/create');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('uses a new idempotency key once the details change', async () => {
    const fetchMock = serveCheckout({
      'POST /api/v1/orders/guest/create': () => jsonResponse({ statusCode: 500, message: '', errors: [] }, 500),
    });
    const { user } = await openCheckout('en');
    await user.type(screen.getByLabelText('First name'), 'Ona');
    await user.type(screen.getByLabelText('Last name'), 'Onaitė');
    await user.type(screen.getByLabelText('E-mail'), 'ona@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+37060000000');
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while processing the order. Please try again.',
    );
    await user.type(screen.getByLabelText('Phone number'), '1');
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await screen.findByRole('button', { name: 'Proceed to payment' });
    const [first, second] = requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/create');
    expect(second?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it("shows the server's message on a conflict and prices the order again", async () => {
    let quotes = 0;
    const fetchMock = serveCheckout({
      'POST /api/v1/orders/guest/quote': () => {
        quotes += 1;
        return jsonResponse(quotes === 1 ? makeQuote() : makeQuote({ amount: 190.48 }));
      },
      'POST /api/v1/orders/guest/create': () =>
        jsonResponse({ statusCode: 409, message: 'Pasikeitė bilietų kainos', errors: [] }, 409),
    });
    const { user } = await openCheckout();
    await fillBuyer(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Pasikeitė bilietų kainos');
    expect(await screen.findByText('190,48 €')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/quote')).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the order when its payment cannot be started, and retries only the payment', async () => {
    let initiations = 0;
    const fetchMock = serveCheckout({
      [`POST /api/v1/orders/guest/${ORDER_ID}/payment/initiate`]: () => {
        initiations += 1;
        return initiations === 1
          ? jsonResponse({ statusCode: 502, message: 'Mokėjimų paslauga nepasiekiama', errors: [] }, 502)
          : jsonResponse({ payment_url: 'https://pay.example/session/2', payment_method: 'makecommerce' });
      },
    });
    const { user } = await openCheckout();
    await fillBuyer(user);
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mokėjimo klaida');
    expect(alert).toHaveTextContent('Nepavyko inicijuoti mokėjimo');
    expect(alert).toHaveTextContent('Mokėjimų paslauga nepasiekiama');
    expect(alert).toHaveTextContent('Užsakymas 1A2B3C4D sukurtas ir išsaugotas');
    expect(screen.getByLabelText('Vardas')).toBeDisabled();
    expect(JSON.parse(window.sessionStorage.getItem('last-order') ?? 'null')).toEqual({
      orderId: ORDER_ID,
      email: 'ona@example.com',
    });
    expect(window.sessionStorage.getItem('checkout-selection')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bandyti apmokėti dar kartą' }));
    await screen.findByRole('button', { name: 'Nukreipiama į mokėjimo puslapį…' });
    expect(assign).toHaveBeenCalledWith('https://pay.example/session/2');
    expect(requestsTo(fetchMock, 'POST', '/api/v1/orders/guest/create')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'POST', `/api/v1/orders/guest/${ORDER_ID}/payment/initiate`)).toHaveLength(2);
  });

  it('explains when the order cannot be priced, and tries again on request', async () => {
    let quotes = 0;
    serveCheckout({
      'POST /api/v1/orders/guest/quote': () => {
        quotes += 1;
        return quotes === 1
          ? jsonResponse({ statusCode: 409, message: 'VIP bilietai išparduoti', errors: [] }, 409)
          : jsonResponse(makeQuote());
      },
    });
    window.sessionStorage.setItem('checkout-selection', JSON.stringify(selection));
    const { user } = await renderRoute('/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent('VIP bilietai išparduoti');
    expect(payButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    await screen.findByText('180,48 €', { selector: 'dd' });
    expect(payButton()).toBeEnabled();
  });
});
