import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog';
import './admin-kit.css';

interface FormDialogProps {
  title: string;
  /** What the decision means, and the fields it asks for (FormField, FormCheckbox). */
  children: ReactNode;
  confirmLabel: string;
  /** The button that steps back; "Atšaukti" unless named. */
  cancelLabel?: string;
  /** Something that cannot be undone: the confirm button is red. */
  tone?: 'danger';
  /** The confirm button waits: a required field is still empty or wrong, or the change is on its way. */
  confirmDisabled?: boolean;
  /**
   * The form was submitted: react-hook-form's `handleSubmit`, which calls `close` once the change went
   * through. A dialog whose fields the server refused stays open to show why on them.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>, close: () => void) => void;
  /** Called once the dialog has closed, by `close`, its cancel button or Escape. */
  onClosed: () => void;
}

/** Asks before a change that needs a few fields filled in: a modal form that holds focus until sent or left. */
export function FormDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone,
  confirmDisabled = false,
  onSubmit,
  onClosed,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const { dialogProps, close } = useModalDialog(onClosed);
  return (
    <dialog {...dialogProps} className="admin-dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <form
        noValidate
        onSubmit={(event) => {
          onSubmit(event, close);
        }}
      >
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <div id={textId} className="admin-dialog__body">
          {children}
        </div>
        <div className="admin-dialog__buttons">
          <button type="button" className="button button--secondary" onClick={close}>
            {cancelLabel ?? t('admin.kit.cancel')}
          </button>
          <button
            type="submit"
            className={`button${tone === 'danger' ? ' admin-dialog__danger' : ''}`}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
