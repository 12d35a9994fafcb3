import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../identity/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import type { Request } from 'express';
import { languageOf } from '../../shared/http/request-language';
import { BulkChangeStatusCommand } from '../bulk-change-status/bulk-change-status.command';
import { AdminCatalogQueries } from '../queries/admin-catalog.queries';
import { AdminEventResponse, AdminEventsPageResponse, BulkResultResponse } from './admin-catalog.responses';
import { BulkEventsRequest, ListAdminEventsRequest } from './admin-events.requests';
import { CatalogReadYourWrites, eventNotFound } from './catalog-http';
import { IdParam } from '../../shared/http/id-param';

@ApiTags('admin: events')
@AdminOnly()
@Controller('admin/events')
export class AdminEventsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminCatalogQueries,
    private readonly writes: CatalogReadYourWrites,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Events of every status, filtered and paged' })
  @ApiOkResponse({ type: AdminEventsPageResponse })
  list(@Query() request: ListAdminEventsRequest): Promise<AdminEventsPageResponse> {
    return this.queries.listEvents(request);
  }

  @Get(':id')
  @ApiOperation({ summary: 'An event as the back-office edits it' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: AdminEventResponse })
  @ApiNotFoundResponse()
  async get(@IdParam('id', 'event') id: string): Promise<AdminEventResponse> {
    const event = await this.queries.event(id);
    if (!event) throw eventNotFound();
    return event;
  }

  @Post('bulk-publish')
  @ApiOperation({ summary: 'Publish several events' })
  @HttpCode(200)
  @ApiOkResponse({ type: BulkResultResponse, description: 'Events that could not be published are listed with why' })
  bulkPublish(
    @Body() body: BulkEventsRequest,
    @Issued() issued: CommandMetadata,
    @Req() request: Request,
  ): Promise<BulkResultResponse> {
    return this.bulk('publish', body, issued, request);
  }

  @Post('bulk-unpublish')
  @ApiOperation({ summary: 'Take several events off sale' })
  @HttpCode(200)
  @ApiOkResponse({ type: BulkResultResponse })
  bulkUnpublish(
    @Body() body: BulkEventsRequest,
    @Issued() issued: CommandMetadata,
    @Req() request: Request,
  ): Promise<BulkResultResponse> {
    return this.bulk('unpublish', body, issued, request);
  }

  private async bulk(
    change: 'publish' | 'unpublish',
    body: BulkEventsRequest,
    issued: CommandMetadata,
    request: Request,
  ): Promise<BulkResultResponse> {
    const outcome = await this.commands.execute(new BulkChangeStatusCommand(change, body.event_ids, issued));
    await this.writes.caughtUp(outcome);
    const language = languageOf(request);
    return {
      updated: outcome.updated,
      skipped: outcome.skipped.map(({ id, reason }) => ({ id, reason: reason[language] })),
    };
  }
}
