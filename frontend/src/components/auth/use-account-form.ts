import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, ValidationError } from '../../lib/session/account-rules';
import { useFormValidation, type FormValidation } from './use-form-validation';

/** What a `TextField` needs to show one field of an account form and report its edits. */
export interface AccountFieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface AccountForm<Name extends string, Field extends string> extends FormValidation<Field> {
  values: Record<Name, string>;
  /** The props of the text field `name`, its error already translated. */
  field: (name: Name) => AccountFieldProps;
  /** Empties the form and hides its errors, so passwords do not linger once they have done their job. */
  clear: () => void;
}

/**
 * The text values of an account form with their validation. `rules` may name more fields than the text
 * ones, such as a checkbox the form keeps itself.
 */
export function useAccountForm<Name extends string, Field extends string = Name>(
  initial: Record<Name, string>,
  rules: (values: Record<Name, string>) => FieldErrors<Field>,
): AccountForm<Name, Field> {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const validation = useFormValidation(rules(values));
  const errors: Partial<Record<string, ValidationError>> = validation.errors;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };
  return {
    ...validation,
    values,
    field: (name) => {
      const error = errors[name];
      return { name, value: values[name], error: error && t(`auth.validation.${error}`), onChange };
    },
    clear: () => {
      setValues(initial);
      validation.reset();
    },
  };
}
