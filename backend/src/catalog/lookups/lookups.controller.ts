import { Controller, Get, Query, type OnModuleInit } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Public } from '../../identity/public-api';
import { PublicReads } from '../../shared/http/public-reads/public-reads';
import { StaticReadSource } from '../../shared/http/public-reads/read-version';
import { SingleLineText } from '../../shared/http/text-rules';
import { messages } from '../../shared/http/validation-messages';
import { CATEGORIES, type Category } from '../domain/catalog-event.types';
import { EVENT_SUB_TOPICS, EVENT_TOPICS, EVENT_TYPES, MICROLOCATIONS } from './lookups.data';
import { EventTypesResponse, MicrolocationsResponse, SubTopicsResponse, TopicsResponse } from './lookups.responses';

class TopicsRequest {
  @ApiPropertyOptional({ enum: CATEGORIES, description: 'Only the topics of this event type' })
  @IsOptional()
  @IsIn([...CATEGORIES], messages.isIn)
  event_type_id?: Category;
}

class SubTopicsRequest {
  @ApiPropertyOptional({ description: 'Only the sub-topics of this topic' })
  @IsOptional()
  @IsString()
  @SingleLineText()
  @MaxLength(100)
  topic_id?: string;
}

class MicrolocationsRequest {
  @ApiPropertyOptional({ description: 'Only the places of this city' })
  @IsOptional()
  @IsString()
  @SingleLineText()
  @MaxLength(100)
  city?: string;
}

@ApiTags('lookups')
@Public()
@Controller()
export class LookupsController implements OnModuleInit {
  constructor(private readonly publicReads: PublicReads) {}

  /** The lookups are data shipped with the shop: each answer is built once per query. */
  onModuleInit(): void {
    const source = new StaticReadSource('lookups');
    const reads = this.publicReads;
    reads.register('/api/event-types', { source, answer: async () => this.eventTypes() });
    reads.register('/api/event-topics', {
      source,
      takesQuery: true,
      answer: async ({ query }) => this.eventTopics(await reads.validQuery(TopicsRequest, query)),
    });
    reads.register('/api/event-sub-topics', {
      source,
      takesQuery: true,
      answer: async ({ query }) => this.eventSubTopics(await reads.validQuery(SubTopicsRequest, query)),
    });
    reads.register('/api/microlocations', {
      source,
      takesQuery: true,
      answer: async ({ query }) => this.microlocations(await reads.validQuery(MicrolocationsRequest, query)),
    });
  }

  @Get('event-types')
  @ApiOperation({ summary: 'Event types' })
  // The examples are the shipped lists' first entries: what the answer really starts with.
  @ApiOkResponse({ type: EventTypesResponse, example: { data: EVENT_TYPES.slice(0, 2) } })
  eventTypes(): EventTypesResponse {
    return { data: EVENT_TYPES };
  }

  @Get('event-topics')
  @ApiOperation({ summary: 'Topics of an event type' })
  @ApiOkResponse({ type: TopicsResponse, example: { data: EVENT_TOPICS.slice(0, 2) } })
  eventTopics(@Query() request: TopicsRequest): TopicsResponse {
    return {
      data: EVENT_TOPICS.filter((topic) => !request.event_type_id || topic.event_type_id === request.event_type_id),
    };
  }

  @Get('event-sub-topics')
  @ApiOperation({ summary: 'Sub-topics of a topic' })
  @ApiOkResponse({ type: SubTopicsResponse, example: { data: EVENT_SUB_TOPICS.slice(0, 2) } })
  eventSubTopics(@Query() request: SubTopicsRequest): SubTopicsResponse {
    return { data: EVENT_SUB_TOPICS.filter((entry) => !request.topic_id || entry.topic_id === request.topic_id) };
  }

  @Get('microlocations')
  @ApiOperation({ summary: 'Venues’ micro-locations, by city' })
  @ApiOkResponse({ type: MicrolocationsResponse, example: { data: MICROLOCATIONS.slice(0, 2) } })
  microlocations(@Query() request: MicrolocationsRequest): MicrolocationsResponse {
    const city = request.city?.trim().toLocaleLowerCase('lt');
    return { data: MICROLOCATIONS.filter((entry) => !city || entry.city.toLocaleLowerCase('lt') === city) };
  }
}
