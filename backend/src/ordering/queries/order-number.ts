/** What people read and type: the order id's last 8 characters, upper-case (SPEC §9). */
export const orderNumberOf = (orderId: string): string => orderId.slice(-8).toUpperCase();

export const ORDER_NUMBER = /^[0-9A-F]{8}$/i;
