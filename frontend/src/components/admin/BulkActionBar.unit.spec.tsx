import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { BulkActionBar } from './BulkActionBar';

function renderBar(selectedCount: number, busy = false, onRefund = jest.fn()) {
  return renderWithProviders(
    <BulkActionBar
      label="Veiksmai su pažymėtais užsakymais"
      selectedCount={selectedCount}
      busy={busy}
      actions={[{ key: 'refund', label: 'Grąžinti pažymėtus', onSelect: onRefund }]}
    />,
  );
}

describe('BulkActionBar', () => {
  it('says how many rows are selected and runs an action on them', async () => {
    const onRefund = jest.fn();
    const { user } = await renderBar(2, false, onRefund);
    const bar = screen.getByRole('group', { name: 'Veiksmai su pažymėtais užsakymais' });
    expect(within(bar).getByText('Pažymėta: 2')).toHaveAttribute('aria-live', 'polite');
    await user.click(within(bar).getByRole('button', { name: 'Grąžinti pažymėtus' }));
    expect(onRefund).toHaveBeenCalledTimes(1);
  });

  it('waits while nothing is selected or a bulk change is on its way', async () => {
    const none = await renderBar(0);
    expect(screen.getByRole('button', { name: 'Grąžinti pažymėtus' })).toBeDisabled();
    none.unmount();
    await renderBar(3, true);
    expect(screen.getByRole('button', { name: 'Grąžinti pažymėtus' })).toBeDisabled();
  });
});
