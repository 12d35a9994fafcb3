import { HttpStatus, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@ticketshop/projections';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';

export class TooManyAttemptsException extends LocalizedHttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      {
        lt: `Per daug bandymų. Bandykite dar kartą po ${Math.ceil(retryAfterSeconds / 60)} min.`,
        en: `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} min.`,
      },
      [],
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/**
 * Slows down password guessing, following rate-limiter-flexible's login-protection recipe: a few
 * consecutive failures for one account from one address block that pair for a while; many failures
 * from one address block the address; many failures on one account block the account. A success
 * forgives the pair. Kept in memory: one shop process serves each data directory (docs/identity.md).
 */
@Injectable()
export class LoginThrottle {
  private readonly byAccountAndAddress = new RateLimiterMemory({
    keyPrefix: 'login-pair',
    points: 5,
    duration: 15 * 60,
    blockDuration: 15 * 60,
  });
  private readonly byAddress = new RateLimiterMemory({
    keyPrefix: 'login-ip',
    points: 50,
    duration: 60 * 60,
    blockDuration: 60 * 60,
  });
  private readonly byAccount = new RateLimiterMemory({
    keyPrefix: 'login-account',
    points: 20,
    duration: 60 * 60,
    blockDuration: 30 * 60,
  });

  /** Throws 429 while any of the caller's keys is blocked. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const waits = await Promise.all(
      this.limitsFor(email, address).map(async ([limiter, key]) => {
        const state = await limiter.get(key);
        return state && state.consumedPoints > limiter.points ? state.msBeforeNext : 0;
      }),
    );
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyAttemptsException(Math.ceil(wait / 1000));
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.all(
      this.limitsFor(email, address).map(([limiter, key]) =>
        limiter.consume(key).catch((rejection: unknown) => {
          // The limit was reached with this failure; the next attempt is refused by assertAllowed.
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
        }),
      ),
    );
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    await this.byAccountAndAddress.delete(pairKey(email, address));
  }

  private limitsFor(email: string, address: string): [RateLimiterMemory, string][] {
    return [
      [this.byAccountAndAddress, pairKey(email, address)],
      [this.byAddress, address],
      [this.byAccount, normalizeEmail(email)],
    ];
  }
}

const pairKey = (email: string, address: string): string => `${normalizeEmail(email)}_${address}`;

/**
 * Limits the calls that send mail to an address someone types (register, forgot password, resend
 * verification), so the shop cannot be used to flood a mailbox or to probe addresses in bulk.
 */
@Injectable()
export class MailRequestThrottle {
  private readonly byAddress = new RateLimiterMemory({ keyPrefix: 'mail-ip', points: 100, duration: 60 * 60 });
  private readonly byRecipient = new RateLimiterMemory({ keyPrefix: 'mail-to', points: 5, duration: 60 * 60 });

  /** `perRecipient`: also limit mails to the typed address (registration mails only new accounts). */
  async consume(email: string, address: string, perRecipient = true): Promise<void> {
    try {
      await this.byAddress.consume(address);
      if (perRecipient) await this.byRecipient.consume(normalizeEmail(email));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyAttemptsException(Math.ceil(rejection.msBeforeNext / 1000));
      }
      throw rejection;
    }
  }
}
