import { useId, type InputHTMLAttributes } from 'react';
import '../../../components/auth/TextField.css';

interface LookupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  hint?: string;
  /** Marks the field invalid. */
  invalid: boolean;
  /** The id of the message that explains what is wrong, which may be shared by several fields. */
  errorId?: string;
}

/** A labelled input whose error message may be the form's own, shared with another field. */
export function LookupField({ name, label, hint, invalid, errorId, ...input }: LookupFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', invalid && errorId ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className="text-field__input"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
