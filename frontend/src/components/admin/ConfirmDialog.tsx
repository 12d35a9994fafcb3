import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog';
import './admin-kit.css';

interface ConfirmDialogProps {
  title: string;
  /** What the decision means; may hold fields of its own, such as a reason to give. */
  children: ReactNode;
  /** The button that goes ahead; without it the dialog only informs. */
  confirmLabel?: string;
  /** The button that steps back; "Atšaukti" unless named. */
  cancelLabel?: string;
  /** Something that cannot be undone: the confirm button is red. */
  tone?: 'danger';
  /** The confirm button waits, e.g. until a required reason is given. */
  confirmDisabled?: boolean;
  /** Called once the dialog has closed, by its buttons or Escape; `confirmed` only by the confirm button. */
  onClose: (confirmed: boolean) => void;
}

/** Asks before a change: a modal dialog that holds focus until the administrator decides. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone,
  confirmDisabled = false,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const confirmed = useRef(false);
  const { dialogProps, close } = useModalDialog(() => {
    onClose(confirmed.current);
  });

  const decide = (confirm: boolean) => {
    confirmed.current = confirm;
    close();
  };

  return (
    <dialog {...dialogProps} className="admin-dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className="admin-dialog__title">
        {title}
      </h2>
      <div id={textId} className="admin-dialog__body">
        {children}
      </div>
      <div className="admin-dialog__buttons">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            decide(false);
          }}
        >
          {cancelLabel ?? t('admin.kit.cancel')}
        </button>
        {confirmLabel && (
          <button
            type="button"
            className={`button${tone === 'danger' ? ' admin-dialog__danger' : ''}`}
            disabled={confirmDisabled}
            onClick={() => {
              decide(true);
            }}
          >
            {confirmLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}
