import { useState, type ChangeEvent, type FocusEvent } from 'react';
import {
  BUYER_FIELDS,
  buyerErrors,
  EMPTY_BUYER,
  type BuyerError,
  type BuyerField,
  type BuyerValues,
} from './buyer-form';

/**
 * The buyer form's values and the errors to show: a field's error appears once it has been left or the
 * form submitted, and is derived from the value, so fixing the field removes it at once.
 */
export function useBuyerForm() {
  const [values, setValues] = useState<BuyerValues>(EMPTY_BUYER);
  const [touched, setTouched] = useState<Partial<Record<BuyerField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const rules = buyerErrors(values);
  const errors = Object.fromEntries(
    BUYER_FIELDS.map((field) => [field, attempted || touched[field] ? rules[field] : undefined]),
  ) as Record<BuyerField, BuyerError | undefined>;

  return {
    values,
    errors,
    change: (event: ChangeEvent<HTMLInputElement>) => {
      const { name, value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    blur: (event: FocusEvent<HTMLInputElement>) => {
      const { name } = event.target;
      setTouched((current) => ({ ...current, [name]: true }));
    },
    /** On submit: true when every field is valid; otherwise all errors show and the first invalid field takes the focus. */
    validate: (form: HTMLFormElement): boolean => {
      setAttempted(true);
      const firstInvalid = BUYER_FIELDS.find((field) => rules[field] !== undefined);
      if (firstInvalid === undefined) return true;
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return false;
    },
  };
}
