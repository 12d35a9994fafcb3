import { act, screen, waitFor, within } from '@testing-library/react';
import { paymentRedirect } from '../../../lib/orders/payment-redirect';
import { jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { makeGuestOrder, ORDER_ID, requestsTo } from '../../../test/order-fixtures';
import { renderRoute } from '../../../test/render';
import type { GuestOrderResponse } from '../../../lib/api-types/generated';

const VERIFY_PATH = `/api/payments/verify/${ORDER_ID}`;
const INITIATE_PATH = `/api/v1/orders/guest/${ORDER_ID}/payment/initiate`;

const paid = makeGuestOrder({
  status: 'completed',
  payment_status: 'paid',
  can_continue_payment: false,
  paid_at: '2026-09-01T09:35:00.000Z',
  tickets_pdf_url: `/api/v1/orders/guest/${ORDER_ID}/tickets.pdf?token=signed`,
  invoices_pdf_url: `/api/v1/orders/guest/${ORDER_ID}/invoices.pdf?token=signed`,
});

/** Answers the verification with each order in turn, the last one from then on. */
function serveVerification(...orders: GuestOrderResponse[]) {
  let calls = 0;
  return mockFetch(() => {
    const order = orders[Math.min(calls, orders.length - 1)];
    calls += 1;
    return jsonResponse({ order });
  });
}

function rememberOrder(email = 'ona@example.com') {
  window.sessionStorage.setItem('last-order', JSON.stringify({ orderId: ORDER_ID, email }));
}

function main(): HTMLElement {
  return screen.getByRole('main');
}

describe('payment result page', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("confirms a paid order from the server's answer, with the e-mail kept at checkout", async () => {
    const fetchMock = serveVerification(paid);
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' });
    expect(heading).toHaveFocus();
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe(VERIFY_PATH);
    expect(url?.searchParams.get('email')).toBe('ona@example.com');

    expect(
      screen.getByText('Ačiū! Užsakymas apmokėtas. Patvirtinimą ir bilietus atsiųsime adresu ona@example.com.'),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Užsakymas 1A2B3C4D' });
    const fact = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(fact('Užsakymo numeris')).toHaveTextContent('1A2B3C4D');
    expect(fact('Būsena')).toHaveTextContent('Apmokėtas');
    expect(fact('Renginys')).toHaveTextContent('Rudens koncertas');
    expect(fact('Data ir laikas')).toHaveTextContent('2026 m. spalio 3 d., šeštadienis, 19:00');
    expect(fact('Vieta')).toHaveTextContent('Žalgirio arena, Karaliaus Mindaugo pr. 50, Kaunas');
    expect(fact('El. paštas')).toHaveTextContent('ona@example.com');
    expect(within(details).getAllByRole('listitem')[0]).toHaveTextContent('Standartinis × 2');
    expect(within(details).getByText('Iš viso').parentElement).toHaveTextContent('180,48 €');
    expect(screen.getByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).toHaveAttribute(
      'href',
      `/api/v1/orders/guest/${ORDER_ID}/tickets.pdf?token=signed`,
    );
    // In the page's language, not the browser's: the server would follow Accept-Language otherwise.
    expect(screen.getByRole('link', { name: 'Sąskaita faktūra (PDF)' })).toHaveAttribute(
      'href',
      `/api/v1/orders/guest/${ORDER_ID}/invoices.pdf?token=signed&lang=lt`,
    );
  });

  it('prints the confirmation on request', async () => {
    serveVerification(paid);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderRoute(`/payment/success?reference=1A2B3C4D&email=ona%40example.com`, {
      language: 'en',
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoice (PDF)' })).toHaveAttribute(
      'href',
      `${paid.invoices_pdf_url}&lang=en`,
    );
    await user.click(screen.getByRole('button', { name: 'Print confirmation' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('uses the reference and the e-mail of the address when they are given', async () => {
    const fetchMock = serveVerification(paid);
    rememberOrder('kitas@example.com');
    await renderRoute('/payment/success?reference=1A2B3C4D&email=ona%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' });
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe('/api/payments/verify/1A2B3C4D');
    expect(url?.searchParams.get('email')).toBe('ona@example.com');
  });

  it('checks again every 2 seconds while the payment is pending, until the server says it is paid', async () => {
    jest.useFakeTimers();
    const pending = makeGuestOrder({ status: 'pending' });
    const fetchMock = serveVerification(pending, pending, paid);
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tikrinamas mokėjimas…' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await waitFor(() => {
      expect(requestedUrls(fetchMock)).toHaveLength(2);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tikrinamas mokėjimas…' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2_000));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' })).toHaveFocus();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(requestedUrls(fetchMock)).toHaveLength(3);
  });

  const awaitingTransfer = makeGuestOrder({
    status: 'pending',
    amount: 41,
    bank_transfer: {
      recipient: 'UAB Bilietų namai',
      iban: 'LT121000011101001000',
      amount: 41,
      currency: 'EUR',
      reference: '1A2B3C4D',
      pay_by: '2026-09-04T09:30:00.000Z',
    },
  });

  it('shows how to pay a chosen bank transfer, with the deadline in Vilnius time, and asks the server no more', async () => {
    jest.useFakeTimers();
    const fetchMock = serveVerification(awaitingTransfer);
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Užsakymas laukia banko pavedimo' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Mokėjimo rekvizitai' });
    const shown = within(details)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(shown).toEqual([
      'UAB Bilietų namai',
      'LT121000011101001000',
      '41,00\u00a0€',
      '1A2B3C4D',
      expect.stringContaining('12:30'),
    ]);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(requestedUrls(fetchMock)).toHaveLength(1);
  });

  it('gives a transfer deadline late in the UTC day the date it falls on in Vilnius', async () => {
    serveVerification(
      makeGuestOrder({
        ...awaitingTransfer,
        bank_transfer: { ...awaitingTransfer.bank_transfer!, pay_by: '2026-09-04T22:30:00.000Z' },
      }),
    );
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);

    const details = await screen.findByRole('region', { name: 'Mokėjimo rekvizitai' });
    expect(within(details).getAllByRole('definition').at(-1)).toHaveTextContent(
      '2026 m. rugsėjo 5 d., šeštadienis 1:30',
    );
  });

  it('gives the bank transfer details in English with the same labels', async () => {
    serveVerification(awaitingTransfer);
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`, { language: 'en' });

    const details = await screen.findByRole('region', { name: 'Payment details' });
    expect(within(details).getByText('Payment reference')).toBeInTheDocument();
    expect(within(details).getByText('€41.00')).toBeInTheDocument();
  });

  it('stops after a minute and says the payment is still being processed, with a way to look it up', async () => {
    jest.useFakeTimers();
    const fetchMock = serveVerification(makeGuestOrder({ status: 'pending' }));
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checking the payment…' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(60_000));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The payment is still being processed' }),
    ).toHaveFocus();
    expect(within(main()).getByRole('link', { name: 'Go to the order lookup' })).toHaveAttribute(
      'href',
      '/order-lookup?order=1A2B3C4D',
    );
    const asked = requestedUrls(fetchMock).length;
    expect(asked).toBeGreaterThanOrEqual(30);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(requestedUrls(fetchMock)).toHaveLength(asked);
  });

  it('says the tickets are being prepared and shows the download link once they are issued', async () => {
    jest.useFakeTimers();
    serveVerification({ ...paid, tickets_pdf_url: null }, paid);
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' });
    expect(screen.getByRole('status')).toHaveTextContent('Bilietai ruošiami…');
    expect(screen.queryByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(2_000));

    expect(await screen.findByRole('link', { name: 'Atsisiųsti bilietus (PDF)' })).toBeInTheDocument();
    expect(screen.queryByText(/Bilietai ruošiami/)).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'Užsakymas neapmokėtas', 'Atšauktas'],
    ['expired', 'Užsakymas nebegalioja', 'Nebegalioja'],
  ] as const)('explains an order the server reports as %s, with a link to the lookup', async (status, title, label) => {
    serveVerification(makeGuestOrder({ status, can_continue_payment: false }));
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toHaveFocus();
    expect(within(main()).getByText(label)).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Eiti į užsakymų paiešką' })).toHaveAttribute(
      'href',
      '/order-lookup?order=1A2B3C4D',
    );
  });

  it('shows a failed payment as failed at once, asks no more, and pays again for the same order', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(paymentRedirect, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === VERIFY_PATH) {
        return jsonResponse({ order: makeGuestOrder({ status: 'initializing', payment_status: 'failed' }) });
      }
      if (pathname === INITIATE_PATH) {
        return jsonResponse({ payment_url: 'https://pay.example/session/4', payment_method: 'sandbox' });
      }
      throw new Error(`Unexpected request: ${pathname}`);
    });
    rememberOrder();
    const { user } = await renderRoute(`/payment/success?order_id=${ORDER_ID}`, { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'The payment failed' })).toHaveFocus();
    expect(within(main()).getByRole('alert')).toHaveTextContent(
      'No money was taken. Order 1A2B3C4D has been kept, so you can try paying again.',
    );
    expect(screen.queryByText('Checking the payment…')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(requestsTo(fetchMock, 'GET', VERIFY_PATH)).toHaveLength(1);

    jest.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Try paying again' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://pay.example/session/4');
    });
    const [initiate] = requestsTo(fetchMock, 'POST', INITIATE_PATH);
    expect(await initiate?.json()).toMatchObject({ email: 'ona@example.com' });
    assign.mockRestore();
  });

  it('says a cancelled payment was not made, in Lithuanian, with the same way to pay again', async () => {
    serveVerification(makeGuestOrder({ status: 'initializing', payment_status: 'pending' }));
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mokėjimas neatliktas' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Bandyti mokėti dar kartą' })).toBeEnabled();
    expect(within(main()).getByRole('link', { name: 'Eiti į užsakymų paiešką' })).toHaveAttribute(
      'href',
      '/order-lookup?order=1A2B3C4D',
    );
  });

  it('offers no new payment once the time to pay is over', async () => {
    serveVerification(
      makeGuestOrder({ status: 'initializing', payment_status: 'failed', can_continue_payment: false }),
    );
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mokėjimas nepavyko' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bandyti mokėti dar kartą' })).not.toBeInTheDocument();
  });

  it('shows a status it does not know as the server names it', async () => {
    // A status newer than this build's API types: a server updated before the page was.
    const status = 'refunded' as GuestOrderResponse['status'];
    serveVerification(makeGuestOrder({ status, can_continue_payment: false }));
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Užsakymo būsena' })).toBeInTheDocument();
    expect(within(main()).getByText('refunded')).toBeInTheDocument();
  });

  it('asks for the e-mail address in the page when it is not known, and checks with it', async () => {
    const prompt = jest.spyOn(window, 'prompt');
    const fetchMock = serveVerification(paid);
    const { user } = await renderRoute(`/payment/success?order_id=${ORDER_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Užsakymo patikrinimas' })).toBeInTheDocument();
    expect(
      screen.getByText('Įveskite el. pašto adresą, kurį nurodėte pirkdami, kad galėtume patikrinti užsakymą 1A2B3C4D.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Tikrinti užsakymą' }));
    const field = within(main()).getByLabelText('El. paštas');
    expect(field).toHaveAccessibleDescription('Įveskite el. paštą');
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field, 'ona@example.com');
    await user.click(screen.getByRole('button', { name: 'Tikrinti užsakymą' }));
    await screen.findByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' });
    expect(requestedUrls(fetchMock)[0]?.searchParams.get('email')).toBe('ona@example.com');
    expect(prompt).not.toHaveBeenCalled();
    prompt.mockRestore();
  });

  it('says the order or the address is wrong on a 404 and lets the buyer try another address', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ statusCode: 404, message: 'Nepavyko rasti užsakymo', errors: [] }, 404)
        : jsonResponse({ order: paid });
    });
    rememberOrder('klaida@example.com');
    const { user } = await renderRoute(`/payment/success?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nepavyko rasti užsakymo arba neteisingas el. pašto adresas',
    );
    await user.type(within(main()).getByLabelText('El. paštas'), 'ona@example.com');
    await user.click(screen.getByRole('button', { name: 'Tikrinti užsakymą' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' })).toBeInTheDocument();
  });

  it('gives the 404 text in English', async () => {
    mockFetch(() => jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404));
    await renderRoute(`/payment/success?order_id=${ORDER_ID}&email=ona%40example.com`, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not find order or incorrect email address');
  });

  it('says the order could not be checked on other failures, and tries again on request', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ statusCode: 500, message: 'Internal error', errors: [] }, 500)
        : jsonResponse({ order: paid });
    });
    rememberOrder();
    const { user } = await renderRoute(`/payment/success?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Įvyko klaida tikrinant užsakymą');
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mokėjimas sėkmingas' })).toBeInTheDocument();
  });

  it('says the order id is missing when the address carries none', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await renderRoute('/payment/success', { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order ID not found' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Go to the order lookup' })).toHaveAttribute(
      'href',
      '/order-lookup',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the missing order id in Lithuanian too', async () => {
    mockFetch(() => jsonResponse({}));
    await renderRoute('/payment/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Užsakymo ID nerastas' })).toBeInTheDocument();
  });

  it('says a paid order whose money came back has tickets no longer valid, and offers none', async () => {
    serveVerification({
      ...paid,
      payment_status: 'refunded',
      money_state: 'refunded',
      refunded_amount: 180.48,
      tickets: [
        { id: 't1', ticket_type: { lt: 'Standartinis', en: 'Standard' }, holder_name: 'Ona', state: 'refunded' },
      ],
      tickets_pdf_url: null,
    });
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`, { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'The tickets are no longer valid' })).toHaveFocus();
    expect(within(main()).getByText('Refunded')).toBeInTheDocument();
    expect(
      within(main()).getByText('Refunded: €180.48 returned to you. The tickets are no longer valid.'),
    ).toBeInTheDocument();
    expect(within(main()).getByText('Refunded – not valid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download tickets (PDF)' })).not.toBeInTheDocument();
    expect(screen.queryByText(/being prepared/)).not.toBeInTheDocument();
  });

  it('tells after a failed payment until when the seats are held', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-09-01T09:40:00.000Z'));
    serveVerification(makeGuestOrder({ status: 'initializing', payment_status: 'failed' }));
    rememberOrder();
    await renderRoute(`/payment/success?order_id=${ORDER_ID}`, { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'The payment failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your seats are held until 1 September, 12:45 (Vilnius time). Pay before then, or the tickets go back on sale.',
      ),
    ).toBeInTheDocument();
  });
});
