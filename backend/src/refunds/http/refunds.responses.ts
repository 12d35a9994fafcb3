import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class RefundActorResponse {
  @ApiProperty({ enum: ['user', 'system'] })
  kind!: 'user' | 'system';
  @ApiProperty({ description: "The user's id, or the system process's name" })
  id!: string;
  @ApiProperty({ description: "The user's name as the users list shows it; the process's name" })
  name!: string;
  @ApiProperty({ nullable: true, type: String })
  role!: string | null;
}

export class RefundDecisionResponse {
  @ApiProperty({ type: RefundActorResponse })
  by!: RefundActorResponse;
  @ApiProperty({ format: 'date-time' })
  at!: string;
  @ApiProperty({ description: 'Approval notes, or the reason for rejecting' })
  text!: string;
}

export class RefundRequestOrderResponse {
  @ApiProperty({ format: 'uuid' })
  order_id!: string;
  @ApiProperty({ description: 'Major units' })
  amount!: number;
  @ApiProperty()
  currency!: string;
  @ApiProperty({ description: '1, then one more per retry' })
  attempt!: number;
  @ApiProperty({ nullable: true, type: String })
  refund_id!: string | null;
  @ApiProperty({ enum: ['waiting', 'refunded', 'failed'] })
  state!: 'waiting' | 'refunded' | 'failed';
  @ApiProperty({ nullable: true, type: String, description: "The provider's reason when it failed" })
  error!: string | null;
}

export class RefundRequestResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ format: 'uuid' })
  catalog_event_id!: string;
  @ApiProperty({ enum: ['event_cancelled', 'bulk'] })
  refund_type!: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected', 'completed', 'failed'] })
  status!: string;
  @ApiProperty()
  reason!: string;
  @ApiProperty()
  notify_customers!: boolean;
  @ApiProperty({ description: 'Major units' })
  total_amount!: number;
  @ApiProperty()
  currency!: string;
  @ApiProperty()
  orders_count!: number;
  @ApiProperty({ description: 'Orders refunded, failed and still waiting' })
  progress!: { refunded: number; failed: number; waiting: number };
  @ApiProperty({ type: [RefundRequestOrderResponse] })
  orders!: RefundRequestOrderResponse[];
  @ApiProperty({ type: RefundActorResponse })
  requested_by!: RefundActorResponse;
  @ApiProperty({ format: 'date-time' })
  requested_at!: string;
  @ApiPropertyOptional({ type: RefundDecisionResponse, nullable: true })
  approval!: RefundDecisionResponse | null;
  @ApiProperty({ description: 'The requester approved it themselves, as the policy allowed' })
  self_approved!: boolean;
  @ApiPropertyOptional({ type: RefundDecisionResponse, nullable: true })
  rejection!: RefundDecisionResponse | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  finished_at!: string | null;
}

export class RefundRequestsResponse {
  @ApiProperty({ type: [RefundRequestResponse] })
  data!: RefundRequestResponse[];
}

export class RefundRequestCreatedResponse {
  @ApiProperty({ format: 'uuid' })
  refund_request_id!: string;
}

export class SubmittedRefundRequestResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty()
  orders_count!: number;
  @ApiProperty({ description: 'Major units' })
  total_amount!: number;
}

export class RefundRequestsCreatedResponse {
  @ApiProperty({ type: [SubmittedRefundRequestResponse], description: 'One request per event the orders belong to' })
  refund_requests!: SubmittedRefundRequestResponse[];
}

export class RefundLimitResponse {
  @ApiProperty({ enum: ['daily_amount', 'daily_count', 'weekly_count'] })
  limit_type!: 'daily_amount' | 'daily_count' | 'weekly_count';
  @ApiProperty({ description: 'Major units for daily_amount, a count otherwise' })
  limit_value!: number;
  @ApiProperty({ description: "Used on today's Vilnius day, or this ISO week" })
  current_usage!: number;
}

export class RefundLimitsResponse {
  @ApiProperty({ type: [RefundLimitResponse] })
  limits!: RefundLimitResponse[];
  @ApiProperty()
  self_approval_allowed!: boolean;
}
