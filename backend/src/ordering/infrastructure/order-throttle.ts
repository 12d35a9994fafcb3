import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type Limit, RateLimits } from '../../shared/rate-limits/rate-limits';

const TOO_MANY_ORDERS = { lt: 'Per daug užsakymų per trumpą laiką', en: 'Too many orders in a short time' };
const TOO_MANY_QUOTES = { lt: 'Per daug užklausų per trumpą laiką', en: 'Too many requests in a short time' };

/**
 * Limits placing orders per client address and per buyer e-mail, and pricing quotes per address, so
 * one client cannot hold an event's seats with order after order (the seat inventory also caps the
 * seats one buyer holds, on its own stream). On the shop's shared store (RateLimits): every shop
 * process counts against the same limits.
 */
@Injectable()
export class OrderThrottle {
  private readonly ordersByAddress: Limit;
  private readonly ordersByEmail: Limit;
  private readonly quotesByAddress: Limit;
  /**
   * Orders already counted, for one window: a retry with the same key, through any process, is not
   * counted again. The first to count an order id marks it (one atomic increment on the store).
   */
  private readonly counted: Limit;

  constructor(@Inject(APP_CONFIG) config: AppConfig, limits: RateLimits) {
    const duration = config.ORDER_RATE_WINDOW_SECONDS;
    this.ordersByAddress = limits.limit({ keyPrefix: 'order-ip', points: config.ORDER_RATE_PER_ADDRESS, duration });
    this.ordersByEmail = limits.limit({ keyPrefix: 'order-mail', points: config.ORDER_RATE_PER_EMAIL, duration });
    this.quotesByAddress = limits.limit({
      keyPrefix: 'quote-ip',
      points: config.QUOTE_RATE_PER_ADDRESS,
      duration: config.QUOTE_RATE_WINDOW_SECONDS,
    });
    this.counted = limits.limit({ keyPrefix: 'order-counted', points: 1, duration });
  }

  /**
   * Counts an order against its address and buyer, or throws 429. `retryOf`: the order id a keyed
   * request derives, so repeating it within the window costs nothing.
   */
  async placeOrder(address: string, email: string, retryOf: string | null): Promise<void> {
    if (retryOf !== null && (await this.counted.consume(retryOf)) !== null) return;
    try {
      await this.ordersByAddress.take(address, TOO_MANY_ORDERS);
      await this.ordersByEmail.take(normalizeEmail(email), TOO_MANY_ORDERS);
    } catch (refused) {
      // A refused order was not counted: its retry must be judged again, not waved through.
      if (retryOf !== null) await this.counted.forget(retryOf);
      throw refused;
    }
  }

  quote(address: string): Promise<void> {
    return this.quotesByAddress.take(address, TOO_MANY_QUOTES);
  }
}
