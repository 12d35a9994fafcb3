import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../identity/public-api';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { Issued } from '../../shared/http/issued.decorator';
import { VoidTicketsCommand } from './void-tickets.command';
import { VoidTicketsRequest } from './void-tickets.requests';
import { IdParam } from '../../shared/http/id-param';

class TicketsVoidedResponse {
  @ApiProperty({ description: 'Log position of the decision, for read-your-writes', example: '48213' })
  position!: string;
}

@ApiTags('admin: orders')
@AdminOnly()
@Controller('orders/:id/tickets')
export class VoidTicketsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('void')
  @ApiOperation({
    summary: 'Void chosen tickets of a refunded order: the door refuses them, their seats go back on sale',
  })
  @ApiParam({ name: 'id', description: 'The order’s id' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TicketsVoidedResponse, description: 'Voided (tickets voided already are left as they are)' })
  @ApiBadRequestResponse({ description: 'No tickets, an id that is not a ticket of this order, a reason missing…' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({
    description: 'The order is not paid or nothing of it is refunded or being refunded, or a ticket was already used',
  })
  async void(
    @IdParam('id', 'order') id: string,
    @Body() body: VoidTicketsRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<TicketsVoidedResponse> {
    const result = await this.commands.execute(new VoidTicketsCommand(id, body.ticket_ids, body.reason, issued));
    return { position: result.position };
  }
}
