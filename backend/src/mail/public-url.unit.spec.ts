import { publicUrl } from './public-url';

describe('public URLs in mails', () => {
  it('joins PUBLIC_URL and a path with exactly one slash', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://bilietai.example/', PORT: 3000 }, '/verify-email?token=a')).toBe(
      'https://bilietai.example/verify-email?token=a',
    );
    expect(publicUrl({ PUBLIC_URL: 'https://bilietai.example/shop', PORT: 3000 }, 'login')).toBe(
      'https://bilietai.example/shop/login',
    );
  });

  it('falls back to localhost on the shop’s port', () => {
    expect(publicUrl({ PUBLIC_URL: undefined, PORT: 3210 }, '/login')).toBe('http://localhost:3210/login');
  });
});
