import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@ticketshop/projections';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsException } from '../../identity/auth/login-throttle';

/**
 * Order lookups answer whether an order number and an e-mail belong together, so guessing is slowed:
 * per caller address and per order reference; mailing a buyer's order list is limited per address
 * and per mailbox. In memory, like the login throttle (docs/identity.md).
 */
@Injectable()
export class LookupThrottle {
  private readonly lookupsByAddress = new RateLimiterMemory({ keyPrefix: 'lookup-ip', points: 100, duration: 10 * 60 });
  private readonly lookupsByOrder = new RateLimiterMemory({ keyPrefix: 'lookup-order', points: 10, duration: 10 * 60 });
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

  search(address: string, email: string): Promise<void> {
    return consumeAll([
      [this.searchesByAddress, address],
      [this.searchesByMailbox, normalizeEmail(email)],
    ]);
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
