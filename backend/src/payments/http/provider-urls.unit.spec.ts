import { providerReturnUrls, sameSitePath, withOrderId } from './provider-urls';

describe('provider URLs for an order', () => {
  it('points the provider at the shop’s return and notification routes, with the order and outcome', () => {
    expect(providerReturnUrls('https://bilietai.example/', 'paysera', 'order-1')).toEqual({
      returnUrl: 'https://bilietai.example/api/payments/return/paysera?order_id=order-1&outcome=success',
      cancelUrl: 'https://bilietai.example/api/payments/return/paysera?order_id=order-1&outcome=cancel',
      notificationUrl: 'https://bilietai.example/api/payments/notify/paysera',
    });
  });

  it('carries same-site landing pages as next, and drops any other', () => {
    const urls = providerReturnUrls('http://localhost:3000', 'sandbox', 'o-1', {
      returnPath: '/orders/1A2B3C4D?tab=tickets',
      cancelPath: '//evil.example/steal',
    });
    expect(new URL(urls.returnUrl).searchParams.get('next')).toBe('/orders/1A2B3C4D?tab=tickets');
    expect(new URL(urls.cancelUrl).searchParams.has('next')).toBe(false);
    expect(urls.cancelUrl.startsWith('http://localhost:3000/api/payments/return/sandbox?')).toBe(true);
  });
});

describe('same-site paths', () => {
  it('accepts paths on this site', () => {
    expect(sameSitePath('/payment/success')).toBe('/payment/success');
    expect(sameSitePath('/orders/1?x=1#top')).toBe('/orders/1?x=1#top');
  });

  it('refuses anything a browser could take to another site', () => {
    for (const candidate of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'orders/1',
      '',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(sameSitePath(candidate)).toBeNull();
    }
  });

  it('adds order_id before any fragment, replacing one already there', () => {
    expect(withOrderId('/payment/success', 'o 1')).toBe('/payment/success?order_id=o+1');
    expect(withOrderId('/orders/1?tab=x&order_id=evil#top', 'o1')).toBe('/orders/1?tab=x&order_id=o1#top');
  });
});
