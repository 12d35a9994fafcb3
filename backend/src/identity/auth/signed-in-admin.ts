import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isAdminRole } from '@ticketshop/projections';
import type { Request } from 'express';
import { CurrentAuthority } from '../infrastructure/current-authority';
import { EndedSessions } from '../infrastructure/ended-sessions';
import { ACCESS_COOKIE } from '../infrastructure/session-policy';
import type { AccessTokenClaims } from './authenticated-user';

/**
 * Whether a request comes from a signed-in admin, for the middlewares that run before the guards
 * (maintenance mode lets admins through). The same checks as the guards: signature, expiry, a live
 * session, and the account's role and status now rather than the token's.
 */
@Injectable()
export class SignedInAdmin {
  constructor(
    private readonly jwt: JwtService,
    private readonly ended: EndedSessions,
    private readonly authority: CurrentAuthority,
  ) {}

  async isAdmin(request: Request): Promise<boolean> {
    const token = bearerOf(request) ?? cookieOf(request);
    if (!token) return false;
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: ['HS256'] });
      if (!isAdminRole(claims.role) || typeof claims.sid !== 'string' || typeof claims.sub !== 'string') return false;
      if (await this.ended.hasEnded(claims.sid)) return false;
      const now = await this.authority.of(claims.sub, claims.role);
      return !now.suspended && isAdminRole(now.role);
    } catch {
      return false;
    }
  }
}

function bearerOf(request: Request): string | undefined {
  const header = request.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

function cookieOf(request: Request): string | undefined {
  const token = (request.cookies as Record<string, unknown> | undefined)?.[ACCESS_COOKIE];
  return typeof token === 'string' && token ? token : undefined;
}
