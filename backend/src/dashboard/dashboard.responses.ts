import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ActorResponse } from '../identity/public-api';

export class EventCountsResponse {
  @ApiProperty({ example: 34 }) total!: number;
  @ApiProperty({ example: 5 }) draft!: number;
  @ApiProperty({ description: 'Published and not yet over', example: 20 }) published!: number;
  @ApiProperty({ example: 3 }) cancelled!: number;
  @ApiProperty({ description: 'Published events that are over', example: 6 }) past!: number;
}

export class UserStatisticsResponse {
  @ApiProperty({ example: 57 }) total!: number;
  @ApiProperty({ example: 1 }) superAdmin!: number;
  @ApiProperty({ example: 2 }) admin!: number;
  @ApiProperty({ example: 3 }) organizer!: number;
  @ApiProperty({ example: 0 }) attendee!: number;
  @ApiProperty({ example: 51 }) user!: number;
  @ApiProperty({ example: 51 }) verified!: number;
  @ApiProperty({ example: 4 }) unverified!: number;
  @ApiProperty({ example: 2 }) suspended!: number;
}

export class ActivitySubjectNamesResponse {
  @ApiProperty({ example: 'Kalėdinis koncertas' }) lt!: string;
  @ApiProperty({ example: 'Christmas concert' }) en!: string;
}

export class ActivitySubjectResponse {
  @ApiProperty({ enum: ['user', 'event'], example: 'event' }) kind!: 'user' | 'event';
  @ApiProperty({ example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) id!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Current name; null if unknown',
    example: 'Kalėdinis koncertas',
  })
  name!: string | null;
  @ApiPropertyOptional({
    type: ActivitySubjectNamesResponse,
    description: "An event's current name in each language; absent for users and unknown events",
  })
  names?: ActivitySubjectNamesResponse;
}

export class ActivityResponse {
  @ApiProperty({ description: 'Log position, as a decimal string', example: '48213' }) position!: string;
  @ApiProperty({ example: 'CatalogEventPublished' }) type!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:17:42.000Z' }) occurredAt!: string;
  @ApiProperty({ type: ActorResponse, nullable: true, description: 'null: the system' })
  actor!: ActorResponse | null;
  @ApiProperty({ type: ActivitySubjectResponse }) subject!: ActivitySubjectResponse;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: {} }) details!: Record<
    string,
    string
  >;
}

export class ActivityListResponse {
  @ApiProperty({ type: ActivityResponse, isArray: true }) data!: ActivityResponse[];
}
