import { useState } from 'react';
import type { FieldErrors } from '../../lib/session/account-rules';

export interface FormValidation<Field extends string> {
  /** The errors to show: none before the first submit, then the current ones. */
  errors: Partial<FieldErrors<Field>>;
  /**
   * Call on submit: true when the form may be sent; otherwise the errors appear and the first invalid
   * field takes the focus, so keyboard and screen-reader users land on what needs fixing.
   */
  validate: (form: HTMLFormElement) => boolean;
  /** Hides the errors again, for a form emptied after a successful send. */
  reset: () => void;
}

/**
 * Errors are derived from the values rather than stored, so after a first submit every keystroke
 * re-checks and a fixed field's message disappears at once. Fields are named by their `name` attribute,
 * in the order `rules` lists them.
 */
export function useFormValidation<Field extends string>(rules: FieldErrors<Field>): FormValidation<Field> {
  const [attempted, setAttempted] = useState(false);
  return {
    errors: attempted ? rules : {},
    validate: (form) => {
      setAttempted(true);
      const firstInvalid = Object.entries(rules).find(([, error]) => error !== undefined)?.[0];
      if (firstInvalid === undefined) return true;
      const field = form.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return false;
    },
    reset: () => {
      setAttempted(false);
    },
  };
}
