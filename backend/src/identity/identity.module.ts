import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CreateAdminHandler } from './create-admin/create-admin.handler';
import { PasswordConfirmation } from './infrastructure/password-confirmation';
import { MaintenanceMiddleware } from '../settings/public-api';
import { AdminUsersController } from './admin-users/admin-users.controller';
import { AdminUsersQueries } from './admin-users/admin-users.queries';
import { AccessTokens } from './auth/access-tokens';
import { AuthenticationGuard, RolesGuard } from './auth/access.guards';
import { JWT_SECRET, JwtStrategy } from './auth/jwt.strategy';
import { LoginThrottle, MailRequestThrottle } from './auth/login-throttle';
import { NoStoreMiddleware } from './auth/no-store.middleware';
import { SameOriginMiddleware } from './auth/same-origin.middleware';
import { SignedInAdmin } from './auth/signed-in-admin';
import { ChangePasswordHandler } from './change-password/change-password.handler';
import { ChangeUserRoleHandler } from './change-user-role/change-user-role.handler';
import { ChangeUserStatusHandler } from './change-user-status/change-user-status.handler';
import { SeedDemoAccounts } from './demo/seed-demo-accounts';
import { AuthController } from './http/auth.controller';
import { ProfileController } from './http/profile.controller';
import { CurrentAuthority } from './infrastructure/current-authority';
import { EndedSessions } from './infrastructure/ended-sessions';
import { IdentityMails } from './infrastructure/identity-mails';
import { resolveJwtSecret } from './infrastructure/jwt-secret';
import { UserSessions } from './infrastructure/user-sessions';
import { LogInHandler } from './log-in/log-in.handler';
import { LogOutHandler } from './log-out/log-out.handler';
import { RefreshSessionHandler } from './refresh-session/refresh-session.handler';
import { RegisterUserHandler, SignUpHandler } from './register-user/register-user.handler';
import { RequestEmailVerificationHandler } from './request-email-verification/request-email-verification.handler';
import { RequestPasswordResetHandler } from './request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './reset-password/reset-password.handler';
import { UpdateProfileHandler } from './update-profile/update-profile.handler';
import { VerifyEmailHandler } from './verify-email/verify-email.handler';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: resolveJwtSecret(config) }),
    }),
  ],
  controllers: [AuthController, ProfileController, AdminUsersController],
  providers: [
    { provide: JWT_SECRET, inject: [APP_CONFIG], useFactory: resolveJwtSecret },
    // Deny by default: authentication first, then the roles a route asks for.
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    JwtStrategy,
    AccessTokens,
    SignedInAdmin,
    LoginThrottle,
    MailRequestThrottle,
    IdentityMails,
    EndedSessions,
    CurrentAuthority,
    UserSessions,
    PasswordConfirmation,
    AdminUsersQueries,
    RegisterUserHandler,
    SignUpHandler,
    VerifyEmailHandler,
    RequestEmailVerificationHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    UpdateProfileHandler,
    ChangeUserRoleHandler,
    ChangeUserStatusHandler,
    LogInHandler,
    RefreshSessionHandler,
    LogOutHandler,
    CreateAdminHandler,
    SeedDemoAccounts,
  ],
  exports: [AdminUsersQueries, MailRequestThrottle, PasswordConfirmation],
})
export class IdentityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Here rather than in the settings module: telling an admin's request apart needs identity's token checks.
    consumer.apply(MaintenanceMiddleware, SameOriginMiddleware).forRoutes('*');
    consumer.apply(NoStoreMiddleware).forRoutes(AuthController, ProfileController, AdminUsersController);
  }
}
