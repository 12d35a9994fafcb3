import type { CatalogEventEvent, DiscountCodeDetails, TicketTypeDetails } from '@ticketshop/projections';
import { eventDetails, ticketTypeDetails } from '@ticketshop/projections/testing';
import { refusalCode } from '../../testing/domain-errors';
import {
  evolve,
  initialCatalogEventState,
  type ExistingCatalogEvent,
} from '../../catalog/domain/catalog-event.decider';
import { priceOrder, type PricedOrder, type TicketRequest } from './pricing';

const catalogEventId = 'event-1';
/** The event starts 2027-06-01T16:00Z; its ticket types are on sale from 2026 until then. */
const onSaleAt = '2027-03-01T12:00:00.000Z';

const on = <E extends CatalogEventEvent>(type: E['type'], data: object = {}): CatalogEventEvent =>
  ({ type, data: { catalogEventId, ...data } }) as CatalogEventEvent;
const drafted = on('CatalogEventDrafted', { details: eventDetails(), images: [] });
const published = on('CatalogEventPublished');
const typeAdded = (ticketTypeId: string, overrides: Partial<TicketTypeDetails> = {}) =>
  on('TicketTypeAdded', { ticketTypeId, details: ticketTypeDetails(overrides) });
const codeCreated = (discountCodeId: string, overrides: Partial<DiscountCodeDetails> = {}) =>
  on('DiscountCodeCreated', {
    discountCodeId,
    details: {
      code: 'VASARA15',
      discountType: 'percent',
      amount: 15,
      currency: 'EUR',
      validFrom: '2027-01-01T00:00:00.000Z',
      validUntil: '2027-06-01T00:00:00.000Z',
      usageLimit: 100,
      ticketTypeIds: [],
      isActive: true,
      ...overrides,
    } satisfies DiscountCodeDetails,
  });

const standard = typeAdded('tt-standard', {
  name: { lt: 'Standartinis', en: 'Standard' },
  priceCents: 2500,
});
const vip = typeAdded('tt-vip', { name: { lt: 'VIP', en: 'VIP' }, priceCents: 4000, maxPerOrder: 4 });
const onSale = [drafted, standard, vip, published];
const line = (ticketTypeId: string, quantity: number, unitPriceCents: number, discountCents = 0) => ({
  ticketTypeId,
  name: ticketTypeId === 'tt-vip' ? { lt: 'VIP', en: 'VIP' } : { lt: 'Standartinis', en: 'Standard' },
  quantity,
  unitPriceCents,
  discountCents,
});

interface Request {
  tickets: TicketRequest[];
  discountCode?: string | null;
}

/** The catalog event as the catalog decider folds these events. */
function catalogOf(...past: CatalogEventEvent[]): ExistingCatalogEvent {
  const catalog = past.reduce(evolve, initialCatalogEventState);
  if (catalog.status === 'none' || catalog.status === 'deleted') throw new Error('given no catalog event');
  return catalog;
}

/** given the catalog event these events make, when this order is priced, then this price (or this refusal). */
function given(...past: CatalogEventEvent[]) {
  const catalog = catalogOf(...past);
  return {
    when: (request: Request, { now = onSaleAt, feePercent = 0 }: { now?: string; feePercent?: number } = {}) => {
      const price = () => priceOrder(catalog, request, new Date(now), feePercent);
      const failure = () => {
        try {
          price();
        } catch (error) {
          return error;
        }
        throw new Error('expected a refusal');
      };
      return {
        then: (expected: Partial<PricedOrder>) => expect(price()).toMatchObject(expected),
        thenRefused: (code: string, details: Record<string, unknown> = {}) => {
          expect(refusalCode(price)).toBe(code);
          expect(failure()).toMatchObject({ details });
        },
        thenInvalid: (field: string) => expect(failure()).toMatchObject({ code: 'order.invalid', details: { field } }),
      };
    },
  };
}

