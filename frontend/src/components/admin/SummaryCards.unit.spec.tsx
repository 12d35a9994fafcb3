import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { AdminAlert } from './AdminAlert';
import { StatusBadge } from './StatusBadge';
import { SummaryCards } from './SummaryCards';

describe('SummaryCards', () => {
  it('shows each figure with its label in a named region', async () => {
    await renderWithProviders(
      <SummaryCards
        title="Užsakymų suvestinė"
        cards={[
          { key: 'orders', label: 'Iš viso užsakymų', value: '1 234' },
          { key: 'revenue', label: 'Pajamos', value: '45 678,50 €' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Užsakymų suvestinė' });
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Iš viso užsakymų', '1 234'],
      ['Pajamos', '45 678,50 €'],
    ]);
  });
});

describe('StatusBadge', () => {
  it('carries its tone as a class and its meaning as text', async () => {
    await renderWithProviders(<StatusBadge tone="warning">Laukiama apmokėjimo</StatusBadge>);
    expect(screen.getByText('Laukiama apmokėjimo')).toHaveClass('badge', 'status-badge--warning');
  });
});

describe('AdminAlert', () => {
  it('announces a success politely and a failure at once, and can be dismissed', async () => {
    const onDismiss = jest.fn();
    const success = await renderWithProviders(
      <AdminAlert tone="success" onDismiss={onDismiss} sticky>
        Išsaugota.
      </AdminAlert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Išsaugota.');
    expect(status).toHaveClass('admin-alert--sticky');
    await success.user.click(within(status).getByRole('button', { name: 'Uždaryti pranešimą' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    success.unmount();

    await renderWithProviders(
      <AdminAlert tone="error" onDismiss={onDismiss}>
        Nepavyko.
      </AdminAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nepavyko.');
    expect(screen.getByRole('alert')).not.toHaveClass('admin-alert--sticky');
  });
});
