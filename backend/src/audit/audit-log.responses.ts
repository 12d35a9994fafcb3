import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction } from '@ticketshop/projections';

export class AuditActorResponse {
  @ApiProperty({ enum: ['user', 'system'], example: 'user' }) kind!: 'user' | 'system';
  @ApiProperty({
    description: "The user's id, or the system process's name",
    example: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  })
  id!: string;
  @ApiProperty({
    description: "The user's name today (their id if unknown), or the process's name",
    example: 'Ona Petraitė',
  })
  name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The role the user acted with; null: the system',
    example: 'admin',
  })
  role!: string | null;
}

export class AuditCatalogEventResponse {
  @ApiProperty({ format: 'uuid', example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) id!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Its Lithuanian name; null once deleted',
    example: 'Kalėdinis koncertas',
  })
  name!: string | null;
}

export class AuditLogEntryResponse {
  @ApiProperty({ description: 'Position in the event log: the entry key, oldest lowest', example: '48213' })
  position!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-22T10:00:00.000Z' }) occurred_at!: string;
  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'order.refund_requested' }) action!: AuditAction;
  @ApiProperty({ type: AuditActorResponse }) actor!: AuditActorResponse;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  })
  order_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null }) refund_request_id!: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: '2b3c4d5e-6f70-4a81-92b3-c4d5e6f7a8b9',
  })
  refund_id!: string | null;
  @ApiProperty({ type: AuditCatalogEventResponse, nullable: true }) event!: AuditCatalogEventResponse | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Major units (euros), 2 decimals', example: 29.99 })
  amount!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'EUR' }) currency!: string | null;
  @ApiProperty({
    description: "The admin's reason, the provider's answer or the shop's reason code; '' if none",
    example: 'Pirkėjas negali atvykti',
  })
  reason!: string;
  @ApiProperty({
    description: "The request's X-Request-Id for an admin's call; a process keeps its cause's",
    example: '5c0f7a1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  })
  request_id!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: {} }) details!: Record<
    string,
    string
  >;
}

export class AuditLogPaginationResponse {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) limit!: number;
  @ApiProperty({ example: 412 }) total!: number;
  @ApiProperty({ example: 21 }) total_pages!: number;
}

export class AuditLogPageResponse {
  @ApiProperty({ type: AuditLogEntryResponse, isArray: true }) data!: AuditLogEntryResponse[];
  @ApiProperty({ type: AuditLogPaginationResponse }) pagination!: AuditLogPaginationResponse;
}
