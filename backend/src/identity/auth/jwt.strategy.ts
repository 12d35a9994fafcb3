import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { USER_ROLES } from '@ticketshop/projections';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { CurrentAuthority } from '../infrastructure/current-authority';
import { EndedSessions } from '../infrastructure/ended-sessions';
import { ACCESS_COOKIE } from '../infrastructure/session-policy';
import type { AccessTokenClaims, AuthenticatedUser } from './authenticated-user';

export const JWT_SECRET = Symbol('JWT_SECRET');

const fromCookie = (request: Request): string | null => {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const token = cookies?.[ACCESS_COOKIE];
  return typeof token === 'string' ? token : null;
};

/**
 * Access tokens come as `Authorization: Bearer` (API clients) or the httpOnly cookie (the shop's pages).
 * A token is good only while its session lives: one whose session ended (logout, a reused refresh
 * token, a password change, a role change or suspension) is refused at once, not when it expires.
 * The token names the caller; what the caller may do is the account's role and status now
 * (`CurrentAuthority`), so a demoted admin is refused the back-office and a suspended user everything
 * on the next request, on every shop process, whatever role the token was signed with.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly ended: EndedSessions,
    private readonly authority: CurrentAuthority,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), fromCookie]),
      secretOrKey: secret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser | false> {
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return false;
    if (!(USER_ROLES as readonly string[]).includes(claims.role)) return false;
    if (await this.ended.hasEnded(claims.sid)) return false;
    const now = await this.authority.of(claims.sub, claims.role);
    if (now.suspended) return false;
    return { userId: claims.sub, role: now.role, sessionId: claims.sid };
  }
}
