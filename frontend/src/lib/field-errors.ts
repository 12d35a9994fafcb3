import type { FieldErrorResponse } from './api-types/generated';

/** A field error on one of a form's fields. */
export interface FieldErrorOn<Field extends string> extends FieldErrorResponse {
  field: Field;
}

function isFieldError(entry: unknown): entry is FieldErrorResponse {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    'field' in entry &&
    typeof entry.field === 'string' &&
    'message' in entry &&
    typeof entry.message === 'string'
  );
}

/** The `errors[]` of an error answered in the shop's shape (`{ statusCode, message, errors[] }`); [] otherwise. */
export function fieldErrorsOf(error: unknown): FieldErrorResponse[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('errors' in data) || !Array.isArray(data.errors)) return [];
  return (data.errors as unknown[]).filter(isFieldError);
}

/**
 * The errors of an answer that name one of a form's fields, to show on them; [] when it names none,
 * and the failure is the whole change's, said above or instead of the form.
 */
export function fieldErrorsOn<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrorOn<Field>[] {
  return fieldErrorsOf(error).flatMap(({ field, message }) => {
    const known = fields.find((name) => name === field);
    return known ? [{ field: known, message }] : [];
  });
}
