import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { GetPublicEventQuery } from './get-public-event.query';
import { ListFeaturedEventsQuery } from './list-featured-events.query';
import { ListPublicEventsQuery } from './list-public-events.query';
import { ListPublicEventsRequest } from './list-public-events.request';
import { FeaturedEventsResponse, PublicEventResponse, PublicEventsPageResponse } from './public-event.response';
import { localizedNotFound } from '../../shared/http/localized-exceptions';
import { Public } from '../../identity/auth/access-decorators';

/** The home page hero shows three slides (SPEC §9). */
export const HERO_SLIDES = 3;

@ApiTags('events')
@Public()
@Controller('events')
export class PublicEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: PublicEventsPageResponse })
  list(@Query() request: ListPublicEventsRequest): Promise<PublicEventsPageResponse> {
    const category = request.category === 'all' ? undefined : request.category;
    return this.queries.execute(
      new ListPublicEventsQuery({ category, page: request.page, limit: request.limit, now: new Date() }),
    );
  }

  @Get('featured')
  @ApiOkResponse({ type: FeaturedEventsResponse })
  featured(): Promise<FeaturedEventsResponse> {
    return this.queries.execute(new ListFeaturedEventsQuery(HERO_SLIDES, new Date()));
  }

  @Get(':id')
  @ApiOkResponse({ type: PublicEventResponse })
  @ApiNotFoundResponse({ description: 'Unknown or unpublished event' })
  async get(@Param('id') id: string): Promise<PublicEventResponse> {
    const event = await this.queries.execute(new GetPublicEventQuery(id, new Date()));
    if (!event) throw localizedNotFound({ lt: 'Renginys nerastas', en: 'Event not found' });
    return event;
  }
}
