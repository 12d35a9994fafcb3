import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldErrorOn } from '../../lib/field-errors';

/**
 * FormDialog's `onSubmit` for a form the server may refuse field by field: `send` resolves with the
 * refusals. None closes the dialog; any are shown on their fields, and the dialog stays open to fix them.
 */
export function submitWithRefusals<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'handleSubmit' | 'setError'>,
  send: (values: Values) => Promise<FieldErrorOn<Path<Values>>[]>,
): (event: FormEvent<HTMLFormElement>, close: () => void) => void {
  return (event, close) =>
    void form.handleSubmit(async (values) => {
      const refused = await send(values);
      if (refused.length === 0) close();
      for (const { field, message } of refused) form.setError(field, { type: 'server', message });
    })(event);
}

/** What a dialog sent with `submitWithRefusals` takes from its page, beside what it shows. */
export interface RefusableDialogProps<Values> {
  /** Sends the values; resolves with the server's refusals of the dialog's fields, [] once it may close. */
  onSubmit: (values: Values) => Promise<FieldErrorOn<Extract<keyof Values, string>>[]>;
  /** The dialog has closed: sent, or stepped back from. */
  onClosed: () => void;
}
