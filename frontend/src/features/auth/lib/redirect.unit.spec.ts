import { safeRedirect } from './redirect';

describe('the address to go to after login', () => {
  it.each([
    ['/profile', '/profile'],
    ['/admin/users?page=2#list', '/admin/users?page=2#list'],
    ['/events/../profile', '/profile'],
  ])('honours the site path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['profile'],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['/login?redirect=/profile'],
  ])('falls back to the home page for %p', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
