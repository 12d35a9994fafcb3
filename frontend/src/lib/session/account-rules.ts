/**
 * The account forms' rules (docs/web.md, "Screen rules"), shared by the sign-in pages and the profile.
 * Each check answers the key of its message under `auth.validation`, or undefined when the value is fine.
 */

/** A password's fewest characters; the server applies the same minimum (docs/identity.md, "Accounts"). */
const PASSWORD_MIN_LENGTH = 8;

export type ValidationError =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'confirmationRequired'
  | 'passwordsDiffer'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'currentPasswordRequired'
  | 'termsRequired';

/** A form's errors by field name; an undefined entry is a valid field. */
export type FieldErrors<Field extends string> = Record<Field, ValidationError | undefined>;

// Deliberately loose: one "@" between non-empty parts and a dot in the domain. The server decides the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): ValidationError | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  return EMAIL_PATTERN.test(trimmed) ? undefined : 'emailInvalid';
}

export function newPasswordError(password: string): ValidationError | undefined {
  if (password === '') return 'passwordRequired';
  return password.length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : undefined;
}

export function confirmationError(password: string, confirmation: string): ValidationError | undefined {
  if (confirmation === '') return 'confirmationRequired';
  return confirmation === password ? undefined : 'passwordsDiffer';
}

/** `error` when the value is empty or only spaces. */
export function requiredError(value: string, error: ValidationError): ValidationError | undefined {
  return value.trim() === '' ? error : undefined;
}
