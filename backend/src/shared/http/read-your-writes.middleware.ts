import { HttpStatus, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Projections } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import { LocalizedHttpException } from './localized-exceptions';

export const MIN_POSITION_HEADER = 'x-min-position';

/**
 * A client that just wrote sends the position its command answered in `X-Min-Position`; the query
 * then waits (bounded) until the read models include it, so the next screen shows the change.
 * `X-Read-Position-Reached: false` tells the client it timed out and sees older data.
 *
 * A middleware rather than a global interceptor: a route without interceptors skips Nest's
 * observable pipeline, which every request (an order in an on-sale rush too) would otherwise pay for.
 */
@Injectable()
export class ReadYourWritesMiddleware implements NestMiddleware {
  constructor(
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const header = request.header(MIN_POSITION_HEADER);
    if (header === undefined || request.method !== 'GET') return next();
    if (!/^\d{1,19}$/.test(header)) {
      throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
        lt: 'Antraštė X-Min-Position turi būti žurnalo pozicija (sveikasis skaičius)',
        en: 'The X-Min-Position header must be a log position (a whole number)',
      });
    }
    const reached = await this.projections.waitForPosition(BigInt(header), this.config.READ_WAIT_TIMEOUT_MS);
    response.setHeader('X-Read-Position-Reached', String(reached));
    next();
  }
}
