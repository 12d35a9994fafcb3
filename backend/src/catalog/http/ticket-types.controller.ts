import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { AdminOnly } from '../../identity/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { AddTicketTypeCommand } from '../add-ticket-type/add-ticket-type.command';
import { ChangeTicketTypeCommand } from '../change-ticket-type/change-ticket-type.command';
import { AdminCatalogQueries } from '../queries/admin-catalog.queries';
import { RemoveTicketTypeCommand } from '../remove-ticket-type/remove-ticket-type.command';
import { AdminTicketTypeResponse, TicketStatisticsResponse, TicketTypesResponse } from './admin-catalog.responses';
import { CatalogReadYourWrites, RECORDED_NOT_YET_READABLE, eventNotFound, ticketTypeNotFound } from './catalog-http';
import { TicketTypeRequest, toTicketTypeDetails } from './ticket-type.request';
import { IdParam } from '../../shared/http/id-param';

@ApiTags('admin: tickets')
@AdminOnly()
@Controller('events/:id/tickets')
export class TicketTypesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminCatalogQueries,
    private readonly writes: CatalogReadYourWrites,
  ) {}

  @Get()
  @ApiOperation({ summary: 'An event’s ticket types' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: TicketTypesResponse })
  @ApiNotFoundResponse()
  async list(@IdParam('id', 'event') id: string): Promise<TicketTypesResponse> {
    const data = await this.queries.ticketTypes(id, new Date());
    if (!data) throw eventNotFound();
    return { data };
  }

  @Get('statistics')
  @ApiOperation({ summary: 'Sales of an event’s ticket types' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: TicketStatisticsResponse })
  @ApiNotFoundResponse()
  async statistics(@IdParam('id', 'event') id: string): Promise<TicketStatisticsResponse> {
    const statistics = await this.queries.ticketStatistics(id);
    if (!statistics) throw eventNotFound();
    return statistics;
  }

  @Post()
  @ApiOperation({ summary: 'Add a ticket type to an event' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiCreatedResponse({ type: AdminTicketTypeResponse })
  @ApiAcceptedResponse(RECORDED_NOT_YET_READABLE)
  async create(
    @IdParam('id', 'event') id: string,
    @Body() body: TicketTypeRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<AdminTicketTypeResponse> {
    const newId = randomUUID();
    const result = await this.commands.execute(
      new AddTicketTypeCommand(
        {
          type: 'AddTicketType',
          data: { catalogEventId: id, ticketTypeId: newId, details: toTicketTypeDetails(body) },
        },
        issued,
      ),
    );
    return this.answer(id, newId, result);
  }

  @Put(':ticketId')
  @ApiOperation({ summary: 'Change a ticket type' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiParam({ name: 'ticketId', description: 'The ticket type’s id' })
  @ApiOkResponse({ type: AdminTicketTypeResponse })
  @ApiNotFoundResponse()
  async update(
    @IdParam('id', 'event') id: string,
    @IdParam('ticketId', 'ticketType') ticketId: string,
    @Body() body: TicketTypeRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<AdminTicketTypeResponse> {
    const result = await this.commands.execute(
      new ChangeTicketTypeCommand(id, ticketId, toTicketTypeDetails(body), issued),
    );
    return this.answer(id, ticketId, result);
  }

  @Delete(':ticketId')
  @ApiOperation({ summary: 'Delete a ticket type' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiParam({ name: 'ticketId', description: 'The ticket type’s id' })
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  async remove(
    @IdParam('id', 'event') id: string,
    @IdParam('ticketId', 'ticketType') ticketId: string,
    @Issued() issued: CommandMetadata,
  ): Promise<void> {
    await this.writes.caughtUp(await this.commands.execute(new RemoveTicketTypeCommand(id, ticketId, issued)));
  }

  private answer(id: string, ticketId: string, result: CommandResult): Promise<AdminTicketTypeResponse> {
    return this.writes.answer(
      ticketId,
      result,
      () => this.queries.ticketType(id, ticketId, new Date()),
      ticketTypeNotFound,
    );
  }
}
