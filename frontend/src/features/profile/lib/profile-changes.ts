import type { ProfileChanges } from '../../../lib/session/auth-api';
import type { User } from '../../../lib/session/user';

export type NameValues = Pick<User, 'firstName' | 'lastName'>;

/** Only what the user actually changed, trimmed as the server stores it; empty when nothing changed. */
export function profileChanges(saved: NameValues, edited: NameValues): ProfileChanges {
  const changes: ProfileChanges = {};
  const firstName = edited.firstName.trim();
  const lastName = edited.lastName.trim();
  if (firstName !== saved.firstName) changes.firstName = firstName;
  if (lastName !== saved.lastName) changes.lastName = lastName;
  return changes;
}
