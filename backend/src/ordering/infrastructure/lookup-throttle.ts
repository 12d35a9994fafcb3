import { Injectable } from '@nestjs/common';
import { normalizeEmail, orderNumberOf } from '@ticketshop/projections';
import { type Limit, RateLimits } from '../../shared/rate-limits/rate-limits';
import { TooManyAttemptsException } from '../../shared/rate-limits/too-many-attempts';

/**
 * Order lookups answer whether an order number and an e-mail belong together, so guessing is slowed:
 * per caller address and per order reference; mailing a buyer's order list is limited per address
 * and per mailbox. A look-up by the order's full id is the buyer's own (only the buyer and the
 * provider have the id): only its misses count. On the shop's shared store (RateLimits), so the
 * limits hold across shop processes.
 */
@Injectable()
export class LookupThrottle {
  private readonly lookupsByAddress: Limit;
  private readonly lookupsByOrder: Limit;
  private readonly missesByOrderId: Limit;
  private readonly searchesByAddress: Limit;
  private readonly searchesByMailbox: Limit;

  constructor(limits: RateLimits) {
    this.lookupsByAddress = limits.limit({ keyPrefix: 'lookup-ip', points: 100, duration: 10 * 60 });
    this.lookupsByOrder = limits.limit({ keyPrefix: 'lookup-order', points: 10, duration: 10 * 60 });
    this.missesByOrderId = limits.limit({ keyPrefix: 'lookup-order-id', points: 10, duration: 10 * 60 });
    this.searchesByAddress = limits.limit({ keyPrefix: 'search-ip', points: 10, duration: 60 * 60 });
    this.searchesByMailbox = limits.limit({ keyPrefix: 'search-mail', points: 3, duration: 60 * 60 });
  }

  async lookup(address: string, reference: string): Promise<void> {
    await this.lookupsByAddress.take(address);
    await this.lookupsByOrder.take(orderNumberOf(reference.trim()));
  }

  /**
   * The payment result page polls its order by the full id while the provider confirms, so an answer
   * costs nothing; a wrong e-mail is a guess and counts per caller address and per order id. `find`
   * runs only while neither of those has run out.
   */
  async byOrderId<T>(address: string, orderId: string, find: () => Promise<T | undefined>): Promise<T | undefined> {
    const limits: [Limit, string][] = [
      [this.lookupsByAddress, address],
      [this.missesByOrderId, orderId.toLowerCase()],
    ];
    for (const [limit, key] of limits) {
      const refusal = await limit.refusal(key);
      if (refusal) throw new TooManyAttemptsException(refusal.retryAfterSeconds);
    }
    const found = await find();
    if (found === undefined) for (const [limit, key] of limits) await limit.take(key);
    return found;
  }

  async search(address: string, email: string): Promise<void> {
    await this.searchesByAddress.take(address);
    await this.searchesByMailbox.take(normalizeEmail(email));
  }
}
