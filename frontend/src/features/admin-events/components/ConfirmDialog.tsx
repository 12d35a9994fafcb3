import { useEffect, useId, useRef, type ReactNode } from 'react';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The button that goes ahead; without it the dialog only informs. */
  confirmLabel?: string;
  closeLabel: string;
  /** Called once the dialog has closed, by its buttons or Escape; `confirmed` only by the confirm button. */
  onClose: (confirmed: boolean) => void;
}

/**
 * Asks before something that cannot be undone. A native modal dialog: the browser keeps focus inside,
 * closes it on Escape and returns focus to the button that opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, closeLabel, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Effects run twice in development; a second showModal on an open dialog throws in older browsers.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = (confirm: boolean) => {
    confirmed.current = confirm;
    dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => {
        onClose(confirmed.current);
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={textId} className="confirm-dialog__text">
        {children}
      </div>
      <div className="confirm-dialog__buttons">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            close(false);
          }}
        >
          {closeLabel}
        </button>
        {confirmLabel && (
          <button
            type="button"
            className="button confirm-dialog__confirm"
            onClick={() => {
              close(true);
            }}
          >
            {confirmLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}
