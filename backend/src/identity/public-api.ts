// What other contexts may use of identity (docs/architecture.md, "Bounded contexts"): who may call a
// route and who is calling, the password re-check before something weighty, the admins' names, and
// the console's command that makes an admin.
export { AdminOnly, CurrentUser, Public, RequireRoles } from './auth/access-decorators';
export { actorOf, type AuthenticatedUser } from './auth/authenticated-user';
export { MailRequestThrottle } from './auth/login-throttle';
export { SignedInAdmin } from './auth/signed-in-admin';
export { clientAddressOf } from './http/request-context';
export { resolveJwtSecret } from './infrastructure/jwt-secret';
export { PasswordConfirmation } from './infrastructure/password-confirmation';
export { PASSWORD_MAX_LENGTH } from './infrastructure/passwords';
export { checkCreateAdminOptions, CreateAdminCommand } from './create-admin/create-admin.command';
export { ActorResponse } from './admin-users/admin-user.response';
export { actorResponse, AdminUsersQueries } from './admin-users/admin-users.queries';
