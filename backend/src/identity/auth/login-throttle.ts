import { HttpStatus, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@ticketshop/projections';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';

/**
 * 429 with Retry-After. `what` names what there was too much of; the wait is said in seconds under a
 * minute, else in whole minutes.
 */
export class TooManyAttemptsException extends LocalizedHttpException {
  constructor(
    readonly retryAfterSeconds: number,
    what: { lt: string; en: string } = { lt: 'Per daug bandymų', en: 'Too many attempts' },
  ) {
    const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} s` : `${Math.ceil(retryAfterSeconds / 60)} min`;
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      { lt: `${what.lt}. Bandykite dar kartą po ${wait}.`, en: `${what.en}. Try again in ${wait}.` },
      [],
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** Failures on one account within an hour after which it counts as under attack. */
const ACCOUNT_UNDER_ATTACK_FAILURES = 20;
/** While an account is under attack, how long an address it does not know waits between tries. */
const UNKNOWN_ADDRESS_PACE_SECONDS = 10;
/** While an account is under attack, what a failure from an address it does not know costs that address. */
const UNKNOWN_ADDRESS_FAILURE_COST = 5;
const KNOWN_ADDRESSES_PER_ACCOUNT = 10;
const ACCOUNTS_REMEMBERED = 100_000;

/**
 * Slows down password guessing without letting a stranger lock the owner out. Only callers are ever
 * blocked, never an account: a few failures for one account from one address block that pair; many
 * failures from one address block the address. Failures on the account from everywhere only mark it
 * as under attack: then addresses it does not know (no sign-in succeeded from them) may try once per
 * UNKNOWN_ADDRESS_PACE_SECONDS each, and their failures cost their address five times as much, while
 * addresses that signed in before are not slowed. So the owner with the right password gets in from a
 * known address at once and from a new one on its first try. A success forgives the pair. Kept in
 * memory: one shop process serves each data directory (docs/identity.md).
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
  /** Never blocks: tells whether the account is under attack. */
  private readonly failuresOnAccount = new RateLimiterMemory({
    keyPrefix: 'login-account',
    points: 1e9,
    duration: 60 * 60,
  });
  private readonly unknownAddressPace = new RateLimiterMemory({
    keyPrefix: 'login-pace',
    points: 1,
    duration: UNKNOWN_ADDRESS_PACE_SECONDS,
  });
  /** Addresses each account signed in from, most recent last; the oldest accounts are forgotten first. */
  private readonly knownAddresses = new Map<string, string[]>();

  /** Throws 429 while the caller is blocked, or paced on an account under attack. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const account = normalizeEmail(email);
    const waits = await Promise.all(
      [[this.byAccountAndAddress, pairKey(account, address)] as const, [this.byAddress, address] as const].map(
        async ([limiter, key]) => {
          const state = await limiter.get(key);
          return state && state.consumedPoints >= limiter.points ? state.msBeforeNext : 0;
        },
      ),
    );
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyAttemptsException(Math.ceil(wait / 1000));
    if (!(await this.slowsDown(account, address))) return;
    try {
      await this.unknownAddressPace.consume(pairKey(account, address));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new TooManyAttemptsException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const account = normalizeEmail(email);
    const addressCost = (await this.slowsDown(account, address)) ? UNKNOWN_ADDRESS_FAILURE_COST : 1;
    await Promise.all(
      [
        this.byAccountAndAddress.consume(pairKey(account, address)),
        this.byAddress.consume(address, addressCost),
        this.failuresOnAccount.consume(account),
      ].map((consumed) =>
        consumed.catch((rejection: unknown) => {
          // The limit was reached with this failure; the next attempt is refused by assertAllowed.
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
        }),
      ),
    );
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    const account = normalizeEmail(email);
    await this.byAccountAndAddress.delete(pairKey(account, address));
    const known = (this.knownAddresses.get(account) ?? []).filter((other) => other !== address);
    known.push(address);
    this.knownAddresses.delete(account);
    this.knownAddresses.set(account, known.slice(-KNOWN_ADDRESSES_PER_ACCOUNT));
    if (this.knownAddresses.size > ACCOUNTS_REMEMBERED) {
      this.knownAddresses.delete(this.knownAddresses.keys().next().value!);
    }
  }

  /** An address the account does not know, while the account is under attack. */
  private async slowsDown(account: string, address: string): Promise<boolean> {
    if (this.knownAddresses.get(account)?.includes(address)) return false;
    const failures = await this.failuresOnAccount.get(account);
    return (failures?.consumedPoints ?? 0) >= ACCOUNT_UNDER_ATTACK_FAILURES;
  }
}

const pairKey = (account: string, address: string): string => `${account}_${address}`;

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
