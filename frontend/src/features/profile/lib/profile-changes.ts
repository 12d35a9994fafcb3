import type { UpdateProfileRequest, UserResponse } from '../../../lib/api-types/generated';

export type NameValues = Pick<UserResponse, 'firstName' | 'lastName'>;

/** Only what the user actually changed, trimmed as the server stores it; empty when nothing changed. */
export function profileChanges(saved: NameValues, edited: NameValues): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {};
  const firstName = edited.firstName.trim();
  const lastName = edited.lastName.trim();
  if (firstName !== saved.firstName) changes.firstName = firstName;
  if (lastName !== saved.lastName) changes.lastName = lastName;
  return changes;
}
