import { ApiProperty } from '@nestjs/swagger';
import {
  USER_ROLES,
  USER_STATUSES,
  userStreamId,
  type EventStore,
  type UserEvent,
  type UserRole,
  type UserStatus,
} from '@ticketshop/projections';
import { DomainEventStore } from '../../shared/event-sourcing/domain-event-store';
import { userDecider } from '../domain/user.decider';

/** The signed-in user as the shop's pages see it (docs/identity.md, "The API": the `User` object). */
export class UserResponse {
  @ApiProperty({ example: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' }) id!: string;
  @ApiProperty({ example: 'ona@example.com' }) email!: string;
  @ApiProperty({ example: 'Ona' }) firstName!: string;
  @ApiProperty({ example: 'Petraitė' }) lastName!: string;
  @ApiProperty({ enum: USER_ROLES, example: 'user' }) role!: UserRole;
  @ApiProperty({ enum: USER_ROLES, isArray: true, description: 'The role and, for admins, `admin`', example: ['user'] })
  roles!: UserRole[];
  @ApiProperty({ enum: USER_STATUSES, example: 'verified' }) status!: UserStatus;
  @ApiProperty({ example: true }) verified!: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-03-02T10:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: '2026-11-20T09:15:00.000Z' })
  lastLoginAt!: string | null;
}

export class UserEnvelope {
  @ApiProperty({ type: UserResponse }) user!: UserResponse;
}

/**
 * The user straight from their stream, so a page sees its own change at once (no projection lag).
 * Undefined when no such account exists.
 */
export async function loadUserResponse(store: EventStore, userId: string): Promise<UserResponse | undefined> {
  const recorded = await new DomainEventStore(store).read<UserEvent>(userStreamId(userId));
  if (recorded.length === 0) return undefined;
  let state = userDecider.initialState;
  let lastLoginAt: string | null = null;
  for (const event of recorded) {
    state = userDecider.evolve(state, event);
    if (event.type === 'UserLoggedIn') lastLoginAt = event.metadata.occurredAt;
  }
  if (!state.exists) return undefined;
  // Clients written for an older API look for 'admin' in roles; a super admin is an admin to them too.
  const roles: UserRole[] = state.role === 'super_admin' ? ['super_admin', 'admin'] : [state.role];
  return {
    id: state.id,
    email: state.email,
    firstName: state.firstName,
    lastName: state.lastName,
    role: state.role,
    roles,
    status: state.status,
    verified: state.status === 'verified' || (state.status === 'suspended' && recorded.some(isVerification)),
    createdAt: recorded[0]!.metadata.occurredAt,
    lastLoginAt,
  };
}

const isVerification = (event: { type: string; data: Record<string, unknown> }) =>
  event.type === 'EmailVerified' || (event.type === 'UserStatusChanged' && event.data.to === 'verified');
