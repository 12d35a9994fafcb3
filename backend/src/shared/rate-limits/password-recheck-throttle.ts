import { Injectable } from '@nestjs/common';
import { type Limit, RateLimits } from './rate-limits';
import { TooManyAttemptsException } from './too-many-attempts';

const TOO_MANY_WRONG_PASSWORDS = {
  lt: 'Per daug neteisingų slaptažodžių',
  en: 'Too many wrong passwords',
};

/** Re-checks one signed-in admin may get wrong from one address before waiting (like sign-in's pair). */
export const RECHECK_FAILURES_PER_ADDRESS = 5;
const RECHECK_WINDOW_SECONDS = 15 * 60;
/** Wrong re-checks of one account from all addresses together in an hour: a stolen session spread out. */
const RECHECK_FAILURES_PER_ACCOUNT = 20;

/**
 * Throttles the password an admin types again to confirm a money action (approving a refund request),
 * so a stolen session cannot guess the password behind it. Only the holder of the admin's session can
 * reach a re-check, so counting per signed-in user cannot let a stranger lock the admin out: the count
 * is per user and client address (RECHECK_FAILURES_PER_ADDRESS per RECHECK_WINDOW_SECONDS, then that
 * pair waits the window out), plus a wider cap per user across addresses. An attempt is counted
 * before the password is checked, so a burst of parallel guesses gets no more tries than a sequence;
 * the right password forgives the pair. On the shop's shared store (RateLimits).
 */
@Injectable()
export class PasswordRecheckThrottle {
  private readonly byUserAndAddress: Limit;
  private readonly failuresByUser: Limit;

  constructor(limits: RateLimits) {
    this.byUserAndAddress = limits.limit({
      keyPrefix: 'recheck-pair',
      points: RECHECK_FAILURES_PER_ADDRESS,
      duration: RECHECK_WINDOW_SECONDS,
      blockDuration: RECHECK_WINDOW_SECONDS,
    });
    this.failuresByUser = limits.limit({
      keyPrefix: 'recheck-user',
      points: RECHECK_FAILURES_PER_ACCOUNT,
      duration: 60 * 60,
    });
  }

  /**
   * Runs `check` (which throws on a wrong password) unless the user is waiting: then 429 with
   * Retry-After, and `check` does not run.
   */
  async confirm(userId: string, address: string, check: () => Promise<void>): Promise<void> {
    const spread = await this.failuresByUser.refusal(userId);
    if (spread) throw new TooManyAttemptsException(spread.retryAfterSeconds, TOO_MANY_WRONG_PASSWORDS);
    const pair = `${userId}_${address}`;
    const refusal = await this.byUserAndAddress.consume(pair);
    if (refusal) throw new TooManyAttemptsException(refusal.retryAfterSeconds, TOO_MANY_WRONG_PASSWORDS);
    try {
      await check();
    } catch (wrong) {
      await this.failuresByUser.consume(userId);
      throw wrong;
    }
    await this.byUserAndAddress.forget(pair);
  }
}
