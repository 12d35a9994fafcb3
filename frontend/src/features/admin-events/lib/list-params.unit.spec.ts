import { eventListSearchParams, readEventListParams } from './list-params';

describe('admin events list address', () => {
  it('reads search, status and page', () => {
    expect(readEventListParams(new URLSearchParams('search=%20jazz%20&status=cancelled&page=3'))).toEqual({
      search: 'jazz',
      status: 'cancelled',
      page: 3,
    });
  });

  it('reads missing, "all" and unknown values as no filter on the first page', () => {
    expect(readEventListParams(new URLSearchParams('status=all&page=-2'))).toEqual({
      search: '',
      status: undefined,
      page: 1,
    });
    expect(readEventListParams(new URLSearchParams('status=past&page=2.5'))).toEqual({
      search: '',
      status: undefined,
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(eventListSearchParams({ search: '', status: undefined, page: 1 }).toString()).toBe('');
    expect(eventListSearchParams({ search: 'roko', status: 'draft', page: 2 }).toString()).toBe(
      'search=roko&status=draft&page=2',
    );
  });
});
