import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The policy the single-page app runs under. Vite's build is one module script and one stylesheet
 * from /assets, and no component writes a style attribute, so nothing inline is allowed at all.
 * Images are the shop's own (/media) plus the data: URL of the event image placeholder and blob:
 * for pictures a page makes itself; the scanner's camera stream is handed over as an object, which
 * no directive governs, and media-src admits blob: for browsers that still go through a URL.
 */
const SHOP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Swagger UI (/api/docs) ships its own bundle and writes style attributes and data: images as it
 * renders; its page holds no user data, so its styles may be inline. Scripts stay 'self' only.
 */
const DOCS_DIRECTIVES = {
  ...SHOP_DIRECTIVES,
  'style-src': ["'self'", "'unsafe-inline'"],
};

function headersFor(directives: Record<string, string[]>, production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Over plain HTTP (development, the e2e shop on 127.0.0.1) an upgrade would break every request.
      directives: production ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    // Browsers would remember HSTS for localhost and refuse plain HTTP there, so only production sends it.
    strictTransportSecurity: production ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * Security headers on every response: CSP, nosniff, no framing, referrer policy, HSTS in production.
 * Pages that need another policy (the sandbox payment page, the dev mailbox) set their own
 * Content-Security-Policy in their controller, which replaces this one.
 */
export function securityHeaders(config: AppConfig, docsPath: string): RequestHandler {
  const production = config.NODE_ENV === 'production';
  const shop = headersFor(SHOP_DIRECTIVES, production);
  const docs = headersFor(DOCS_DIRECTIVES, production);
  return (request: Request, response: Response, next: NextFunction) =>
    (request.path === docsPath || request.path.startsWith(`${docsPath}/`) ? docs : shop)(request, response, next);
}
