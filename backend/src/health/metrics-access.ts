import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalizedHttpException, localizedNotFound } from '../shared/http/localized-exceptions';

/** The OpenAPI security scheme of METRICS_TOKEN. */
export const METRICS_TOKEN_SCHEME = 'metrics_token';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Who may read /api/metrics. Its figures (traffic, lag, memory) help an attacker time a rush, so in
 * production the route exists only for a scraper holding METRICS_TOKEN: without a token configured it
 * answers 404 as if absent. Outside production it is open unless a token is set.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  private readonly expected: Buffer | undefined;
  private readonly closed: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : undefined;
    this.closed = config.NODE_ENV === 'production' && !config.METRICS_TOKEN;
  }

  canActivate(context: ExecutionContext): boolean {
    if (this.closed) throw localizedNotFound({ lt: 'Nerasta', en: 'Not found' });
    if (!this.expected) return true;
    const authorization = context.switchToHttp().getRequest<Request>().headers.authorization;
    const presented = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    // Digests of equal length let the comparison take the same time whatever was presented.
    if (presented && timingSafeEqual(digest(presented), this.expected)) return true;
    throw new LocalizedHttpException(
      HttpStatus.UNAUTHORIZED,
      {
        lt: 'Metrikoms reikia prieigos rakto (Authorization: Bearer)',
        en: 'The metrics need an access token (Authorization: Bearer)',
      },
      [],
      { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    );
  }
}
