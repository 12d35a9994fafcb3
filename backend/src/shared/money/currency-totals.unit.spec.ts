import { shopCurrencyFirst } from './currency-totals';

const nothing = (currency: string) => ({ currency, cents: 0 });

describe('shopCurrencyFirst', () => {
  it('lists the shop’s currency first, then the others alphabetically, none added to another', () => {
    const rows = [
      { currency: 'USD', cents: 5000 },
      { currency: 'EUR', cents: 10968 },
      { currency: 'GBP', cents: 100 },
    ];
    expect(shopCurrencyFirst(rows, 'EUR', nothing)).toEqual([
      { currency: 'EUR', cents: 10968 },
      { currency: 'GBP', cents: 100 },
      { currency: 'USD', cents: 5000 },
    ]);
  });

  it('keeps the shop’s currency at zero when only another one sold, and alone when nothing did', () => {
    expect(shopCurrencyFirst([{ currency: 'USD', cents: 5000 }], 'EUR', nothing)).toEqual([
      { currency: 'EUR', cents: 0 },
      { currency: 'USD', cents: 5000 },
    ]);
    expect(shopCurrencyFirst([], 'USD', nothing)).toEqual([{ currency: 'USD', cents: 0 }]);
  });
});
