import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/http';
import { ORDER_ID } from '../../../test/order-fixtures';
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
});
