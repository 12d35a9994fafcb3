import { useId, type ReactNode } from 'react';

/** What the control inside a field needs to be tied to its label, hint and error. */
interface FormFieldControl {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** Shown under the control and read out with it; marks the control invalid. */
  error?: string;
  hint?: string;
  children: (control: FormFieldControl) => ReactNode;
}

/**
 * A labelled field of an admin form. The control is rendered by the caller (an input, a select, a
 * textarea registered with react-hook-form), so the field only ties label, hint and error to it.
 */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-form__field">
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
        <p id={hintId} className="admin-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="admin-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface FormCheckboxProps {
  label: string;
  error?: string;
  children: (control: Omit<FormFieldControl, 'className'>) => ReactNode;
}

/** A checkbox with its label beside it and, when it must be ticked, why. */
export function FormCheckbox({ label, error, children }: FormCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="admin-form__check">
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="admin-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
