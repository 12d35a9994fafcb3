import { useId, type ReactNode } from 'react';
import './admin-refunds.css';

/** What the control inside a field needs to be tied to its label, hint and error. */
export interface RefundFieldControl {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface RefundFieldProps {
  label: string;
  /** Shown under the control and read out with it; marks the control invalid. */
  error?: string;
  hint?: string;
  children: (control: RefundFieldControl) => ReactNode;
}

/** A labelled field of the refund page's forms. */
export function RefundField({ label, error, hint, children }: RefundFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="refund-form__field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: 'admin-field__control',
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="refund-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="refund-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface RefundCheckboxProps {
  label: string;
  error?: string;
  children: (control: Omit<RefundFieldControl, 'className'>) => ReactNode;
}

/** A checkbox with its label beside it and, when it must be ticked, why. */
export function RefundCheckbox({ label, error, children }: RefundCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="refund-form__check">
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="refund-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
