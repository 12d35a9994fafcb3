import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { DateFilter, FilterBar, SelectFilter } from './FilterBar';

const STATUSES = [
  { value: 'paid', label: 'Apmokėtas' },
  { value: 'pending', label: 'Laukiama apmokėjimo' },
] as const;

describe('FilterBar', () => {
  it('groups labelled fields under one name', async () => {
    await renderWithProviders(
      <FilterBar label="Užsakymų paieška ir filtrai">
        <SelectFilter label="Mokėjimo būsena" value="paid" allLabel="Visos" options={STATUSES} onChange={jest.fn()} />
        <DateFilter label="Data nuo" value="2026-03-01" onChange={jest.fn()} />
      </FilterBar>,
    );
    const bar = screen.getByRole('group', { name: 'Užsakymų paieška ir filtrai' });
    expect(within(bar).getByRole('combobox', { name: 'Mokėjimo būsena' })).toHaveDisplayValue('Apmokėtas');
    expect(within(bar).getByLabelText('Data nuo')).toHaveValue('2026-03-01');
  });

  it('reports an option picked, and no filter for the "all" option', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(
      <SelectFilter
        label="Mokėjimo būsena"
        value={undefined}
        allLabel="Visos"
        options={STATUSES}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Mokėjimo būsena' });
    expect(select).toHaveDisplayValue('Visos');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Visos',
      'Apmokėtas',
      'Laukiama apmokėjimo',
    ]);
    await user.selectOptions(select, 'Laukiama apmokėjimo');
    await user.selectOptions(select, 'Visos');
    expect(onChange.mock.calls).toEqual([['pending'], [undefined]]);
  });

  it('reports a day picked, and an empty string when cleared', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(<DateFilter label="Data iki" value="2026-03-31" onChange={onChange} />);
    const field = screen.getByLabelText('Data iki');
    expect(field).toHaveAttribute('type', 'date');
    await user.clear(field);
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
