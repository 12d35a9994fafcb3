import { ApiProperty } from '@nestjs/swagger';

export class RefundActorResponse {
  @ApiProperty({ enum: ['user', 'system'], example: 'user' })
  kind!: 'user' | 'system';
  @ApiProperty({
    description: "The user's id, or the system process's name",
    example: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  })
  id!: string;
  @ApiProperty({
    description: "The user's name as the users list shows it; the process's name",
    example: 'Ona Petraitė',
  })
  name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'admin' })
  role!: string | null;
}

export class RefundDecisionResponse {
  @ApiProperty({ type: RefundActorResponse })
  by!: RefundActorResponse;
  @ApiProperty({ format: 'date-time', example: '2026-12-02T08:00:00.000Z' })
  at!: string;
  @ApiProperty({
    description: 'Approval notes, or the reason for rejecting',
    example: 'Patvirtinta: renginys atšauktas',
  })
  text!: string;
}

export class RefundRequestOrderResponse {
  @ApiProperty({ format: 'uuid', example: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })
  order_id!: string;
  @ApiProperty({ description: 'Major units', example: 54.79 })
  amount!: number;
  @ApiProperty({ example: 'EUR' })
  currency!: string;
  @ApiProperty({ description: '1, then one more per retry', example: 1 })
  attempt!: number;
  @ApiProperty({ nullable: true, type: String, example: '2b3c4d5e-6f70-4a81-92b3-c4d5e6f7a8b9' })
  refund_id!: string | null;
  @ApiProperty({ enum: ['waiting', 'refunded', 'failed'], example: 'refunded' })
  state!: 'waiting' | 'refunded' | 'failed';
  @ApiProperty({ nullable: true, type: String, description: "The provider's reason when it failed", example: null })
  error!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "When the order itself refused (not the provider): the shop's code, which the screen shows in its language",
    example: 'order.refund-too-large',
  })
  error_code!: string | null;
}

export class RefundProgressResponse {
  @ApiProperty({ example: 90 }) refunded!: number;
  @ApiProperty({ example: 0 }) failed!: number;
  @ApiProperty({ example: 0 }) waiting!: number;
}

export class RefundRequestResponse {
  @ApiProperty({ format: 'uuid', example: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c' })
  id!: string;
  @ApiProperty({ format: 'uuid', example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' })
  catalog_event_id!: string;
  @ApiProperty({ enum: ['event_cancelled', 'bulk'], example: 'event_cancelled' })
  refund_type!: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected', 'completed', 'failed'], example: 'completed' })
  status!: string;
  @ApiProperty({ example: 'Renginys atšauktas' })
  reason!: string;
  @ApiProperty({ example: true })
  notify_customers!: boolean;
  @ApiProperty({ description: 'Major units', example: 5398.2 })
  total_amount!: number;
  @ApiProperty({ example: 'EUR' })
  currency!: string;
  @ApiProperty({ example: 90 })
  orders_count!: number;
  @ApiProperty({ type: RefundProgressResponse, description: 'Orders refunded, failed and still waiting' })
  progress!: RefundProgressResponse;
  @ApiProperty({ type: [RefundRequestOrderResponse] })
  orders!: RefundRequestOrderResponse[];
  @ApiProperty({ type: RefundActorResponse })
  requested_by!: RefundActorResponse;
  @ApiProperty({ format: 'date-time', example: '2026-12-01T16:00:00.000Z' })
  requested_at!: string;
  @ApiProperty({ type: RefundDecisionResponse, nullable: true })
  approval!: RefundDecisionResponse | null;
  @ApiProperty({ description: 'The requester approved it themselves, as the policy allowed', example: false })
  self_approved!: boolean;
  @ApiProperty({ type: RefundDecisionResponse, nullable: true })
  rejection!: RefundDecisionResponse | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: '2026-12-02T08:30:00.000Z' })
  finished_at!: string | null;
}

export class RefundRequestsResponse {
  @ApiProperty({ type: [RefundRequestResponse] })
  data!: RefundRequestResponse[];
}

export class RefundRequestCreatedResponse {
  @ApiProperty({
    format: 'uuid',
    description: 'The first request: the only one unless the orders were in more than one currency',
    example: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
  })
  refund_request_id!: string;
  @ApiProperty({
    type: [String],
    description: 'Every request written: one per currency of the orders, as a request holds one currency',
    example: ['5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c'],
  })
  refund_request_ids!: string[];
}

export class SubmittedRefundRequestResponse {
  @ApiProperty({ format: 'uuid', example: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c' })
  id!: string;
  @ApiProperty({ example: 3 })
  orders_count!: number;
  @ApiProperty({ description: 'Major units of `currency`', example: 164.37 })
  total_amount!: number;
  @ApiProperty({ example: 'EUR' })
  currency!: string;
}

export class RefundRequestsCreatedResponse {
  @ApiProperty({
    type: [SubmittedRefundRequestResponse],
    description: 'One request per event and currency of the orders',
  })
  refund_requests!: SubmittedRefundRequestResponse[];
}

export class RefundLimitResponse {
  @ApiProperty({ enum: ['daily_amount', 'daily_count', 'weekly_count'], example: 'daily_amount' })
  limit_type!: 'daily_amount' | 'daily_count' | 'weekly_count';
  @ApiProperty({ description: 'Major units for daily_amount, a count otherwise', example: 5000 })
  limit_value!: number;
  @ApiProperty({ description: "Used on today's Vilnius day, or this ISO week", example: 320.5 })
  current_usage!: number;
}

export class RefundLimitsResponse {
  @ApiProperty({ type: [RefundLimitResponse] })
  limits!: RefundLimitResponse[];
  @ApiProperty({ example: false })
  self_approval_allowed!: boolean;
  @ApiProperty({
    description: 'Major units: the most one admin refunds of an order alone; more becomes a request',
    example: 500,
  })
  single_refund_max!: number;
}