describe('pricing an order', () => {
  describe('totals', () => {
    it('given two ticket types on sale, when several of each are ordered, then the totals are in cents', () => {
      const priced = priceOrder(
        catalogOf(...onSale),
        {
          tickets: [
            { ticketTypeId: 'tt-standard', quantity: 3 },
            { ticketTypeId: 'tt-vip', quantity: 2 },
          ],
        },
        new Date(onSaleAt),
        0,
      );
      expect(priced).toEqual({
        lines: [line('tt-standard', 3, 2500), line('tt-vip', 2, 4000)],
        discountCode: null,
        subtotalCents: 15500,
        discountCents: 0,
        feeCents: 0,
        totalCents: 15500,
        currency: 'EUR',
      });
    });

    it('given ticket types on sale, when the client sends the prices it showed, then they pass', () => {
      given(...onSale)
        .when({
          tickets: [
            { ticketTypeId: 'tt-standard', quantity: 1, price: 25 },
            { ticketTypeId: 'tt-vip', quantity: 1, price: 40.0 },
          ],
        })
        .then({ totalCents: 6500 });
      given(drafted, typeAdded('tt-odd', { priceCents: 2999 }), published)
        .when({ tickets: [{ ticketTypeId: 'tt-odd', quantity: 3, price: 29.99 }] })
        .then({ subtotalCents: 8997 });
    });

    it('given ticket types on sale, when the client sends a price that is no longer the catalog’s, then the price changed', () => {
      given(...onSale)
        .when({ tickets: [{ ticketTypeId: 'tt-vip', quantity: 1, price: 39.99 }] })
        .thenRefused('order.price-changed', { field: 'tickets' });
    });
  });

  describe('the tickets asked for', () => {
    it('given ticket types on sale, when some lines ask for none, then those lines are dropped', () => {
      given(...onSale)
        .when({
          tickets: [
            { ticketTypeId: 'tt-standard', quantity: 2 },
            { ticketTypeId: 'tt-vip', quantity: 0 },
          ],
        })
        .then({ lines: [line('tt-standard', 2, 2500)], totalCents: 5000 });
    });

    it.each([
      ['no lines', []],
      ['only lines for none', [{ ticketTypeId: 'tt-standard', quantity: 0 }]],
    ])('given ticket types on sale, when the order has %s, then the tickets are invalid', (_, tickets) => {
      given(...onSale)
        .when({ tickets })
        .thenInvalid('tickets');
    });

    it('given ticket types on sale, when one type appears twice, then the tickets are invalid', () => {
      given(...onSale)
        .when({
          tickets: [
            { ticketTypeId: 'tt-standard', quantity: 1 },
            { ticketTypeId: 'tt-standard', quantity: 2 },
          ],
        })
        .thenInvalid('tickets');
    });

    it('given at most 4 VIP tickets per order, when 4 are ordered, then they are priced', () => {
      given(...onSale)
        .when({ tickets: [{ ticketTypeId: 'tt-vip', quantity: 4 }] })
        .then({ totalCents: 16000 });
    });

    it.each([
      ['more than allowed per order', 5],
      ['a fraction', 1.5],
      ['a negative number', -1],
      ['not a number', Number.NaN],
    ])(
      'given at most 4 VIP tickets per order, when the quantity is %s, then the tickets are invalid',
      (_, quantity) => {
        given(...onSale)
          .when({ tickets: [{ ticketTypeId: 'tt-vip', quantity }] })
          .thenInvalid('tickets');
      },
    );

    it('given ticket types on sale, when a type of no such id is ordered, then the tickets are invalid', () => {
      given(...onSale)
        .when({ tickets: [{ ticketTypeId: 'tt-other-event', quantity: 1 }] })
        .thenInvalid('tickets');
    });

    it.each([
      ['inactive', { isActive: false }, onSaleAt],
      ['not on sale yet', { saleStartsAt: '2027-04-01T00:00:00.000Z' }, onSaleAt],
      ['no longer on sale', { saleEndsAt: '2027-02-01T00:00:00.000Z' }, onSaleAt],
      ['off sale this very moment', { saleEndsAt: onSaleAt }, onSaleAt],
    ])('given a ticket type %s, when it is ordered, then it is not on sale', (_, overrides, now) => {
      given(drafted, standard, typeAdded('tt-late', overrides), published)
        .when(
          {
            tickets: [
              { ticketTypeId: 'tt-standard', quantity: 1 },
              { ticketTypeId: 'tt-late', quantity: 1 },
            ],
          },
          { now },
        )
        .thenRefused('order.ticket-type-not-on-sale', { field: 'tickets', ticketTypeId: 'tt-late' });
    });

    it('given a ticket type whose sale starts this very moment, when it is ordered, then it is priced', () => {
      given(drafted, typeAdded('tt-new', { saleStartsAt: onSaleAt }), published)
        .when({ tickets: [{ ticketTypeId: 'tt-new', quantity: 1 }] })
        .then({ totalCents: 2999 });
    });

    it.each([
      ['a draft', [drafted, standard], onSaleAt],
      ['unpublished', [...onSale, on('CatalogEventUnpublished')], onSaleAt],
      ['cancelled', [...onSale, on('CatalogEventCancelled')], onSaleAt],
      ['starting this very moment', onSale, '2027-06-01T16:00:00.000Z'],
      ['already over', onSale, '2027-06-02T00:00:00.000Z'],
    ])('given an event %s, when tickets are ordered, then the event is not on sale', (_, past, now) => {
      given(...past)
        .when({ tickets: [{ ticketTypeId: 'tt-standard', quantity: 1 }] }, { now })
        .thenRefused('order.event-not-on-sale');
    });

    it('given types priced in EUR and USD, when both are ordered at once, then the tickets are invalid', () => {
      given(drafted, standard, typeAdded('tt-usd', { currency: 'USD' }), published)
        .when({
          tickets: [
            { ticketTypeId: 'tt-standard', quantity: 1 },
            { ticketTypeId: 'tt-usd', quantity: 1 },
          ],
        })
        .thenInvalid('tickets');
    });

    it('given a type priced in USD, when only it is ordered, then the order is in USD', () => {
      given(drafted, typeAdded('tt-usd', { currency: 'USD', priceCents: 1000 }), published)
        .when({ tickets: [{ ticketTypeId: 'tt-usd', quantity: 2 }] })
        .then({ totalCents: 2000, currency: 'USD' });
    });
  });

  describe('discount codes', () => {
    const both = {
      tickets: [
        { ticketTypeId: 'tt-standard', quantity: 3 },
        { ticketTypeId: 'tt-vip', quantity: 1 },
      ],
    };

    it('given a 15 % code for standard tickets, when both types are ordered, then only the standard line is discounted', () => {
      given(...onSale, codeCreated('dc-1', { ticketTypeIds: ['tt-standard'] }))
        .when({ ...both, discountCode: 'VASARA15' })
        .then({
          lines: [line('tt-standard', 3, 2500, 1125), line('tt-vip', 1, 4000, 0)],
          discountCode: { discountCodeId: 'dc-1', code: 'VASARA15', usageLimit: 100 },
          subtotalCents: 11500,
          discountCents: 1125,
          totalCents: 10375,
        });
    });

    it('given a 15 % code for every type, when both types are ordered, then each line is discounted', () => {
      given(...onSale, codeCreated('dc-1'))
        .when({ ...both, discountCode: 'VASARA15' })
        .then({
          lines: [line('tt-standard', 3, 2500, 1125), line('tt-vip', 1, 4000, 600)],
          discountCents: 1725,
          totalCents: 9775,
        });
    });

    it.each([
      [2990, 449], // 448.5 rounds up
      [2970, 446], // 445.5 rounds up
      [2999, 450], // 449.85
      [2901, 435], // 435.15
    ])(
      'given a 15 %% code, when a ticket of %i cents is ordered, then the discount is %i cents (half up)',
      (price, discount) => {
        given(drafted, typeAdded('tt-odd', { priceCents: price }), published, codeCreated('dc-1'))
          .when({ tickets: [{ ticketTypeId: 'tt-odd', quantity: 1 }], discountCode: 'VASARA15' })
          .then({ discountCents: discount, totalCents: price - discount });
      },
    );

    it('given a code typed in lower case with spaces, when it is applied, then it is the catalog’s code', () => {
      given(...onSale, codeCreated('dc-1'))
        .when({ tickets: [{ ticketTypeId: 'tt-standard', quantity: 1 }], discountCode: '  vasara15 ' })
        .then({ discountCode: { discountCodeId: 'dc-1', code: 'VASARA15', usageLimit: 100 }, discountCents: 375 });
    });

    it.each([null, '', '   '])('given codes exist, when the code is %j, then no code is applied', (typed) => {
      given(...onSale, codeCreated('dc-1'))
        .when({ tickets: [{ ticketTypeId: 'tt-standard', quantity: 1 }], discountCode: typed })
        .then({ discountCode: null, discountCents: 0, totalCents: 2500 });
    });

    it('given a fixed 10.00 code, when two lines are ordered, then 10.00 comes off once in all', () => {
      given(...onSale, codeCreated('dc-1', { code: 'MINUS10', discountType: 'fixed', amount: 1000, usageLimit: null }))
        .when({
          tickets: [
            { ticketTypeId: 'tt-standard', quantity: 1 },
            { ticketTypeId: 'tt-vip', quantity: 1 },
          ],
          discountCode: 'minus10',
        })
        .then({
          lines: [line('tt-standard', 1, 2500, 1000), line('tt-vip', 1, 4000, 0)],
          discountCode: { discountCodeId: 'dc-1', code: 'MINUS10', usageLimit: null },
          discountCents: 1000,
          totalCents: 5500,
        });
    });

    it('given a fixed code worth more than a line, when two lines are ordered, then the rest comes off the next line', () => {
      given(...onSale, codeCreated('dc-1', { code: 'MINUS30', discountType: 'fixed', amount: 3000 }))
        .when({
          tickets: [
            { ticketTypeId: 'tt-standard', quantity: 1 },
            { ticketTypeId: 'tt-vip', quantity: 1 },
          ],
          discountCode: 'MINUS30',
        })
        .then({
          lines: [line('tt-standard', 1, 2500, 2500), line('tt-vip', 1, 4000, 500)],
          discountCents: 3000,
          totalCents: 3500,
        });
    });

    it('given a fixed code worth more than the order, when it is applied, then the total is zero, never below', () => {
      given(...onSale, codeCreated('dc-1', { code: 'MINUS100', discountType: 'fixed', amount: 10000 }))
        .when(
          { tickets: [{ ticketTypeId: 'tt-standard', quantity: 2 }], discountCode: 'MINUS100' },
          { feePercent: 2.5 },
        )
        .then({
          lines: [line('tt-standard', 2, 2500, 5000)],
          subtotalCents: 5000,
          discountCents: 5000,
          feeCents: 0,
          totalCents: 0,
        });
    });

    it('given a fixed code for VIP only, when both types are ordered, then only the VIP line is discounted', () => {
      given(
        ...onSale,
        codeCreated('dc-1', { code: 'VIP5', discountType: 'fixed', amount: 500, ticketTypeIds: ['tt-vip'] }),
      )
        .when({ ...both, discountCode: 'VIP5' })
        .then({ lines: [line('tt-standard', 3, 2500, 0), line('tt-vip', 1, 4000, 500)], discountCents: 500 });
    });

    it.each([
      ['unknown', [codeCreated('dc-1')], 'RUDUO20', onSaleAt],
      ['removed', [codeCreated('dc-1'), on('DiscountCodeRemoved', { discountCodeId: 'dc-1' })], 'VASARA15', onSaleAt],
      ['inactive', [codeCreated('dc-1', { isActive: false })], 'VASARA15', onSaleAt],
      ['expired', [codeCreated('dc-1', { validUntil: '2027-02-01T00:00:00.000Z' })], 'VASARA15', onSaleAt],
      ['expiring this very moment', [codeCreated('dc-1', { validUntil: onSaleAt })], 'VASARA15', onSaleAt],
      ['not valid yet', [codeCreated('dc-1', { validFrom: '2027-04-01T00:00:00.000Z' })], 'VASARA15', onSaleAt],
      [
        'fixed in another currency',
        [codeCreated('dc-1', { discountType: 'fixed', amount: 500, currency: 'USD' })],
        'VASARA15',
        onSaleAt,
      ],
    ])('given a code that is %s, when it is typed, then the discount code is invalid', (_, codes, typed, now) => {
      given(...onSale, ...codes)
        .when({ tickets: [{ ticketTypeId: 'tt-standard', quantity: 1 }], discountCode: typed }, { now })
        .thenInvalid('discount_code');
    });

    it('given a code that becomes valid this very moment, when it is typed, then it is applied', () => {
      given(...onSale, codeCreated('dc-1', { validFrom: onSaleAt }))
        .when({ tickets: [{ ticketTypeId: 'tt-standard', quantity: 1 }], discountCode: 'VASARA15' })
        .then({ discountCents: 375 });
    });

    it('given a code for VIP tickets only, when only standard tickets are ordered, then the discount code is invalid', () => {
      given(...onSale, codeCreated('dc-1', { ticketTypeIds: ['tt-vip'] }))
        .when({ tickets: [{ ticketTypeId: 'tt-standard', quantity: 2 }], discountCode: 'VASARA15' })
        .thenInvalid('discount_code');
    });
  });

  describe('payment fee', () => {
    it('given a 2.5 % fee, when 50.00 is ordered with a 5.00 code, then the fee is 2.5 % of 45.00 = 1.13', () => {
      given(...onSale, codeCreated('dc-1', { code: 'MINUS5', discountType: 'fixed', amount: 500 }))
        .when({ tickets: [{ ticketTypeId: 'tt-standard', quantity: 2 }], discountCode: 'MINUS5' }, { feePercent: 2.5 })
        .then({ subtotalCents: 5000, discountCents: 500, feeCents: 113, totalCents: 5000 - 500 + 113 });
    });

    it('given a 2.5 % fee, when 45.00 is ordered without a code, then the fee is 1.13 on top', () => {
      given(drafted, typeAdded('tt-45', { priceCents: 4500 }), published)
        .when({ tickets: [{ ticketTypeId: 'tt-45', quantity: 1 }] }, { feePercent: 2.5 })
        .then({ subtotalCents: 4500, discountCents: 0, feeCents: 113, totalCents: 4613 });
    });

    it.each([
      [1500, 2.3, 35], // 34.5 cents, though 1500 * 2.3 is 3449.9999999999995 in floating point
      [5500, 0.7, 39], // 38.5
      [1375, 2.8, 39], // 38.5
      [2999, 1.5, 45], // 44.985
      [4000, 10, 400],
      [4000, 0, 0],
    ])('given 1 ticket of %i cents, when the fee is %d %%, then it is %i cents (half up)', (price, feePercent, fee) => {
      given(drafted, typeAdded('tt-odd', { priceCents: price }), published)
        .when({ tickets: [{ ticketTypeId: 'tt-odd', quantity: 1 }] }, { feePercent })
        .then({ feeCents: fee, totalCents: price + fee });
    });

    it('given a 2.5 % fee and a 15 % code, when both types are ordered, then total = subtotal − discount + fee', () => {
      given(...onSale, codeCreated('dc-1'))
        .when(
          {
            tickets: [
              { ticketTypeId: 'tt-standard', quantity: 3 },
              { ticketTypeId: 'tt-vip', quantity: 1 },
            ],
            discountCode: 'VASARA15',
          },
          { feePercent: 2.5 },
        )
        // 11500 − (1125 + 600) = 9775; 2.5 % of 9775 = 244.375
        .then({ subtotalCents: 11500, discountCents: 1725, feeCents: 244, totalCents: 10019 });
    });
  });
});
