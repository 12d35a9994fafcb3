import { screen, within } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { renderWithProviders } from '../../test/render';
import { FormDialog } from './FormDialog';

/** A page whose button opens the dialog; `submit` decides what each submission does. */
function Page({ submit }: { submit: (event: FormEvent<HTMLFormElement>, close: () => void) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Atšaukti užsakymą
      </button>
      {open && (
        <FormDialog
          title="Atšaukti užsakymą?"
          confirmLabel="Atšaukti užsakymą"
          cancelLabel="Grįžti"
          tone="danger"
          onSubmit={(event, close) => {
            event.preventDefault();
            submit(event, close);
          }}
          onClosed={() => {
            setOpen(false);
          }}
        >
          <label>
            Priežastis
            <input type="text" />
          </label>
        </FormDialog>
      )}
    </>
  );
}

describe('FormDialog', () => {
  beforeAll(installDialogPolyfill);

  it('sends its form on Enter or the confirm button, and stays open until told to close', async () => {
    let closing = false;
    const submitted: string[] = [];
    const { user } = await renderWithProviders(
      <Page
        submit={(_event, close) => {
          submitted.push('sent');
          if (closing) close();
        }}
      />,
    );
    const opener = screen.getByRole('button', { name: 'Atšaukti užsakymą' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Atšaukti užsakymą?' });
    expect(within(dialog).getByRole('textbox', { name: 'Priežastis' })).toHaveFocus();

    await user.keyboard('Klaida{Enter}');
    expect(submitted).toEqual(['sent']);
    expect(dialog).toBeInTheDocument();

    closing = true;
    await user.click(within(dialog).getByRole('button', { name: 'Atšaukti užsakymą' }));
    expect(submitted).toEqual(['sent', 'sent']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('steps back without sending, by its cancel button or Escape', async () => {
    const submitted: string[] = [];
    const { user } = await renderWithProviders(<Page submit={() => submitted.push('sent')} />);
    await user.click(screen.getByRole('button', { name: 'Atšaukti užsakymą' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Grįžti' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Atšaukti užsakymą' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitted).toEqual([]);
  });
});
