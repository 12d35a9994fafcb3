import type { AdminUser } from '../api/admin-users-api';

export function fullName({ firstName, lastName }: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return `${firstName} ${lastName}`.trim();
}
