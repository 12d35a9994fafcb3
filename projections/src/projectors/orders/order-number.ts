/**
 * What people read and type for an order: its id's last 8 characters, upper-case. Mails, PDFs, payment
 * references, error messages and the orders read model all print this one form, so a buyer's typed number
 * finds the order the back office shows.
 */
export const orderNumberOf = (orderId: string): string => orderId.slice(-8).toUpperCase();

/** A typed reference that is an order number rather than a whole id. */
export const ORDER_NUMBER = /^[0-9A-F]{8}$/i;
