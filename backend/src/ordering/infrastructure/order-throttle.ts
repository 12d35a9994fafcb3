import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@ticketshop/projections';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TooManyAttemptsException } from '../../identity/auth/login-throttle';

const TOO_MANY_ORDERS = { lt: 'Per daug užsakymų per trumpą laiką', en: 'Too many orders in a short time' };
const TOO_MANY_QUOTES = { lt: 'Per daug užklausų per trumpą laiką', en: 'Too many requests in a short time' };

/**
 * Limits placing orders per client address and per buyer e-mail, and pricing quotes per address, so
 * one client cannot hold an event's seats with order after order (the decider also caps the seats one
 * buyer holds). In memory, like the login and lookup throttles: one shop process serves the API.
 */
@Injectable()
export class OrderThrottle {
  private readonly ordersByAddress: RateLimiterMemory;
  private readonly ordersByEmail: RateLimiterMemory;
  private readonly quotesByAddress: RateLimiterMemory;
  /** Orders already counted, with when their count ends: a retry with the same key is not counted again. */
  private readonly counted = new Map<string, number>();
  private readonly windowMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const duration = config.ORDER_RATE_WINDOW_SECONDS;
    this.windowMs = duration * 1000;
    this.ordersByAddress = new RateLimiterMemory({
      keyPrefix: 'order-ip',
      points: config.ORDER_RATE_PER_ADDRESS,
      duration,
    });
    this.ordersByEmail = new RateLimiterMemory({
      keyPrefix: 'order-mail',
      points: config.ORDER_RATE_PER_EMAIL,
      duration,
    });
    this.quotesByAddress = new RateLimiterMemory({
      keyPrefix: 'quote-ip',
      points: config.QUOTE_RATE_PER_ADDRESS,
      duration: config.QUOTE_RATE_WINDOW_SECONDS,
    });
  }

  /**
   * Counts an order against its address and buyer, or throws 429. `retryOf`: the order id a keyed
   * request derives, so repeating it within the window costs nothing.
   */
  async placeOrder(address: string, email: string, retryOf: string | null): Promise<void> {
    const now = Date.now();
    this.forgetCountedBefore(now);
    if (retryOf !== null && this.counted.has(retryOf)) return;
    await consume(this.ordersByAddress, address, TOO_MANY_ORDERS);
    await consume(this.ordersByEmail, normalizeEmail(email), TOO_MANY_ORDERS);
    if (retryOf !== null) this.counted.set(retryOf, now + this.windowMs);
  }

  quote(address: string): Promise<void> {
    return consume(this.quotesByAddress, address, TOO_MANY_QUOTES);
  }

  // Entries are added in time order with one window each, so the expired ones are at the front.
  private forgetCountedBefore(now: number): void {
    for (const [orderId, until] of this.counted) {
      if (until > now) return;
      this.counted.delete(orderId);
    }
  }
}

async function consume(limiter: RateLimiterMemory, key: string, what: { lt: string; en: string }): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new TooManyAttemptsException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), what);
    }
    throw rejection;
  }
}
