import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@ticketshop/projections';
import { type Limit, RateLimits } from '../../shared/rate-limits/rate-limits';
import { TooManyAttemptsException } from '../../shared/rate-limits/too-many-attempts';

/** Failures on one account within an hour after which it counts as under attack. */
const ACCOUNT_UNDER_ATTACK_FAILURES = 20;
/** While an account is under attack, how long an address it does not know waits between tries. */
const UNKNOWN_ADDRESS_PACE_SECONDS = 10;
/** While an account is under attack, what a failure from an address it does not know costs that address. */
const UNKNOWN_ADDRESS_FAILURE_COST = 5;
/** How long an address that signed in to an account stays known to it (refreshed by each sign-in). */
const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;

/**
 * Slows down password guessing without letting a stranger lock the owner out. Only callers are ever
 * blocked, never an account: a few failures for one account from one address block that pair; many
 * failures from one address block the address. Failures on the account from everywhere only mark it
 * as under attack: then addresses it does not know (no sign-in succeeded from them in the last
 * KNOWN_ADDRESS_SECONDS) may try once per UNKNOWN_ADDRESS_PACE_SECONDS each, and their failures cost
 * their address five times as much, while addresses that signed in before are not slowed. So the owner
 * with the right password gets in from a known address at once and from a new one on its first try. A
 * success forgives the pair. Every count is on the shop's shared store (RateLimits), so it holds
 * across shop processes.
 */
@Injectable()
export class LoginThrottle {
  private readonly byAccountAndAddress: Limit;
  private readonly byAddress: Limit;
  /** Never blocks: tells whether the account is under attack. */
  private readonly failuresOnAccount: Limit;
  private readonly unknownAddressPace: Limit;
  /** Marks the pairs of account and address that signed in: 1 while known. */
  private readonly knownAddresses: Limit;

  constructor(limits: RateLimits) {
    this.byAccountAndAddress = limits.limit({
      keyPrefix: 'login-pair',
      points: 5,
      duration: 15 * 60,
      blockDuration: 15 * 60,
    });
    this.byAddress = limits.limit({ keyPrefix: 'login-ip', points: 50, duration: 60 * 60, blockDuration: 60 * 60 });
    this.failuresOnAccount = limits.limit({ keyPrefix: 'login-account', points: 1e9, duration: 60 * 60 });
    this.unknownAddressPace = limits.limit({
      keyPrefix: 'login-pace',
      points: 1,
      duration: UNKNOWN_ADDRESS_PACE_SECONDS,
    });
    this.knownAddresses = limits.limit({ keyPrefix: 'login-known', points: 1, duration: KNOWN_ADDRESS_SECONDS });
  }

  /** Throws 429 while the caller is blocked, or paced on an account under attack. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const account = normalizeEmail(email);
    const refusals = await Promise.all([
      this.byAccountAndAddress.refusal(pairKey(account, address)),
      this.byAddress.refusal(address),
    ]);
    const wait = Math.max(0, ...refusals.map((refusal) => refusal?.retryAfterSeconds ?? 0));
    if (wait > 0) throw new TooManyAttemptsException(wait);
    if (!(await this.slowsDown(account, address))) return;
    const paced = await this.unknownAddressPace.consume(pairKey(account, address));
    if (paced) throw new TooManyAttemptsException(paced.retryAfterSeconds);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const account = normalizeEmail(email);
    const addressCost = (await this.slowsDown(account, address)) ? UNKNOWN_ADDRESS_FAILURE_COST : 1;
    // A refusal here means the limit was reached with this failure; the next attempt is refused by
    // assertAllowed.
    await Promise.all([
      this.byAccountAndAddress.consume(pairKey(account, address)),
      this.byAddress.consume(address, addressCost),
      this.failuresOnAccount.consume(account),
    ]);
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    const account = normalizeEmail(email);
    await Promise.all([
      this.byAccountAndAddress.forget(pairKey(account, address)),
      this.knownAddresses.set(pairKey(account, address), 1, KNOWN_ADDRESS_SECONDS),
    ]);
  }

  /** An address the account does not know, while the account is under attack. */
  private async slowsDown(account: string, address: string): Promise<boolean> {
    if ((await this.knownAddresses.consumed(pairKey(account, address))) > 0) return false;
    return (await this.failuresOnAccount.consumed(account)) >= ACCOUNT_UNDER_ATTACK_FAILURES;
  }
}

const pairKey = (account: string, address: string): string => `${account}_${address}`;

/**
 * Limits the calls that send mail to an address someone types (register, forgot password, resend
 * verification), so the shop cannot be used to flood a mailbox or to probe addresses in bulk.
 */
@Injectable()
export class MailRequestThrottle {
  private readonly byAddress: Limit;
  private readonly byRecipient: Limit;

  constructor(limits: RateLimits) {
    this.byAddress = limits.limit({ keyPrefix: 'mail-ip', points: 100, duration: 60 * 60 });
    this.byRecipient = limits.limit({ keyPrefix: 'mail-to', points: 5, duration: 60 * 60 });
  }

  /** `perRecipient`: also limit mails to the typed address (registration mails only new accounts). */
  async consume(email: string, address: string, perRecipient = true): Promise<void> {
    await this.byAddress.take(address);
    if (perRecipient) await this.byRecipient.take(normalizeEmail(email));
  }
}
