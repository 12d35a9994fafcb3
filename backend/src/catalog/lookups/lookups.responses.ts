import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';
import { CATEGORIES, type Category } from '../domain/catalog-event.types';
import type { EventTypeEntry, MicrolocationEntry, SubTopicEntry, TopicEntry } from './lookups.data';

class EventTypeResponse {
  @ApiProperty({ enum: CATEGORIES }) id!: Category;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
}

export class EventTypesResponse {
  @ApiProperty({ type: [EventTypeResponse] }) data!: readonly EventTypeEntry[];
}

class TopicResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: CATEGORIES }) event_type_id!: Category;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
}

export class TopicsResponse {
  @ApiProperty({ type: [TopicResponse] }) data!: readonly TopicEntry[];
}

class SubTopicResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'The topic it belongs to' }) topic_id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
}

export class SubTopicsResponse {
  @ApiProperty({ type: [SubTopicResponse] }) data!: readonly SubTopicEntry[];
}

class MicrolocationResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
}

export class MicrolocationsResponse {
  @ApiProperty({ type: [MicrolocationResponse] }) data!: readonly MicrolocationEntry[];
}
