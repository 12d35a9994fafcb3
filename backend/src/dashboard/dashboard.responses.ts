import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ActorResponse } from '../identity/admin-users/admin-user.response';

export class EventStatisticsResponse {
  @ApiProperty() total!: number;
  @ApiProperty() draft!: number;
  @ApiProperty({ description: 'Published and not yet over' }) published!: number;
  @ApiProperty() cancelled!: number;
  @ApiProperty({ description: 'Published events that are over' }) past!: number;
}

export class UserStatisticsResponse {
  @ApiProperty() total!: number;
  @ApiProperty() superAdmin!: number;
  @ApiProperty() admin!: number;
  @ApiProperty() organizer!: number;
  @ApiProperty() attendee!: number;
  @ApiProperty() user!: number;
  @ApiProperty() verified!: number;
  @ApiProperty() unverified!: number;
  @ApiProperty() suspended!: number;
}

export class ActivitySubjectNamesResponse {
  @ApiProperty() lt!: string;
  @ApiProperty() en!: string;
}

export class ActivitySubjectResponse {
  @ApiProperty({ enum: ['user', 'event'] }) kind!: 'user' | 'event';
  @ApiProperty() id!: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Current name; null if unknown' })
  name!: string | null;
  @ApiPropertyOptional({
    type: ActivitySubjectNamesResponse,
    description: "An event's current name in each language; absent for users and unknown events",
  })
  names?: ActivitySubjectNamesResponse;
}

export class ActivityResponse {
  @ApiProperty({ description: 'Log position, as a decimal string' }) position!: string;
  @ApiProperty({ example: 'CatalogEventPublished' }) type!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiPropertyOptional({ type: ActorResponse, nullable: true, description: 'null: the system' })
  actor!: ActorResponse | null;
  @ApiProperty({ type: ActivitySubjectResponse }) subject!: ActivitySubjectResponse;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) details!: Record<string, string>;
}

export class ActivityListResponse {
  @ApiProperty({ type: ActivityResponse, isArray: true }) data!: ActivityResponse[];
}
