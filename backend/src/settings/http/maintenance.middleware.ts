import { HttpStatus, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SignedInAdmin } from '../../identity/public-api';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { ShopSettings } from '../shop-settings';

/** How long a client is asked to wait before trying again, in seconds. */
const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * What keeps working in maintenance: the public settings (the pages learn from them that the shop is
 * closed), health checks, signing in (so an admin can), and the payment providers' callbacks, whose
 * money has moved already and must be recorded.
 */
const OPEN_IN_MAINTENANCE = [
  /^\/api\/settings\/public$/,
  /^\/api\/health(\/|$)/,
  /^\/api\/auth\//,
  /^\/api\/payments\/(notify|return|sandbox)\//,
];

/**
 * Maintenance mode (settings → maintenance): every other API call answers 503 with Retry-After, except
 * a signed-in admin's, who keeps working.
 */
@Injectable()
export class MaintenanceMiddleware implements NestMiddleware {
  constructor(
    private readonly settings: ShopSettings,
    private readonly admins: SignedInAdmin,
  ) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    if (!this.settings.current().maintenance.maintenanceMode) return next();
    const path = request.originalUrl.split('?')[0] ?? '';
    if (OPEN_IN_MAINTENANCE.some((open) => open.test(path)) || (await this.admins.isAdmin(request))) return next();
    throw new LocalizedHttpException(
      HttpStatus.SERVICE_UNAVAILABLE,
      {
        lt: 'Parduotuvėje vyksta techniniai darbai. Užsukite šiek tiek vėliau.',
        en: 'The shop is under maintenance. Please come back a little later.',
      },
      [],
      { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
    );
  }
}
