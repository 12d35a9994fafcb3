import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/http';
import { makeGuestOrder, ORDER_ID, requestsTo } from '../../../test/order-fixtures';
import { renderRoute } from '../../../test/render';

describe('payment cancelled page', () => {
  it('says the order is kept and links to the lookup carrying the order id', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await renderRoute(`/payment/cancel?order_id=${ORDER_ID}`);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Mokėjimas atšauktas' })).toHaveFocus();
    expect(
      within(main).getByText(
        'Mokėjimas neatliktas, tačiau užsakymas 1A2B3C4D išsaugotas. Apmokėti jį galėsite vėliau – užsakymą rasite pagal jo numerį ir el. pašto adresą.',
      ),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Rasti užsakymą ir apmokėti' })).toHaveAttribute(
      'href',
      `/order-lookup?order=${ORDER_ID}`,
    );
    expect(
      within(main).getByText('Vietos jums rezervuotos tik ribotą laiką, todėl apmokėkite kuo greičiau.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the support contacts', async () => {
    await renderRoute('/payment/cancel?reference=1A2B3C4D', { language: 'en' });
    const help = screen.getByRole('region', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: 'pagalba@bilietu-parduotuve.lt' })).toHaveAttribute(
      'href',
      'mailto:pagalba@bilietu-parduotuve.lt',
    );
    expect(within(help).getByRole('link', { name: '+370 5 200 0000' })).toHaveAttribute('href', 'tel:+37052000000');
    expect(within(help).getByText('Mon-Fri 9:00-18:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find the order and pay' })).toHaveAttribute(
      'href',
      '/order-lookup?order=1A2B3C4D',
    );
  });

  it('still points to the lookup when the address names no order', async () => {
    await renderRoute('/payment/cancel');
    expect(
      screen.getByText(
        'Mokėjimas neatliktas, tačiau užsakymas išsaugotas. Apmokėti jį galėsite vėliau – užsakymą rasite pagal jo numerį ir el. pašto adresą.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rasti užsakymą ir apmokėti' })).toHaveAttribute('href', '/order-lookup');
  });

  describe('with the address the order was placed with', () => {
    const VERIFY_PATH = `/api/payments/verify/${ORDER_ID}`;

    beforeEach(() => {
      window.sessionStorage.setItem('last-order', JSON.stringify({ orderId: ORDER_ID, email: 'ona@example.com' }));
      jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-09-01T09:40:00.000Z'));
    });

    afterEach(() => {
      window.sessionStorage.clear();
      jest.restoreAllMocks();
    });

    it('says until when the seats are held', async () => {
      const fetchMock = mockFetch(() => jsonResponse({ order: makeGuestOrder() }));
      await renderRoute(`/payment/cancel?order_id=${ORDER_ID}`);

      expect(
        await screen.findByText(
          'Vietos jums rezervuotos iki rugsėjo 1 d., 12:45 (Vilniaus laiku). Iki tol apmokėkite užsakymą, kitaip bilietai grįš į prekybą.',
        ),
      ).toBeInTheDocument();
      const [verify] = requestsTo(fetchMock, 'GET', VERIFY_PATH);
      expect(new URL(verify!.url).searchParams.get('email')).toBe('ona@example.com');
    });

    it('says the hold has ended once it has, in English', async () => {
      mockFetch(() =>
        jsonResponse({
          order: makeGuestOrder({ can_continue_payment: false, seats_held_until: '2026-09-01T09:30:00.000Z' }),
        }),
      );
      await renderRoute(`/payment/cancel?order_id=${ORDER_ID}`, { language: 'en' });

      expect(
        await screen.findByText(
          'The hold on your seats ended on 1 September, 12:30 (Vilnius time): the tickets went back on sale. If you still want to go, choose tickets again.',
        ),
      ).toBeInTheDocument();
    });
  });
});
