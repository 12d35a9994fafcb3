import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { Pagination } from './Pagination';

function pageButtons(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Puslapiai' });
  return within(nav)
    .getAllByRole('button', { name: /puslapis$/ })
    .map((button) => button.textContent);
}

describe('Pagination', () => {
  it('renders nothing for a single page', async () => {
    await renderWithProviders(<Pagination page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Puslapiai' })).not.toBeInTheDocument();
  });

  it('shows a window of at most five pages around the current one', async () => {
    await renderWithProviders(<Pagination page={7} totalPages={12} onPageChange={jest.fn()} />);
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: '7 puslapis' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '6 puslapis' })).not.toHaveAttribute('aria-current');
  });

  it('disables previous on the first page and next on the last', async () => {
    const first = await renderWithProviders(<Pagination page={1} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Ankstesnis/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Kitas/ })).toBeEnabled();
    first.unmount();
    await renderWithProviders(<Pagination page={3} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Ankstesnis/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Kitas/ })).toBeDisabled();
  });

  it('reports the page chosen by number, previous and next', async () => {
    const onPageChange = jest.fn();
    const { user } = await renderWithProviders(<Pagination page={4} totalPages={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: '6 puslapis' }));
    await user.click(screen.getByRole('button', { name: /Ankstesnis/ }));
    await user.click(screen.getByRole('button', { name: /Kitas/ }));
    expect(onPageChange.mock.calls).toEqual([[6], [3], [5]]);
  });
});
