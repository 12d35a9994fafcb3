import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { renderWithProviders } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

/** A page with a button that opens the dialog, as rows' menus do; `onClose` hears each decision. */
function Page({ onClose, withReason = false }: { onClose: (confirmed: boolean) => void; withReason?: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Grąžinti mokestį
      </button>
      {open && (
        <ConfirmDialog
          title="Grąžinti mokestį?"
          confirmLabel="Grąžinti"
          tone="danger"
          confirmDisabled={withReason && reason.trim() === ''}
          onClose={(confirmed) => {
            setOpen(false);
            onClose(confirmed);
          }}
        >
          <p>Pirkėjui bus grąžinta 25,50 €.</p>
          {withReason && (
            <label>
              Priežastis
              <textarea
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                }}
              />
            </label>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

async function openDialog(withReason = false) {
  const onClose = jest.fn();
  const rendered = await renderWithProviders(<Page onClose={onClose} withReason={withReason} />);
  const opener = screen.getByRole('button', { name: 'Grąžinti mokestį' });
  await rendered.user.click(opener);
  return { ...rendered, onClose, opener, dialog: screen.getByRole('dialog', { name: 'Grąžinti mokestį?' }) };
}

describe('ConfirmDialog', () => {
  beforeAll(installDialogPolyfill);

  it('is a named, described modal dialog that starts on its first button', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pirkėjui bus grąžinta 25,50 €.');
    expect(within(dialog).getByRole('button', { name: 'Atšaukti' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Grąžinti' })).toHaveClass('admin-dialog__danger');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const cancel = within(dialog).getByRole('button', { name: 'Atšaukti' });
    const confirm = within(dialog).getByRole('button', { name: 'Grąžinti' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('steps back on Escape, returning focus to the button that opened it', async () => {
    const { user, onClose, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose.mock.calls).toEqual([[false]]);
    expect(opener).toHaveFocus();
  });

  it('says which button closed it', async () => {
    const { user, onClose, opener, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Grąžinti' }));
    expect(onClose.mock.calls).toEqual([[false], [true]]);
    expect(opener).toHaveFocus();
  });

  it('holds fields of its own, such as a reason the confirm button waits for', async () => {
    const { user, onClose, dialog } = await openDialog(true);
    const reason = within(dialog).getByRole('textbox', { name: 'Priežastis' });
    expect(reason).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Grąžinti' });
    expect(confirm).toBeDisabled();
    await user.type(reason, 'Renginys atšauktas');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onClose.mock.calls).toEqual([[true]]);
  });

  it('names its cancel button in English', async () => {
    await renderWithProviders(<ConfirmDialog title="Remove?" children="Gone for good." onClose={jest.fn()} />, {
      language: 'en',
    });
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel']);
  });
});
