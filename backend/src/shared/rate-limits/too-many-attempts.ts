import { HttpStatus } from '@nestjs/common';
import { LocalizedHttpException } from '../http/localized-exceptions';

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
