/**
 * The users read model behind the back-office users screen and statistics: one row per account with
 * what an admin sees, never credentials or tokens.
 */
import type { Actor } from '../../events/metadata';
import type { UserEvent } from '../../events/identity/identity-events';
import type { UserRole, UserStatus } from '../../events/identity/identity-values';

export interface UserChange {
  type: UserEvent['type'];
  occurredAt: string;
  actor: Actor;
}

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  status: UserStatus;
  registeredAt: string;
  lastLoginAt: string | null;
  lastChange: UserChange | null;
  /** The last log position applied to this row; an event at or before it is a redelivery. */
  lastPosition: bigint;
}

export const USERS_EVENT_TYPES: ReadonlySet<string> = new Set<UserEvent['type']>([
  'UserRegistered',
  'EmailVerified',
  'ProfileUpdated',
  'UserRoleChanged',
  'UserStatusChanged',
  'UserLoggedIn',
  'PasswordChanged',
]);

/** How one user event changes the account's row; `undefined` means the row does not exist yet. */
export function evolveUserRow(
  row: UserRow | undefined,
  event: UserEvent,
  meta: { position: bigint; occurredAt: string; actor: Actor },
): UserRow | undefined {
  if (row && meta.position <= row.lastPosition) return row;
  const change = { type: event.type, occurredAt: meta.occurredAt, actor: meta.actor };
  switch (event.type) {
    case 'UserRegistered':
      if (row) return row;
      return {
        id: event.data.userId,
        email: event.data.email,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        role: event.data.role,
        status: 'unverified',
        registeredAt: meta.occurredAt,
        lastLoginAt: null,
        lastChange: null,
        lastPosition: meta.position,
      };
    case 'EmailVerified':
      return (
        row && {
          ...row,
          status: row.status === 'suspended' ? 'suspended' : 'verified',
          lastChange: change,
          lastPosition: meta.position,
        }
      );
    case 'ProfileUpdated':
      return (
        row && {
          ...row,
          firstName: event.data.firstName ?? row.firstName,
          lastName: event.data.lastName ?? row.lastName,
          lastChange: change,
          lastPosition: meta.position,
        }
      );
    case 'UserRoleChanged':
      return row && { ...row, role: event.data.to, lastChange: change, lastPosition: meta.position };
    case 'UserStatusChanged':
      return row && { ...row, status: event.data.to, lastChange: change, lastPosition: meta.position };
    case 'PasswordChanged':
      return row && { ...row, lastChange: change, lastPosition: meta.position };
    case 'UserLoggedIn':
      return row && { ...row, lastLoginAt: meta.occurredAt, lastPosition: meta.position };
    default:
      return row;
  }
}
