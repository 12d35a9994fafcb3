import {
  clearCheckoutSelection,
  parseCheckoutSelection,
  readCheckoutSelection,
  storeCheckoutSelection,
} from './checkout-selection';

describe('checkout selection', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('keeps only positive whole quantities', () => {
    expect(
      parseCheckoutSelection({ eventId: 'evt-1', tickets: { a: 2, b: 0, c: -1, d: 1.5, e: '3' }, totalAmount: 10 }),
    ).toEqual({ eventId: 'evt-1', tickets: { a: 2 }, totalAmount: 10 });
  });

  it('counts anything without a ticket or an event as no selection', () => {
    expect(parseCheckoutSelection({ eventId: 'evt-1', tickets: { a: 0 } })).toBeUndefined();
    expect(parseCheckoutSelection({ eventId: '', tickets: { a: 1 } })).toBeUndefined();
    expect(parseCheckoutSelection({ tickets: { a: 1 } })).toBeUndefined();
    expect(parseCheckoutSelection(null)).toBeUndefined();
    expect(parseCheckoutSelection('evt-1')).toBeUndefined();
  });

  it('round-trips through session storage and is gone once cleared', () => {
    const selection = { eventId: 'evt-1', tickets: { a: 1 }, totalAmount: 29.99 };
    storeCheckoutSelection(selection);
    expect(readCheckoutSelection()).toEqual(selection);
    clearCheckoutSelection();
    expect(readCheckoutSelection()).toBeUndefined();
  });

  it('ignores what is not JSON', () => {
    window.sessionStorage.setItem('checkout-selection', '{broken');
    expect(readCheckoutSelection()).toBeUndefined();
  });
});
