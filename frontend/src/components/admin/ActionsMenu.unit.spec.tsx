import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ActionsMenu, type MenuEntry } from './ActionsMenu';

function entries(onSelect: (what: string) => void): MenuEntry[] {
  const action = (key: string, label: string, danger = false): MenuEntry => ({
    kind: 'action',
    key,
    label,
    danger,
    onSelect: () => {
      onSelect(key);
    },
  });
  return [
    { kind: 'link', key: 'view', label: 'Peržiūrėti', to: '/admin/orders/o-1' },
    action('resend', 'Siųsti patvirtinimą dar kartą'),
    { kind: 'separator', key: 'states' },
    {
      kind: 'choices',
      key: 'status',
      label: 'Būsena',
      choices: ['paid', 'refunded'].map((state) => ({
        key: state,
        label: state === 'paid' ? 'Apmokėtas' : 'Grąžintas',
        checked: state === 'paid',
        onSelect: () => {
          onSelect(state);
        },
      })),
    },
    { kind: 'separator', key: 'final' },
    action('refund', 'Grąžinti mokestį', true),
  ];
}

async function renderMenu() {
  const onSelect = jest.fn();
  const rendered = await renderWithProviders(
    <>
      <ActionsMenu label="Veiksmai: O-1" entries={entries(onSelect)} />
      <button type="button">Kitur</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Veiksmai: O-1' });
  return { ...rendered, onSelect, button };
}

/** An item by its name, whether a plain menu item or one of a group's choices. */
const item = (name: string) => screen.queryByRole('menuitem', { name }) ?? screen.getByRole('menuitemradio', { name });

describe('ActionsMenu', () => {
  it('is a menu button whose menu holds links, actions and checked choices in named groups', async () => {
    const { user, button } = await renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Veiksmai: O-1' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('menuitem', { name: 'Peržiūrėti' })).toHaveAttribute('href', '/admin/orders/o-1');
    const group = within(menu).getByRole('group', { name: 'Būsena' });
    expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((choice) => [choice.textContent, choice.getAttribute('aria-checked')]),
    ).toEqual([
      ['Apmokėtas', 'true'],
      ['Grąžintas', 'false'],
    ]);
    expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    expect(item('Peržiūrėti')).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End, wrapping at either end', async () => {
    const { user, button } = await renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(item('Peržiūrėti')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Siųsti patvirtinimą dar kartą')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Apmokėtas')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Grąžinti mokestį')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Peržiūrėti')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Grąžinti mokestį')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Peržiūrėti')).toHaveFocus();
  });

  it('opens on the last item with ArrowUp', async () => {
    const { user, button } = await renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Grąžinti mokestį')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, button, onSelect } = await renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('runs the chosen item from Enter or a click, closing first and returning focus', async () => {
    const { user, button, onSelect } = await renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(item('Grąžintas'));
    expect(button).toHaveFocus();
    expect(onSelect.mock.calls).toEqual([['refund'], ['refunded']]);
  });

  it('closes without choosing when focus or a click goes elsewhere', async () => {
    const { user, button, onSelect } = await renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Kitur' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
