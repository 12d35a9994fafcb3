import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusablesIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A native modal dialog opened on mount. The browser already keeps focus inside a modal, closes it on
 * Escape and gives focus back; this says so itself as well, so the behaviour does not hang on one
 * browser's version of it: focus starts on the first control, Tab wraps within the dialog, Escape closes,
 * and focus returns to what had it before.
 */
export function useModalDialog(onClosed: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Effects run twice in development; a second showModal on an open dialog throws in older browsers.
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement;
    dialog.showModal();
    focusablesIn(dialog)[0]?.focus();
  }, []);

  const close = () => {
    dialogRef.current?.close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const all = focusablesIn(event.currentTarget);
    const first = all[0];
    const last = all.at(-1);
    const leavingAt = event.shiftKey ? first : last;
    if (!first || !last || document.activeElement === leavingAt) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };

  const onClose = () => {
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    onClosed();
  };

  return { dialogProps: { ref: dialogRef, 'aria-modal': true, onKeyDown, onClose }, close };
}
