import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction } from '@ticketshop/projections';

export class AuditActorResponse {
  @ApiProperty({ enum: ['user', 'system'] }) kind!: 'user' | 'system';
  @ApiProperty({ description: "The user's id, or the system process's name" }) id!: string;
  @ApiProperty({ description: "The user's name today (their id if unknown), or the process's name" }) name!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The role the user acted with; null: the system' })
  role!: string | null;
}

export class AuditCatalogEventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Its Lithuanian name; null once deleted' })
  name!: string | null;
}

export class AuditLogEntryResponse {
  @ApiProperty({ description: 'Position in the event log: the entry key, oldest lowest' }) position!: string;
  @ApiProperty({ format: 'date-time' }) occurred_at!: string;
  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'order.refund_requested' }) action!: AuditAction;
  @ApiProperty({ type: AuditActorResponse }) actor!: AuditActorResponse;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true }) order_id!: string | null;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true }) refund_request_id!: string | null;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true }) refund_id!: string | null;
  @ApiPropertyOptional({ type: AuditCatalogEventResponse, nullable: true }) event!: AuditCatalogEventResponse | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Major units (euros), 2 decimals' })
  amount!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) currency!: string | null;
  @ApiProperty({ description: "The admin's reason, the provider's answer or the shop's reason code; '' if none" })
  reason!: string;
  @ApiProperty({ description: "The request's X-Request-Id for an admin's call; a process keeps its cause's" })
  request_id!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) details!: Record<string, string>;
}

export class AuditLogPaginationResponse {
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total!: number;
  @ApiProperty() total_pages!: number;
}

export class AuditLogPageResponse {
  @ApiProperty({ type: AuditLogEntryResponse, isArray: true }) data!: AuditLogEntryResponse[];
  @ApiProperty({ type: AuditLogPaginationResponse }) pagination!: AuditLogPaginationResponse;
}
