import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from '../../../../components/admin/use-modal-dialog';
import './FormDialog.css';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  closeLabel: string;
  busy: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
  /** Resolves true once saved, which closes the dialog. */
  onSubmit: () => Promise<boolean>;
  /** Called once the dialog has closed: saved, its close button or Escape. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in the admin kit's modal dialog: focus stays inside, Escape closes it and focus goes back to the
 * button that opened it. A saved form closes the dialog too rather than being unmounted open, which
 * would leave focus nowhere.
 */
export function FormDialog({
  title,
  submitLabel,
  closeLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const { dialogProps, close } = useModalDialog(onClose);
  // One submission at a time, and none once saved: a second click before React re-renders (or while the
  // dialog closes) would send the form again and make a second ticket type or code.
  const sending = useRef<'idle' | 'sending' | 'saved'>('idle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current !== 'idle') return;
    sending.current = 'sending';
    void onSubmit().then((saved) => {
      sending.current = saved ? 'saved' : 'idle';
      if (saved) close();
    });
  };

  return (
    <dialog {...dialogProps} className="form-dialog" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <h2 id={titleId} className="form-dialog__title">
          {title}
        </h2>
        {error && (
          <p className="form-dialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="form-dialog__fields">{children}</div>
        <div className="form-dialog__buttons">
          <button type="button" className="button button--secondary" onClick={close}>
            {closeLabel}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
