import { useId, type ReactNode } from 'react';
import './admin-orders.css';

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface OrderFieldProps {
  label: string;
  /** Shown under the control and read out with it. */
  error?: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled field of the orders screens' forms, its error tied to the control for screen readers. */
export function OrderField({ label, error, hint, children }: OrderFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="order-form__field">
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
        <p id={hintId} className="order-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="order-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
