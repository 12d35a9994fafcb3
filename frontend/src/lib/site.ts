/** Support contact details; shown verbatim in every language. */
export const SUPPORT_EMAIL = 'pagalba@bilietu-parduotuve.lt';
export const SUPPORT_PHONE = '+370 5 200 0000';
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`;
