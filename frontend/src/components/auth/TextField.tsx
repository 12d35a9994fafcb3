import { useId, type InputHTMLAttributes, type Ref } from 'react';
import './TextField.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Also the key `useFormValidation` focuses the field by. */
  name: string;
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  /** A standing explanation, such as the password's minimum length. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input of the account forms whose hint and error are tied to it for assistive technology. */
export function TextField({ name, label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
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
        aria-invalid={error ? true : undefined}
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
