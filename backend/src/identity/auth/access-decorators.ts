import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ADMIN_ROLES, type UserRole } from '@ticketshop/projections';
import type { Request } from 'express';
import type { AuthenticatedUser } from './authenticated-user';

export const PUBLIC_ROUTE = 'identity:public';
export const REQUIRED_ROLES = 'identity:roles';

/** Open to anonymous callers. Everything else needs a signed-in user (deny by default). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** The OpenAPI security schemes of the access token: the shop's cookie and `Authorization: Bearer`. */
export const ACCESS_COOKIE_SCHEME = 'access_token_cookie';
export const ACCESS_BEARER_SCHEME = 'access_token_bearer';
/** The refresh token's cookie, which only POST /api/auth/refresh reads. */
export const REFRESH_COOKIE_SCHEME = 'refresh_token_cookie';

/** Signed-in users only; documented as such in OpenAPI, with either scheme (JwtStrategy reads both). */
export const SignedIn = () =>
  applyDecorators(
    ApiCookieAuth(ACCESS_COOKIE_SCHEME),
    ApiBearerAuth(ACCESS_BEARER_SCHEME),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
  );

/** Only users holding one of the roles; others get 403 with the shop's message. */
export const RequireRoles = (...roles: UserRole[]) =>
  applyDecorators(
    SetMetadata(REQUIRED_ROLES, roles),
    SignedIn(),
    ApiForbiddenResponse({ description: `Requires one of the roles: ${roles.join(', ')}` }),
  );

/** The back-office: admin and super_admin. */
export const AdminOnly = () => RequireRoles(...ADMIN_ROLES);

/** The caller a guard authenticated. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const request = context.switchToHttp().getRequest<Request & { user: AuthenticatedUser }>();
  return request.user;
});
