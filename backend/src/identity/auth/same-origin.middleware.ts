import { HttpStatus, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../infrastructure/session-policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Vite's dev server proxies the API but the browser still names its own origin.
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Cookies travel with any request the browser makes, so a state-changing request that carries them
 * must come from the shop's own pages. SameSite=Strict already stops most forgeries; this refuses
 * the rest (old browsers, sibling subdomains). An Authorization header beside the cookies changes
 * nothing: a route may read either, so the cookies alone decide. Bearer-only callers have no cookie
 * to forge and pass.
 */
@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  private readonly configured: string[];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.configured = [
      ...(config.PUBLIC_URL ? [originOf(config.PUBLIC_URL)!] : []),
      ...(config.NODE_ENV === 'development' ? DEV_SERVER_ORIGINS : []),
    ];
  }

  use(request: Request, response: Response, next: NextFunction): void {
    const cookies = (request.cookies ?? {}) as Record<string, unknown>;
    const cookieDriven = cookies[ACCESS_COOKIE] !== undefined || cookies[REFRESH_COOKIE] !== undefined;
    if (SAFE_METHODS.has(request.method) || !cookieDriven) return next();

    const claimed = request.headers.origin ?? (request.headers.referer ? originOf(request.headers.referer) : undefined);
    // Browsers name the origin on every cross-site write; a request without one is not a forgery.
    if (claimed === undefined) return next();
    const own = `${request.protocol}://${request.headers.host ?? ''}`;
    if (claimed === own || this.configured.includes(claimed)) return next();

    const english = request.acceptsLanguages('lt', 'en') === 'en';
    response.status(HttpStatus.FORBIDDEN).json({
      statusCode: HttpStatus.FORBIDDEN,
      message: english
        ? 'This request did not come from the shop’s own pages'
        : 'Užklausa atsiųsta ne iš parduotuvės puslapių',
      code: 'request.foreign-origin',
      errors: [],
    });
  }
}
