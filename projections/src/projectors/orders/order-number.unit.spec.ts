import { ORDER_NUMBER, orderNumberOf } from './order-number';

describe('orderNumberOf', () => {
  it('given an order id, when numbered, then it is the last 8 characters upper-case', () => {
    expect(orderNumberOf('0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f')).toBe('3C4D5E6F');
  });

  it('given a typed number in any case, then it reads as an order number, and a whole id does not', () => {
    expect(ORDER_NUMBER.test('3c4d5e6f')).toBe(true);
    expect(ORDER_NUMBER.test('0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f')).toBe(false);
  });
});
