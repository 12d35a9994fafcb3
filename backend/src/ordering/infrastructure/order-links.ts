import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { resolveJwtSecret } from '../../identity/public-api';
import { publicUrl } from '../../mail/public-api';

type Purpose = 'tickets' | 'invoices' | 'lookup' | 'order';

const TICKETS_LINK_SECONDS = 60 * 60;
const LOOKUP_LINK_SECONDS = 60 * 60;
const HOUR_MS = 60 * 60_000;
/** Past the event, refunds, a cancellation's notice and the invoice still matter to the buyer for a while. */
export const ORDER_LINK_DAYS_AFTER_EVENT = 90;

/**
 * Until when the order link in a confirmation mail opens the order: 90 days after the event starts (as the
 * order recorded it), and never less than an hour from the mail, like the other links.
 */
export function orderLinkValidUntil(eventStartsAt: string, now: Date): Date {
  const afterEvent = Date.parse(eventStartsAt) + ORDER_LINK_DAYS_AFTER_EVENT * 24 * HOUR_MS;
  return new Date(Math.max(afterEvent, now.getTime() + HOUR_MS));
}

/** Whose order an order link opens: the order and its buyer's address, which the page is opened with. */
export interface OrderLinkSubject {
  orderId: string;
  email: string;
}

/**
 * Signed links: the tickets PDF and the invoices PDF of an order and the list of a buyer's orders mailed to
 * their address, each for an hour; and the order link of a confirmation mail, which opens that one order
 * for as long as it can matter (`orderLinkValidUntil`). Stateless (HMAC with a key of their own, derived
 * from the shop's secret), so a link never needs a row and cannot be turned into a session token.
 */
@Injectable()
export class OrderLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', resolveJwtSecret(config)).update('ticket-shop:order-links').digest();
  }

  ticketsPdfPath(orderId: string, now = new Date()): string {
    const token = this.sign('tickets', orderId, now, TICKETS_LINK_SECONDS);
    return `/api/v1/orders/guest/${orderId}/tickets.pdf?token=${token}`;
  }

  invoicesPdfPath(orderId: string, now = new Date()): string {
    const token = this.sign('invoices', orderId, now, TICKETS_LINK_SECONDS);
    return `/api/v1/orders/guest/${orderId}/invoices.pdf?token=${token}`;
  }

  lookupLink(email: string, now = new Date()): string {
    const token = this.sign('lookup', normalizeEmail(email), now, LOOKUP_LINK_SECONDS);
    return publicUrl(this.config, `/order-lookup?email=${encodeURIComponent(email)}&token=${token}`);
  }

  /** The order page of a confirmation mail: the lookup page, opening this one order until `validUntil`. */
  orderLink(subject: OrderLinkSubject, validUntil: Date): string {
    const token = this.signUntil('order', `${subject.orderId} ${normalizeEmail(subject.email)}`, validUntil);
    return publicUrl(this.config, `/order-lookup?email=${encodeURIComponent(subject.email)}&token=${token}`);
  }

  /** The order an unexpired order link opens, if it was made for this address. */
  verifyOrderLink(token: string, email: string, now = new Date()): string | undefined {
    const [orderId, linkEmail] = this.verify('order', token, now)?.split(' ') ?? [];
    return orderId && linkEmail === normalizeEmail(email) ? orderId : undefined;
  }

  /** The subject (order id or e-mail) a valid, unexpired token was made for. */
  verify(purpose: Purpose, token: string, now = new Date()): string | undefined {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return undefined;
    const expected = this.mac(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        p: string;
        s: string;
        e: number;
      };
      return claims.p === purpose && claims.e * 1000 > now.getTime() ? claims.s : undefined;
    } catch {
      return undefined;
    }
  }

  private sign(purpose: Purpose, subject: string, now: Date, seconds: number): string {
    return this.signUntil(purpose, subject, new Date(now.getTime() + seconds * 1000));
  }

  private signUntil(purpose: Purpose, subject: string, until: Date): string {
    const payload = Buffer.from(
      JSON.stringify({ p: purpose, s: subject, e: Math.floor(until.getTime() / 1000) }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}
