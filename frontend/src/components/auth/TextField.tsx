import { useId, type InputHTMLAttributes, type Ref } from 'react';
import './TextField.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Also the key `useFormValidation` focuses the field by. */
  name: string;
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  /** Marks the field invalid when what is wrong is said elsewhere, such as a message the form shares. */
  invalid?: boolean;
  /** The id of that message elsewhere, announced with the field while it is invalid. */
  errorId?: string;
  /** A standing explanation, such as the password's minimum length. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error (its own, or one it shares) are tied to it for assistive technology. */
export function TextField({
  name,
  label,
  error,
  invalid = false,
  errorId: sharedErrorId,
  hint,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedById = error ? errorId : invalid ? sharedErrorId : undefined;
  const describedBy = [hint ? hintId : '', describedById ?? ''].filter(Boolean).join(' ');
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
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
