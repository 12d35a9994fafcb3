import { makeTicketType } from '../../../test/fixtures';
import { checkoutSelectionOf } from './checkout-selection';
import { orderLinesOf, quantityOf, totalCentsOf } from './order-lines';
import { maxQuantityOf } from './ticket-availability';

describe('ticket quantities', () => {
  it('allow up to the per-order limit or the tickets left, whichever is lower', () => {
    expect(maxQuantityOf(makeTicketType({ maxPerOrder: 4, available: 100 }))).toBe(4);
    expect(maxQuantityOf(makeTicketType({ maxPerOrder: 10, available: 3 }))).toBe(3);
  });

  it('allow none of a type that is not on sale or sold out', () => {
    expect(maxQuantityOf(makeTicketType({ onSale: false, available: 50 }))).toBe(0);
    expect(maxQuantityOf(makeTicketType({ onSale: true, available: 0 }))).toBe(0);
  });

  it('cap a chosen quantity at what may be bought now', () => {
    expect(quantityOf(makeTicketType({ id: 'a', available: 2 }), { a: 5 })).toBe(2);
    expect(quantityOf(makeTicketType({ id: 'a' }), {})).toBe(0);
  });

  it('add up in whole cents and hand over only the chosen types', () => {
    const standard = makeTicketType({ id: 'standard', price: 29.99 });
    const vip = makeTicketType({ id: 'vip', price: 0.1 });
    const unused = makeTicketType({ id: 'unused', price: 5 });
    const lines = orderLinesOf([standard, vip, unused], { standard: 3, vip: 3, unused: 0 });
    expect(lines.map(({ ticketType, quantity }) => [ticketType.id, quantity])).toEqual([
      ['standard', 3],
      ['vip', 3],
    ]);
    expect(totalCentsOf(lines)).toBe(9027);
    expect(checkoutSelectionOf('evt-1', lines)).toEqual({
      eventId: 'evt-1',
      tickets: { standard: 3, vip: 3 },
      totalAmount: 90.27,
    });
  });
});
