import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { UserRole } from '@ticketshop/projections';
import type { Request } from 'express';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { PUBLIC_ROUTE, REQUIRED_ROLES } from './access-decorators';
import type { AuthenticatedUser } from './authenticated-user';

export const notSignedIn = () =>
  new LocalizedHttpException(HttpStatus.UNAUTHORIZED, {
    lt: 'Reikia prisijungti',
    en: 'Please log in',
  });

const adminRightsRequired = () =>
  new LocalizedHttpException(HttpStatus.FORBIDDEN, {
    lt: 'Reikalingos administratoriaus teisės. Kreipkitės į sistemos administratorių.',
    en: 'Administrator rights are required. Please contact the system administrator.',
  });

/** Every route needs a valid access token unless it is marked @Public(). */
@Injectable()
export class AuthenticationGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const open = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [context.getHandler(), context.getClass()]);
    return open ? true : super.canActivate(context);
  }

  override handleRequest<User = AuthenticatedUser>(error: unknown, user: User | false): User {
    if (error || !user) throw notSignedIn();
    return user;
  }
}

/** Routes marked with RequireRoles admit only those roles. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(REQUIRED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles) return true;
    const user = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>().user;
    if (!user) throw notSignedIn();
    if (!roles.includes(user.role)) throw adminRightsRequired();
    return true;
  }
}
