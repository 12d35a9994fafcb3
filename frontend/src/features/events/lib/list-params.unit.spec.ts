import { listSearchParams, readListParams } from './list-params';

describe('events list address', () => {
  it.each([
    ['', { category: undefined, page: 1 }],
    ['category=all', { category: undefined, page: 1 }],
    ['category=Opera', { category: undefined, page: 1 }],
    ['category=Sports&page=3', { category: 'Sports', page: 3 }],
    ['page=0', { category: undefined, page: 1 }],
    ['page=-2', { category: undefined, page: 1 }],
    ['page=2.5', { category: undefined, page: 1 }],
    ['page=abc', { category: undefined, page: 1 }],
  ])('reads "%s"', (query, expected) => {
    expect(readListParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearchParams({ category: undefined, page: 1 }).toString()).toBe('');
    expect(listSearchParams({ category: 'Concert', page: 1 }).toString()).toBe('category=Concert');
    expect(listSearchParams({ category: 'Concert', page: 2 }).toString()).toBe('category=Concert&page=2');
  });
});
