/**
 * What the ticket selection hands to the checkout: quantities by ticket type id (only those
 * chosen) and the total. It travels as router state and is kept in sessionStorage, so a reload of
 * /checkout still has it. Shared by the events feature (which writes it) and the checkout (which reads
 * and, once the buyer is on the way to pay, clears it).
 */
export interface CheckoutSelection {
  eventId: string;
  tickets: Record<string, number>;
  totalAmount: number;
}

const CHECKOUT_SELECTION_STORAGE_KEY = 'checkout-selection';

export function storeCheckoutSelection(selection: CheckoutSelection): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_SELECTION_STORAGE_KEY, JSON.stringify(selection));
  } catch {
    // Storage can be disabled or full; the router state still carries the selection to the checkout.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A selection worth checking out, or undefined: router state and storage are whatever the browser kept,
 * so anything malformed, or without a single ticket, counts as no selection. Only positive whole
 * quantities are kept.
 */
export function parseCheckoutSelection(value: unknown): CheckoutSelection | undefined {
  if (!isRecord(value) || typeof value.eventId !== 'string' || value.eventId === '' || !isRecord(value.tickets)) {
    return undefined;
  }
  const tickets = Object.fromEntries(
    Object.entries(value.tickets).filter(
      (entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) > 0,
    ),
  );
  if (Object.keys(tickets).length === 0) return undefined;
  const totalAmount = typeof value.totalAmount === 'number' ? value.totalAmount : 0;
  return { eventId: value.eventId, tickets, totalAmount };
}

export function readCheckoutSelection(): CheckoutSelection | undefined {
  try {
    const stored = window.sessionStorage.getItem(CHECKOUT_SELECTION_STORAGE_KEY);
    return stored === null ? undefined : parseCheckoutSelection(JSON.parse(stored));
  } catch {
    return undefined;
  }
}

export function clearCheckoutSelection(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_SELECTION_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
