import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { CategoryFilter } from './CategoryFilter';

/** jsdom lays nothing out, so the row's widths are those of a phone showing a third of the chips. */
function lendPhoneWidths(row: HTMLElement, scrollLeft: number): void {
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 900 });
  row.scrollLeft = scrollLeft;
}

function chipRow(): HTMLElement {
  const row = screen.getByRole('button', { name: 'Visi' }).parentElement;
  if (!row) throw new Error('no chip row');
  return row;
}

describe('CategoryFilter', () => {
  it('marks the side of the chip row that hides more chips, following the scroll', async () => {
    await renderWithProviders(<CategoryFilter value={undefined} onChange={jest.fn()} />);
    const row = chipRow();
    expect(row).not.toHaveAttribute('data-more-after');

    lendPhoneWidths(row, 0);
    fireEvent(window, new Event('resize'));
    expect(row).toHaveAttribute('data-more-after');
    expect(row).not.toHaveAttribute('data-more-before');

    lendPhoneWidths(row, 300);
    fireEvent.scroll(row);
    expect(row).toHaveAttribute('data-more-before');
    expect(row).toHaveAttribute('data-more-after');

    lendPhoneWidths(row, 600);
    fireEvent.scroll(row);
    expect(row).toHaveAttribute('data-more-before');
    expect(row).not.toHaveAttribute('data-more-after');
  });
});
