import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../api/admin-orders-api';
import type { OrderFilters } from '../../../lib/api-types/generated';

export interface OrderListParams {
  /** Trimmed; empty means no search. */
  search: string;
  /** Undefined means every status; 'all' and unknown values both read as that. */
  status: OrderStatus | undefined;
  payment_status: PaymentStatus | undefined;
  payment_method: PaymentMethod | undefined;
  /** `YYYY-MM-DD` in Vilnius; empty means no bound. */
  date_from: string;
  date_to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  values.find((option) => option === value);

const dayOf = (value: string | null): string => (value !== null && DAY.test(value) ? value : '');

/** Reads the list's state from the address; anything unusable falls back to no filter and the first page. */
export function readOrderListParams(searchParams: URLSearchParams): OrderListParams {
  const page = Number(searchParams.get('page'));
  return {
    search: (searchParams.get('search') ?? '').trim(),
    status: oneOf(ORDER_STATUSES, searchParams.get('status')),
    payment_status: oneOf(PAYMENT_STATUSES, searchParams.get('payment_status')),
    payment_method: oneOf(PAYMENT_METHODS, searchParams.get('payment_method')),
    date_from: dayOf(searchParams.get('date_from')),
    date_to: dayOf(searchParams.get('date_to')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for a list state, leaving out defaults so shared links stay short. */
export function orderListSearchParams(params: OrderListParams): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(orderFiltersOf(params))) searchParams.set(key, value);
  if (params.page > 1) searchParams.set('page', String(params.page));
  return searchParams;
}

/** The filters as the API takes them, for the list and its export alike: only those in force. */
export function orderFiltersOf({
  search,
  status,
  payment_status,
  payment_method,
  date_from,
  date_to,
}: OrderListParams): OrderFilters {
  return {
    ...(search && { search }),
    ...(status && { status }),
    ...(payment_status && { payment_status }),
    ...(payment_method && { payment_method }),
    ...(date_from && { date_from }),
    ...(date_to && { date_to }),
  };
}
