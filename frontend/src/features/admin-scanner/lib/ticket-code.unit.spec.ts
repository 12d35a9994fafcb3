import { createRepeatFilter } from './repeat-filter';
import { normalizeTicketCode } from './ticket-code';

describe('normalizeTicketCode', () => {
  it.each([
    ['ABCD-EFGH-2345', 'ABCDEFGH2345'],
    ['abcd-efgh-2345', 'ABCDEFGH2345'],
    ['abcdefgh2345', 'ABCDEFGH2345'],
    ['  AbCd efgh–2345 \n', 'ABCDEFGH2345'],
  ])('reads %j as %j', (raw, code) => {
    expect(normalizeTicketCode(raw)).toBe(code);
  });
});

describe('createRepeatFilter', () => {
  it('lets a code through once while it keeps being seen, and again after 3 s out of sight', () => {
    const fresh = createRepeatFilter();
    expect(fresh('A', 0)).toBe(true);
    expect(fresh('A', 200)).toBe(false);
    expect(fresh('A', 2900)).toBe(false);
    // Still in view: each sighting restarts the window.
    expect(fresh('A', 5800)).toBe(false);
    expect(fresh('A', 8800)).toBe(true);
  });

  it('tracks codes separately', () => {
    const fresh = createRepeatFilter();
    expect(fresh('A', 0)).toBe(true);
    expect(fresh('B', 100)).toBe(true);
    expect(fresh('A', 200)).toBe(false);
    expect(fresh('B', 300)).toBe(false);
  });
});
