import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { DataTable, type Column, type DataTableProps } from './DataTable';

interface Order {
  id: string;
  buyer: string;
  total: string;
}

const ORDERS: Order[] = [
  { id: 'o-1', buyer: 'Ona', total: '10,00 €' },
  { id: 'o-2', buyer: 'Petras', total: '25,50 €' },
  { id: 'o-3', buyer: 'Jonas', total: '7,00 €' },
];

const COLUMNS: Column<Order>[] = [
  { key: 'buyer', header: 'Pirkėjas', kind: 'name', cell: (order) => order.buyer },
  { key: 'total', header: 'Suma', kind: 'number', cell: (order) => order.total },
  {
    key: 'actions',
    header: 'Veiksmai',
    kind: 'menu',
    hideHeader: true,
    cell: (order) => <button type="button">Veiksmai: {order.buyer}</button>,
  },
];

/** The table of the three orders without selection; `props` adds or replaces what a test needs. */
function renderOrders(props: Partial<DataTableProps<Order>> = {}) {
  return renderWithProviders(
    <DataTable
      caption="Užsakymai"
      columns={COLUMNS}
      rows={ORDERS}
      rowKey={({ id }) => id}
      emptyText="Užsakymų nerasta"
      {...props}
    />,
  );
}

/** A table whose selection lives in the test, as a page keeps it; `initial` may name rows of other pages. */
function SelectableOrders({ initial = [] as string[], onChange = jest.fn() }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <DataTable
      caption="Užsakymai"
      columns={COLUMNS}
      rows={ORDERS}
      rowKey={({ id }) => id}
      emptyText="Užsakymų nerasta"
      selection={{
        selected,
        onChange: (next) => {
          onChange([...next].sort());
          setSelected(next);
        },
        allLabel: 'Pažymėti visus šio puslapio užsakymus',
        rowLabel: (order) => `Pažymėti: ${order.buyer}`,
      }}
    />
  );
}

const selectAll = () => screen.getByRole('checkbox', { name: 'Pažymėti visus šio puslapio užsakymus' });
const rowBox = (buyer: string) => screen.getByRole('checkbox', { name: `Pažymėti: ${buyer}` });

describe('DataTable', () => {
  it('shows one row a record, named by its row header, with labelled cells for the card layout', async () => {
    await renderOrders({ summary: 'Rasta užsakymų: 3' });
    const table = screen.getByRole('table', { name: 'Užsakymai' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pirkėjas', 'Suma', 'Veiksmai']);
    expect(within(table).getByRole('columnheader', { name: 'Veiksmai' }).firstElementChild).toHaveClass(
      'visually-hidden',
    );
    const row = within(table).getByRole('rowheader', { name: 'Petras' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '25,50 €' })).toHaveAttribute('data-label', 'Suma');
    // The menu is a card's corner, not a labelled line.
    expect(within(row).getByRole('button', { name: 'Veiksmai: Petras' }).closest('td')).not.toHaveAttribute(
      'data-label',
    );
    expect(screen.getByText('Rasta užsakymų: 3')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('selects rows one by one, the header box turning indeterminate, then checked when all are', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(<SelectableOrders onChange={onChange} />);
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', false);

    await user.click(rowBox('Ona'));
    expect(rowBox('Ona')).toBeChecked();
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', true);

    await user.click(rowBox('Petras'));
    await user.click(rowBox('Jonas'));
    expect(selectAll()).toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', false);

    await user.click(rowBox('Petras'));
    expect(selectAll()).toHaveProperty('indeterminate', true);
    expect(onChange.mock.calls).toEqual([[['o-1']], [['o-1', 'o-2']], [['o-1', 'o-2', 'o-3']], [['o-1', 'o-3']]]);
  });

  it('selects and clears every row of the page from the header box', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(<SelectableOrders initial={['o-2']} onChange={onChange} />);
    expect(selectAll()).toHaveProperty('indeterminate', true);

    await user.click(selectAll());
    expect(ORDERS.map(({ buyer }) => rowBox(buyer))).toEqual(
      ORDERS.map(() => expect.objectContaining({ checked: true })),
    );
    expect(selectAll()).toBeChecked();

    await user.click(selectAll());
    expect(ORDERS.some(({ buyer }) => (rowBox(buyer) as HTMLInputElement).checked)).toBe(false);
    expect(selectAll()).toHaveProperty('indeterminate', false);
    expect(onChange.mock.calls).toEqual([[['o-1', 'o-2', 'o-3']], [[]]]);
  });

  it('leaves rows of other pages selected as they were: select-all covers this page only', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(<SelectableOrders initial={['o-99']} onChange={onChange} />);
    expect(selectAll()).toHaveProperty('indeterminate', false);
    await user.click(selectAll());
    await user.click(selectAll());
    expect(onChange.mock.calls).toEqual([[['o-1', 'o-2', 'o-3', 'o-99']], [['o-99']]]);
  });

  it('says so when there are no rows, and shows no table', async () => {
    await renderOrders({ rows: [] });
    expect(screen.getByText('Užsakymų nerasta')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while the rows load', async () => {
    await renderOrders({ rows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a load error with a retry instead of the rows', async () => {
    const onRetry = jest.fn();
    const { user } = await renderOrders({ loadError: { message: 'Nepavyko įkelti užsakymų', onRetry } });
    expect(screen.getByRole('alert')).toHaveTextContent('Nepavyko įkelti užsakymų');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('pages with numbered buttons, previous and next, marking the current page', async () => {
    const onPageChange = jest.fn();
    const { user } = await renderOrders({ pagination: { page: 2, totalPages: 3, onPageChange } });
    const pages = screen.getByRole('navigation', { name: 'Puslapiai' });
    expect(within(pages).getByRole('button', { name: '2 puslapis' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: '3 puslapis' })).not.toHaveAttribute('aria-current');
    await user.click(within(pages).getByRole('button', { name: '3 puslapis' }));
    await user.click(within(pages).getByRole('button', { name: /Ankstesnis/ }));
    await user.click(within(pages).getByRole('button', { name: /Kitas/ }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });
});
