// Deliberately loose, like the account forms: one "@" between non-empty parts and a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Keys under `checkout.validation`, or undefined for an address worth sending. */
export function emailProblemOf(email: string): 'emailRequired' | 'emailInvalid' | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  return EMAIL_PATTERN.test(trimmed) ? undefined : 'emailInvalid';
}
