import { emailProblemOf } from '../../../lib/email-address';

/** The buyer's details at checkout and their rules (docs/web.md, "Screen rules"). */
export interface BuyerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type BuyerField = keyof BuyerValues;

export const BUYER_FIELDS: BuyerField[] = ['firstName', 'lastName', 'email', 'phone'];

export const EMPTY_BUYER: BuyerValues = { firstName: '', lastName: '', email: '', phone: '' };

/** Keys under `checkout.validation`. */
export type BuyerError = 'firstNameRequired' | 'lastNameRequired' | 'emailRequired' | 'emailInvalid' | 'phoneRequired';

export function buyerErrors(values: BuyerValues): Record<BuyerField, BuyerError | undefined> {
  return {
    firstName: values.firstName.trim() === '' ? 'firstNameRequired' : undefined,
    lastName: values.lastName.trim() === '' ? 'lastNameRequired' : undefined,
    email: emailProblemOf(values.email),
    phone: values.phone.trim() === '' ? 'phoneRequired' : undefined,
  };
}
