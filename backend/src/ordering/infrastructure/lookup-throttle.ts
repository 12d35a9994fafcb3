import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@ticketshop/projections';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsException } from '../../identity/auth/login-throttle';

/**
 * Order lookups answer whether an order number and an e-mail belong together, so guessing is slowed:
 * per caller address and per order reference; mailing a buyer's order list is limited per address
 * and per mailbox. A look-up by the order's full id is the buyer's own (only the buyer and the
 * provider have the id): only its misses count. In memory, like the login throttle (docs/identity.md).
 */
@Injectable()
export class LookupThrottle {
  private readonly lookupsByAddress = new RateLimiterMemory({ keyPrefix: 'lookup-ip', points: 100, duration: 10 * 60 });
  private readonly lookupsByOrder = new RateLimiterMemory({ keyPrefix: 'lookup-order', points: 10, duration: 10 * 60 });
  private readonly missesByOrderId = new RateLimiterMemory({
    keyPrefix: 'lookup-order-id',
    points: 10,
    duration: 10 * 60,
  });
  private readonly searchesByAddress = new RateLimiterMemory({ keyPrefix: 'search-ip', points: 10, duration: 60 * 60 });
  private readonly searchesByMailbox = new RateLimiterMemory({
    keyPrefix: 'search-mail',
    points: 3,
    duration: 60 * 60,
  });

  lookup(address: string, reference: string): Promise<void> {
    return consumeAll([
      [this.lookupsByAddress, address],
      [this.lookupsByOrder, reference.trim().toUpperCase().slice(-8)],
    ]);
  }

  /**
   * The payment result page polls its order by the full id while the provider confirms, so an answer
   * costs nothing; a wrong e-mail is a guess and counts per caller address and per order id. `find`
   * runs only while neither of those has run out.
   */
  async byOrderId<T>(address: string, orderId: string, find: () => Promise<T | undefined>): Promise<T | undefined> {
    const limits: [RateLimiterMemory, string][] = [
      [this.lookupsByAddress, address],
      [this.missesByOrderId, orderId.toLowerCase()],
    ];
    await refuseExhausted(limits);
    const found = await find();
    if (found === undefined) await consumeAll(limits);
    return found;
  }

  search(address: string, email: string): Promise<void> {
    return consumeAll([
      [this.searchesByAddress, address],
      [this.searchesByMailbox, normalizeEmail(email)],
    ]);
  }
}

async function refuseExhausted(limits: [RateLimiterMemory, string][]): Promise<void> {
  for (const [limiter, key] of limits) {
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) {
      throw new TooManyAttemptsException(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
  }
}

async function consumeAll(limits: [RateLimiterMemory, string][]): Promise<void> {
  for (const [limiter, key] of limits) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyAttemptsException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
      throw rejection;
    }
  }
}
