/** Support contact details the shop shows until its settings say otherwise; shown verbatim in every language. */
export const SUPPORT_EMAIL = 'pagalba@bilietu-parduotuve.lt';
export const SUPPORT_PHONE = '+370 5 200 0000';

/** A `tel:` address for a phone number as people write it (spaces, dashes, brackets). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
