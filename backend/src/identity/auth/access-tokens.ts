import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { UserRole } from '@ticketshop/projections';
import { ACCESS_TOKEN_TTL_SECONDS } from '../infrastructure/session-policy';
import type { AccessTokenClaims } from './authenticated-user';

/** Signs the short-lived access tokens; the refresh side lives in the session stream. */
@Injectable()
export class AccessTokens {
  constructor(private readonly jwt: JwtService) {}

  sign(userId: string, role: UserRole, sessionId: string): Promise<string> {
    const claims: AccessTokenClaims = { sub: userId, role, sid: sessionId };
    return this.jwt.signAsync(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' });
  }
}
