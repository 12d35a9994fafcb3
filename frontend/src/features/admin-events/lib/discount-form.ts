import type { DiscountType } from '../api/admin-events-api';
import { fromVilniusLocal, toVilniusLocal } from './vilnius-time';
import { typedCents } from '../../../lib/money/money';
import type { DiscountCodeRequest, DiscountCodeResponse } from '../../../lib/api-types/generated';

export interface DiscountFormValues {
  code: string;
  discountType: DiscountType;
  value: string;
  validFrom: string;
  validUntil: string;
  /** '' means unlimited. */
  usageLimit: string;
  ticketTypeIds: string[];
  isActive: boolean;
}

export type DiscountFormField = 'code' | 'value' | 'validFrom' | 'validUntil' | 'usageLimit';
/** i18n keys under `adminTickets.codeForm.errors`. */
export type DiscountFormError = 'code' | 'percent' | 'amount' | 'date' | 'validOrder' | 'usageLimit';

const CODE = /^[A-Z0-9_-]{3,32}$/;
const WHOLE = /^\d+$/;

export function newDiscountForm(now: Date, eventStart: string): DiscountFormValues {
  return {
    code: '',
    discountType: 'percent',
    value: '',
    validFrom: toVilniusLocal(now.toISOString()),
    validUntil: toVilniusLocal(eventStart),
    usageLimit: '',
    ticketTypeIds: [],
    isActive: true,
  };
}

export function discountFormOf(code: DiscountCodeResponse): DiscountFormValues {
  return {
    code: code.code,
    discountType: code.discount_type,
    value: String(code.value),
    validFrom: toVilniusLocal(code.valid_from),
    validUntil: toVilniusLocal(code.valid_until),
    usageLimit: code.usage_limit === null ? '' : String(code.usage_limit),
    ticketTypeIds: code.ticket_type_ids,
    isActive: code.is_active,
  };
}

export function validateDiscountForm(
  values: DiscountFormValues,
): Partial<Record<DiscountFormField, DiscountFormError>> {
  const errors: Partial<Record<DiscountFormField, DiscountFormError>> = {};
  if (!CODE.test(values.code.trim().toUpperCase())) errors.code = 'code';
  const value = values.value.trim();
  if (values.discountType === 'percent' && !(WHOLE.test(value) && Number(value) >= 1 && Number(value) <= 100)) {
    errors.value = 'percent';
  }
  if (values.discountType === 'fixed' && !((typedCents(value) ?? 0) > 0)) {
    errors.value = 'amount';
  }
  const from = fromVilniusLocal(values.validFrom);
  const until = fromVilniusLocal(values.validUntil);
  if (!from) errors.validFrom = 'date';
  if (!until) errors.validUntil = 'date';
  else if (from && Date.parse(until) <= Date.parse(from)) errors.validUntil = 'validOrder';
  if (values.usageLimit !== '' && !(WHOLE.test(values.usageLimit) && Number(values.usageLimit) >= 1)) {
    errors.usageLimit = 'usageLimit';
  }
  return errors;
}

/** Call only once `validateDiscountForm` found nothing. */
export function discountRequestOf(values: DiscountFormValues): DiscountCodeRequest {
  return {
    code: values.code.trim().toUpperCase(),
    discount_type: values.discountType,
    value: Number(values.value.trim().replace(',', '.')),
    valid_from: fromVilniusLocal(values.validFrom)!,
    valid_until: fromVilniusLocal(values.validUntil)!,
    usage_limit: values.usageLimit === '' ? null : Number(values.usageLimit),
    ticket_type_ids: values.ticketTypeIds,
    is_active: values.isActive,
  };
}
