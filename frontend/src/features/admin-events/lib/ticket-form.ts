import type { Currency } from '../../../lib/money/money';
import { fromVilniusLocal, toVilniusLocal } from './vilnius-time';
import { majorFromCents, typedCents } from '../../../lib/money/money';
import type { AdminTicketTypeResponse, TicketTypeRequest } from '../../../lib/api-types/generated';

/** The ticket form as typed: text inputs, dates in Vilnius wall-clock time. */
export interface TicketFormValues {
  nameLt: string;
  nameEn: string;
  descriptionLt: string;
  descriptionEn: string;
  price: string;
  currency: Currency;
  quantity: string;
  maxPerOrder: string;
  saleStart: string;
  saleEnd: string;
  isActive: boolean;
}

export type TicketFormField = 'nameLt' | 'nameEn' | 'price' | 'quantity' | 'maxPerOrder' | 'saleStart' | 'saleEnd';
/** i18n keys under `adminTickets.ticketForm.errors`. */
export type TicketFormError =
  'nameRequired' | 'price' | 'quantity' | 'belowSold' | 'maxPerOrder' | 'date' | 'saleOrder';

export function newTicketForm(now: Date, eventStart: string): TicketFormValues {
  return {
    nameLt: '',
    nameEn: '',
    descriptionLt: '',
    descriptionEn: '',
    price: '',
    currency: 'EUR',
    quantity: '100',
    maxPerOrder: '10',
    saleStart: toVilniusLocal(now.toISOString()),
    saleEnd: toVilniusLocal(eventStart),
    isActive: true,
  };
}

export function ticketFormOf(ticketType: AdminTicketTypeResponse): TicketFormValues {
  return {
    nameLt: ticketType.name.lt,
    nameEn: ticketType.name.en,
    descriptionLt: ticketType.description.lt,
    descriptionEn: ticketType.description.en,
    price: String(ticketType.price),
    currency: ticketType.currency,
    quantity: String(ticketType.quantity),
    maxPerOrder: String(ticketType.max_per_order),
    saleStart: toVilniusLocal(ticketType.sale_start_date),
    saleEnd: toVilniusLocal(ticketType.sale_end_date),
    isActive: ticketType.is_active,
  };
}

const WHOLE = /^\d+$/;

/** Both names, price, quantity ≥ 1 (never below what is sold), sale dates required (docs/web.md, "Screen rules"). */
export function validateTicketForm(
  values: TicketFormValues,
  quantitySold: number,
): Partial<Record<TicketFormField, TicketFormError>> {
  const errors: Partial<Record<TicketFormField, TicketFormError>> = {};
  if (values.nameLt.trim() === '') errors.nameLt = 'nameRequired';
  if (values.nameEn.trim() === '') errors.nameEn = 'nameRequired';
  if (typedCents(values.price) === undefined) errors.price = 'price';
  const quantity = Number(values.quantity);
  if (!WHOLE.test(values.quantity) || quantity < 1) errors.quantity = 'quantity';
  else if (quantity < quantitySold) errors.quantity = 'belowSold';
  if (!WHOLE.test(values.maxPerOrder) || Number(values.maxPerOrder) < 1 || Number(values.maxPerOrder) > 100) {
    errors.maxPerOrder = 'maxPerOrder';
  }
  const start = fromVilniusLocal(values.saleStart);
  const end = fromVilniusLocal(values.saleEnd);
  if (!start) errors.saleStart = 'date';
  if (!end) errors.saleEnd = 'date';
  else if (start && Date.parse(end) <= Date.parse(start)) errors.saleEnd = 'saleOrder';
  return errors;
}

/** Call only once `validateTicketForm` found nothing. */
export function ticketRequestOf(values: TicketFormValues): TicketTypeRequest {
  return {
    name: { lt: values.nameLt.trim(), en: values.nameEn.trim() },
    description: { lt: values.descriptionLt.trim(), en: values.descriptionEn.trim() },
    price: majorFromCents(typedCents(values.price) ?? 0),
    currency: values.currency,
    quantity: Number(values.quantity),
    max_per_order: Number(values.maxPerOrder),
    sale_start_date: fromVilniusLocal(values.saleStart)!,
    sale_end_date: fromVilniusLocal(values.saleEnd)!,
    is_active: values.isActive,
  };
}
