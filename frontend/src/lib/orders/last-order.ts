import { orderNumberOf } from './order-number';

/**
 * The order just placed, kept for this tab so the payment result page can check it without asking the
 * buyer for the e-mail address again.
 */
export interface LastOrder {
  orderId: string;
  email: string;
}

const LAST_ORDER_STORAGE_KEY = 'last-order';

export function rememberLastOrder(order: LastOrder): void {
  try {
    window.sessionStorage.setItem(LAST_ORDER_STORAGE_KEY, JSON.stringify(order));
  } catch {
    // Without storage the result page asks for the address instead.
  }
}

function readLastOrder(): LastOrder | undefined {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(LAST_ORDER_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { orderId, email } = value as Record<string, unknown>;
    return typeof orderId === 'string' && typeof email === 'string' && email !== '' ? { orderId, email } : undefined;
  } catch {
    return undefined;
  }
}

/** The e-mail kept for this order, whether it is named by its id or by its 8-character number. */
export function lastOrderEmailFor(id: string): string | undefined {
  const last = readLastOrder();
  if (!last) return undefined;
  const wanted = id.trim().toUpperCase();
  return last.orderId.toUpperCase() === wanted || orderNumberOf(last.orderId) === wanted ? last.email : undefined;
}
