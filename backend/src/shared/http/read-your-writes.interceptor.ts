import {
  HttpStatus,
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import type { Projections } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import { LocalizedHttpException } from './localized-exceptions';

export const MIN_POSITION_HEADER = 'x-min-position';

/**
 * A client that just wrote sends the position its command answered in `X-Min-Position`; the query
 * then waits (bounded) until the read models include it, so the next screen shows the change.
 * `X-Read-Position-Reached: false` tells the client it timed out and sees older data.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const header = request.header(MIN_POSITION_HEADER);
    if (header === undefined || request.method !== 'GET') return next.handle();
    if (!/^\d{1,19}$/.test(header)) {
      throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
        lt: 'Antraštė X-Min-Position turi būti žurnalo pozicija (sveikasis skaičius)',
        en: 'The X-Min-Position header must be a log position (a whole number)',
      });
    }
    const response = context.switchToHttp().getResponse<Response>();
    return from(this.projections.waitForPosition(BigInt(header), this.config.READ_WAIT_TIMEOUT_MS)).pipe(
      switchMap((reached) => {
        response.setHeader('X-Read-Position-Reached', String(reached));
        return next.handle();
      }),
    );
  }
}
