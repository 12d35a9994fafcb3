import { Controller, Get, Query, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { GetPublicEventQuery } from './get-public-event.query';
import { HERO_SLIDES, ListFeaturedEventsQuery } from './list-featured-events.query';
import { ListPublicEventsQuery } from './list-public-events.query';
import { ListPublicEventsRequest } from './list-public-events.request';
import { FeaturedEventsResponse, PublicEventResponse, PublicEventsPageResponse } from './public-event.response';
import { localizedNotFound } from '../../shared/http/localized-exceptions';
import { Public } from '../../identity/public-api';
import { PublicReads } from '../../shared/http/public-reads/public-reads';
import { CatalogReadSource } from './catalog-read-source';
import { IdParam, idIn } from '../../shared/http/id-param';

@ApiTags('events')
@Public()
@Controller('events')
export class PublicEventsController implements OnModuleInit {
  constructor(
    private readonly queries: QueryBus,
    private readonly publicReads: PublicReads,
    private readonly catalog: CatalogReadSource,
  ) {}

  /** Every route here is the same for every caller, so each answer is served from memory until the catalog moves. */
  onModuleInit(): void {
    const source = this.catalog;
    this.publicReads.register('/api/events', {
      source,
      takesQuery: true,
      answer: async ({ query }) => this.list(await this.publicReads.validQuery(ListPublicEventsRequest, query)),
    });
    this.publicReads.register('/api/events/featured', { source, answer: () => this.featured() });
    this.publicReads.register('/api/events/:id', {
      source,
      answer: ({ params }) => this.get(idIn('id', 'event', params.id)),
    });
  }

  @Get()
  @ApiOperation({ summary: 'Published events, soonest first, paged' })
  @ApiOkResponse({ type: PublicEventsPageResponse })
  list(@Query() request: ListPublicEventsRequest): Promise<PublicEventsPageResponse> {
    const category = request.category === 'all' ? undefined : request.category;
    return this.queries.execute(
      new ListPublicEventsQuery({ category, page: request.page, limit: request.limit, now: new Date() }),
    );
  }

  @Get('featured')
  @ApiOperation({ summary: 'The home page’s featured events' })
  @ApiOkResponse({ type: FeaturedEventsResponse })
  featured(): Promise<FeaturedEventsResponse> {
    return this.queries.execute(new ListFeaturedEventsQuery(HERO_SLIDES, new Date()));
  }

  @Get(':id')
  @ApiOperation({ summary: 'A published event with its ticket types' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: PublicEventResponse })
  @ApiNotFoundResponse({ description: 'Unknown or unpublished event' })
  async get(@IdParam('id', 'event') id: string): Promise<PublicEventResponse> {
    const event = await this.queries.execute(new GetPublicEventQuery(id, new Date()));
    if (!event) throw localizedNotFound({ lt: 'Renginys nerastas', en: 'Event not found' });
    return event;
  }
}
