import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '@ticketshop/projections';

export class ActorResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

export class UserChangeResponse {
  @ApiProperty({ example: 'UserRoleChanged' }) type!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiPropertyOptional({ type: ActorResponse, nullable: true, description: 'null: the system' })
  actor!: ActorResponse | null;
}

export class AdminUserResponse {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: USER_ROLES }) role!: UserRole;
  @ApiProperty({ enum: USER_STATUSES }) status!: UserStatus;
  @ApiProperty({ format: 'date-time' }) registeredAt!: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String, description: 'null: never' })
  lastLoginAt!: string | null;
  @ApiPropertyOptional({ type: UserChangeResponse, nullable: true }) lastChange!: UserChangeResponse | null;
}

export class AdminUserEnvelope {
  @ApiProperty({ type: AdminUserResponse }) user!: AdminUserResponse;
}

export class UserCountersResponse {
  @ApiProperty() verified!: number;
  @ApiProperty() unverified!: number;
  @ApiProperty() organizer!: number;
  @ApiProperty() suspended!: number;
}

export class PaginationResponse {
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total!: number;
  @ApiProperty() totalPages!: number;
}

export class AdminUsersPageResponse {
  @ApiProperty({ type: AdminUserResponse, isArray: true }) data!: AdminUserResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination!: PaginationResponse;
  @ApiProperty({ type: UserCountersResponse, description: 'Over all users, whatever the filters' })
  counters!: UserCountersResponse;
}

export class UserHistoryEntryResponse {
  @ApiProperty({ example: 'UserStatusChanged' }) type!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiPropertyOptional({ type: ActorResponse, nullable: true, description: 'null: the system' })
  actor!: ActorResponse | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { from: 'user', to: 'organizer' } })
  details!: Record<string, string>;
}

export class UserHistoryResponse {
  @ApiProperty({ type: UserHistoryEntryResponse, isArray: true }) data!: UserHistoryEntryResponse[];
}
