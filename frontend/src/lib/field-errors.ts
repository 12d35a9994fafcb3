export interface FieldError {
  field: string;
  message: string;
}

function isFieldError(entry: unknown): entry is FieldError {
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
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('errors' in data) || !Array.isArray(data.errors)) return [];
  return (data.errors as unknown[]).filter(isFieldError);
}
