import type { CookieOptions, Response } from 'express';
import type { AppConfig } from '../../config/app-config';
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
} from '../infrastructure/session-policy';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const base = (config: AppConfig): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: config.NODE_ENV === 'production',
});

/** The access token goes to every API call; the refresh token only to the auth endpoints. */
export function setSessionCookies(response: Response, session: IssuedSession, config: AppConfig): void {
  response.cookie(ACCESS_COOKIE, session.accessToken, {
    ...base(config),
    path: '/api',
    maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
  response.cookie(REFRESH_COOKIE, session.refreshToken, {
    ...base(config),
    path: REFRESH_COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
}

export function clearSessionCookies(response: Response, config: AppConfig): void {
  response.clearCookie(ACCESS_COOKIE, { ...base(config), path: '/api' });
  response.clearCookie(REFRESH_COOKIE, { ...base(config), path: REFRESH_COOKIE_PATH });
}
