import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '@ticketshop/projections';

export class ActorResponse {
  @ApiProperty({ example: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a' }) id!: string;
  @ApiProperty({ example: 'Jonas Jonaitis' }) name!: string;
}

export class UserChangeResponse {
  @ApiProperty({ example: 'UserRoleChanged' }) type!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-19T14:05:00.000Z' }) occurredAt!: string;
  @ApiProperty({ type: ActorResponse, nullable: true, description: 'null: the system' })
  actor!: ActorResponse | null;
}

export class AdminUserResponse {
  @ApiProperty({ example: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' }) id!: string;
  @ApiProperty({ example: 'ona@example.com' }) email!: string;
  @ApiProperty({ example: 'Ona' }) firstName!: string;
  @ApiProperty({ example: 'Petraitė' }) lastName!: string;
  @ApiProperty({ enum: USER_ROLES, example: 'organizer' }) role!: UserRole;
  @ApiProperty({ enum: USER_STATUSES, example: 'verified' }) status!: UserStatus;
  @ApiProperty({ format: 'date-time', example: '2026-03-02T10:00:00.000Z' }) registeredAt!: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'null: never',
    example: '2026-11-20T09:15:00.000Z',
  })
  lastLoginAt!: string | null;
  @ApiProperty({ type: UserChangeResponse, nullable: true }) lastChange!: UserChangeResponse | null;
}

export class AdminUserEnvelope {
  @ApiProperty({ type: AdminUserResponse }) user!: AdminUserResponse;
}

export class UserCountersResponse {
  @ApiProperty({ example: 51 }) verified!: number;
  @ApiProperty({ example: 4 }) unverified!: number;
  @ApiProperty({ example: 3 }) organizer!: number;
  @ApiProperty({ example: 2 }) suspended!: number;
}

export class PaginationResponse {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) limit!: number;
  @ApiProperty({ example: 57 }) total!: number;
  @ApiProperty({ example: 3 }) totalPages!: number;
}

export class AdminUsersPageResponse {
  @ApiProperty({ type: AdminUserResponse, isArray: true }) data!: AdminUserResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination!: PaginationResponse;
  @ApiProperty({ type: UserCountersResponse, description: 'Over all users, whatever the filters' })
  counters!: UserCountersResponse;
}

export class UserHistoryEntryResponse {
  @ApiProperty({ example: 'UserStatusChanged' }) type!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-19T14:05:00.000Z' }) occurredAt!: string;
  @ApiProperty({ type: ActorResponse, nullable: true, description: 'null: the system' })
  actor!: ActorResponse | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { from: 'user', to: 'organizer' } })
  details!: Record<string, string>;
}

export class UserHistoryResponse {
  @ApiProperty({ type: UserHistoryEntryResponse, isArray: true }) data!: UserHistoryEntryResponse[];
}
