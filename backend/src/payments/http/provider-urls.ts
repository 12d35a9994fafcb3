import type { Request } from 'express';
import type { PaymentProviderName } from '@ticketshop/projections';
import type { AppConfig } from '../../config/app-config';
import { publicUrl } from '../../mail/public-api';
import type { IncomingProviderRequest } from '../providers/payment-provider';

/**
 * The app's global prefix. Spelled out rather than imported from app.ts, which imports every module
 * and would make this file part of an import cycle.
 */
const API_PREFIX = 'api';

export const PAYMENT_SUCCESS_PAGE = '/payment/success';
export const PAYMENT_CANCEL_PAGE = '/payment/cancel';

export interface ProviderUrls {
  /** Where the provider sends the buyer after paying. */
  returnUrl: string;
  /** Where the provider sends the buyer after cancelling. */
  cancelUrl: string;
  /** Where the provider sends its server-to-server notification. */
  notificationUrl: string;
}

/** Names a development machine gives itself; a buyer may open the shop under any of them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The origin a request came to as its browser named it: the scheme (a trusted proxy's) and Host. */
export function requestedOrigin(request: Pick<Request, 'protocol' | 'get'>): string | undefined {
  const host = request.get('host');
  return host ? `${request.protocol}://${host}` : undefined;
}

/**
 * The shop's address to send a buyer back to: the one the buyer used, when it is one of the shop's
 * own, so a buyer who opened the shop at 127.0.0.1 comes back there (to the storage and session kept
 * for that origin), not to localhost. Its own are PUBLIC_URL's origin and, outside production, the
 * loopback names on PUBLIC_URL's port and on PORT. Any other Host is ignored for PUBLIC_URL: a forged
 * header must not send buyers to another site.
 */
export function shopUrlFor(
  requested: string | undefined,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT' | 'NODE_ENV'>,
): string {
  const configured = new URL(publicUrl(config, '/'));
  const origin = requested === undefined ? null : originOf(requested);
  if (origin === null || !ownOrigins(configured, config).has(origin)) return configured.toString();
  return new URL(configured.pathname, origin).toString();
}

function ownOrigins(configured: URL, config: Pick<AppConfig, 'PORT' | 'NODE_ENV'>): Set<string> {
  const own = new Set([configured.origin]);
  if (config.NODE_ENV === 'production') return own;
  const defaultPort = configured.protocol === 'https:' ? '443' : '80';
  for (const protocol of new Set(['http:', configured.protocol])) {
    for (const port of new Set([configured.port || defaultPort, String(config.PORT)])) {
      for (const host of LOOPBACK_HOSTS) own.add(new URL(`${protocol}//${host}:${port}`).origin);
    }
  }
  return own;
}

/** An origin as the URL standard writes it (lower-case host, no default port), or null when malformed. */
function originOf(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The addresses to give a provider for one order. `returnPath` and `cancelPath` are the shop pages the
 * buyer should land on (same-site paths, e.g. `/orders/1A2B3C4D`); without them, or when they are not
 * same-site, the buyer lands on `/payment/success` or `/payment/cancel`. Either way `order_id` is added.
 */
export function providerReturnUrls(
  publicUrl: string,
  provider: PaymentProviderName,
  orderId: string,
  pages: { returnPath?: string; cancelPath?: string } = {},
): ProviderUrls {
  const base = `${publicUrl.replace(/\/+$/, '')}/${API_PREFIX}/payments`;
  const browserReturn = (outcome: 'success' | 'cancel', next: string | undefined) => {
    const query = new URLSearchParams({ order_id: orderId, outcome });
    const page = next === undefined ? null : sameSitePath(next);
    if (page) query.set('next', page);
    return `${base}/return/${encodeURIComponent(provider)}?${query.toString()}`;
  };
  return {
    returnUrl: browserReturn('success', pages.returnPath),
    cancelUrl: browserReturn('cancel', pages.cancelPath),
    notificationUrl: `${base}/notify/${encodeURIComponent(provider)}`,
  };
}

/**
 * A path on this site, or null. `//host` and `/\host` are other sites to a browser, and control
 * characters could be stripped into either, so all of those are refused.
 */
export function sameSitePath(candidate: string): string | null {
  const hasControlCharacter = [...candidate].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\') || hasControlCharacter) {
    return null;
  }
  const placeholder = 'http://same-site.invalid';
  const url = new URL(candidate, placeholder);
  return url.origin === placeholder ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A same-site path with `order_id` set in its query (before any fragment). */
export function withOrderId(path: string, orderId: string): string {
  const url = new URL(path, 'http://same-site.invalid');
  url.searchParams.set('order_id', orderId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What an adapter reads, taken from an Express request untouched. */
export function incomingProviderRequest(request: Request): IncomingProviderRequest {
  return {
    query: request.query as Record<string, unknown>,
    body: request.body as unknown,
    contentType: request.headers['content-type'],
  };
}
