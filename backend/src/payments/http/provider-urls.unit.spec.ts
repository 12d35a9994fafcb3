import type { Request } from 'express';
import { providerReturnUrls, requestedOrigin, sameSitePath, shopUrlFor, withOrderId } from './provider-urls';

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

describe('the shop address a buyer returns to', () => {
  const development = { PUBLIC_URL: 'http://localhost:3000', PORT: 3000, NODE_ENV: 'development' as const };

  it('is the address the buyer used when it is one of the shop’s own', () => {
    expect(shopUrlFor('http://127.0.0.1:3000', development)).toBe('http://127.0.0.1:3000/');
    expect(shopUrlFor('http://[::1]:3000', development)).toBe('http://[::1]:3000/');
    expect(shopUrlFor('http://LOCALHOST:3000', development)).toBe('http://localhost:3000/');
    expect(shopUrlFor('http://127.0.0.1:3000', { PORT: 3000, NODE_ENV: 'development' })).toBe('http://127.0.0.1:3000/');
    expect(shopUrlFor('https://bilietai.example', { ...development, PUBLIC_URL: 'https://bilietai.example' })).toBe(
      'https://bilietai.example/',
    );
  });

  it('keeps PUBLIC_URL’s path under the buyer’s origin', () => {
    expect(shopUrlFor('http://127.0.0.1:8080', { ...development, PUBLIC_URL: 'http://localhost:8080/shop/' })).toBe(
      'http://127.0.0.1:8080/shop/',
    );
  });

  it('is PUBLIC_URL for any other Host, so a forged header sends nobody elsewhere', () => {
    for (const requested of [
      'http://evil.example',
      'http://evil.example:3000',
      'http://127.0.0.1:3000@evil.example',
      'http://evil.example/127.0.0.1:3000',
      'http://127.0.0.1:4000',
      'https://127.0.0.1:3000',
      'http://127.0.0.2:3000',
      'not a url',
      undefined,
    ]) {
      expect(shopUrlFor(requested, development)).toBe('http://localhost:3000/');
    }
  });

  it('takes loopback names as the shop’s own only outside production', () => {
    const production = { PUBLIC_URL: 'https://bilietai.example', PORT: 3000, NODE_ENV: 'production' as const };
    expect(shopUrlFor('http://127.0.0.1:3000', production)).toBe('https://bilietai.example/');
    expect(shopUrlFor('http://localhost:3000', production)).toBe('https://bilietai.example/');
    expect(shopUrlFor('http://localhost:3000', { ...production, NODE_ENV: 'development' })).toBe(
      'http://localhost:3000/',
    );
  });

  it('builds the provider’s return addresses from it', () => {
    const urls = providerReturnUrls(shopUrlFor('http://127.0.0.1:3000', development), 'sandbox', 'o-1');
    expect(urls.returnUrl).toBe('http://127.0.0.1:3000/api/payments/return/sandbox?order_id=o-1&outcome=success');
    expect(urls.notificationUrl).toBe('http://127.0.0.1:3000/api/payments/notify/sandbox');
  });

  it('reads the origin a request came to from its scheme and Host', () => {
    const request = (host: string | undefined) => ({
      protocol: 'http',
      get: ((name: string) => (name === 'host' ? host : undefined)) as Request['get'],
    });
    expect(requestedOrigin(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(requestedOrigin(request(undefined))).toBeUndefined();
  });
});
