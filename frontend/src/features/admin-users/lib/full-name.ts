import type { AdminUserResponse } from '../../../lib/api-types/generated';

export function fullName({ firstName, lastName }: Pick<AdminUserResponse, 'firstName' | 'lastName'>): string {
  return `${firstName} ${lastName}`.trim();
}
