import { readUserListParams, userListSearchParams } from './list-params';

describe('users list address', () => {
  it('reads search, role, status and page', () => {
    expect(
      readUserListParams(new URLSearchParams('search=%20jonas%20&role=organizer&status=suspended&page=3')),
    ).toEqual({ search: 'jonas', role: 'organizer', status: 'suspended', page: 3 });
  });

  it('reads missing, "all" and unknown values as no filter on the first page', () => {
    expect(readUserListParams(new URLSearchParams('role=all&status=deleted&page=-2'))).toEqual({
      search: '',
      role: undefined,
      status: undefined,
      page: 1,
    });
    expect(readUserListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(userListSearchParams({ search: '', role: undefined, status: undefined, page: 1 }).toString()).toBe('');
    expect(userListSearchParams({ search: 'ona', role: 'attendee', status: 'verified', page: 2 }).toString()).toBe(
      'search=ona&role=attendee&status=verified&page=2',
    );
  });
});
