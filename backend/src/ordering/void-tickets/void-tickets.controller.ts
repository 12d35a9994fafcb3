import { Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
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
import type { Request, Response } from 'express';
import { AdminOnly, CurrentUser } from '../../identity/auth/access-decorators';
import { actorOf, type AuthenticatedUser } from '../../identity/auth/authenticated-user';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { requestIdOf } from '../../shared/http/request-id';
import { VoidTickets } from './void-tickets';
import { VoidTicketsRequest } from './void-tickets.requests';

const orderId = new ParseUUIDPipe({
  exceptionFactory: () => {
    const message = { lt: 'Neteisingas užsakymo identifikatorius', en: 'Invalid order id' };
    return new LocalizedHttpException(HttpStatus.BAD_REQUEST, message, [{ field: 'id', message }]);
  },
});

class TicketsVoidedResponse {
  @ApiProperty({ description: 'Log position of the decision, for read-your-writes', example: '48213' })
  position!: string;
}

@ApiTags('admin: orders')
@AdminOnly()
@Controller('orders/:id/tickets')
export class VoidTicketsController {
  constructor(private readonly voidTickets: VoidTickets) {}

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
    @Param('id', orderId) id: string,
    @Body() body: VoidTicketsRequest,
    @CurrentUser() admin: AuthenticatedUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TicketsVoidedResponse> {
    const result = await this.voidTickets.execute(
      { orderId: id, ticketIds: body.ticket_ids, reason: body.reason },
      commandMetadata(actorOf(admin), requestIdOf(request, response)),
    );
    return { position: result.position };
  }
}
