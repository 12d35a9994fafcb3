import type { ParseKeys, TFunction } from 'i18next';

/** What to say of a reason left empty, and of one over the limit (given the limit as `max`). */
export interface ReasonMessages {
  required: ParseKeys;
  tooLong: ParseKeys;
}

/**
 * react-hook-form's `validate` for a reason the API requires and takes up to `max` characters of,
 * counted after trimming as the API does.
 */
export function reasonValidator(t: TFunction, messages: ReasonMessages, max: number) {
  return (typed: string): string | true => {
    const reason = typed.trim();
    if (reason === '') return t(messages.required);
    if (reason.length > max) return t(messages.tooLong, { max });
    return true;
  };
}
