import { orderFiltersOf, orderListSearchParams, readOrderListParams, type OrderListParams } from './list-params';

const NONE: OrderListParams = {
  search: '',
  status: undefined,
  payment_status: undefined,
  payment_method: undefined,
  date_from: '',
  date_to: '',
  page: 1,
};

describe('orders list address', () => {
  it('reads the search, both statuses, the payment method, the days and the page', () => {
    expect(
      readOrderListParams(
        new URLSearchParams(
          'search=%20ona%20&status=pending&payment_status=pending&payment_method=bank-transfer&date_from=2026-11-01&date_to=2026-11-30&page=3',
        ),
      ),
    ).toEqual({
      search: 'ona',
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'bank-transfer',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      page: 3,
    });
  });

  it('reads missing, "all" and unknown values as no filter on the first page', () => {
    expect(readOrderListParams(new URLSearchParams(''))).toEqual(NONE);
    expect(
      readOrderListParams(
        new URLSearchParams('status=all&payment_status=cash&payment_method=all&date_from=1.11.2026&page=0'),
      ),
    ).toEqual(NONE);
    expect(readOrderListParams(new URLSearchParams('payment_method=Bank-Transfer')).payment_method).toBeUndefined();
  });

  it('writes only the filters in force, and the page past the first', () => {
    expect(orderListSearchParams(NONE).toString()).toBe('');
    expect(orderListSearchParams({ ...NONE, payment_method: 'bank-transfer', page: 2 }).toString()).toBe(
      'payment_method=bank-transfer&page=2',
    );
  });

  it('hands the list and the export the same filters, without the page', () => {
    expect(orderFiltersOf({ ...NONE, payment_status: 'pending', payment_method: 'bank-transfer', page: 4 })).toEqual({
      payment_status: 'pending',
      payment_method: 'bank-transfer',
    });
    expect(orderFiltersOf(NONE)).toEqual({});
  });
});
