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
import { ChangeDiscountCodeCommand } from '../change-discount-code/change-discount-code.command';
import { CreateDiscountCodeCommand } from '../create-discount-code/create-discount-code.command';
import { AdminCatalogQueries } from '../queries/admin-catalog.queries';
import { RemoveDiscountCodeCommand } from '../remove-discount-code/remove-discount-code.command';
import { DiscountCodeResponse, DiscountCodesResponse, DiscountCodeUsageResponse } from './admin-catalog.responses';
import { CatalogReadYourWrites, RECORDED_NOT_YET_READABLE, discountCodeNotFound, eventNotFound } from './catalog-http';
import { DiscountCodeRequest, toDiscountCodeDetails } from './discount-code.request';
import { IdParam } from '../../shared/http/id-param';

/** Codes are listed and created under their event; once made, they are addressed by their own id (docs/catalog.md, "The admin API"). */
@ApiTags('admin: discount codes')
@AdminOnly()
@Controller()
export class DiscountCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminCatalogQueries,
    private readonly writes: CatalogReadYourWrites,
  ) {}

  @Get('events/:id/discount-codes')
  @ApiOperation({ summary: 'An event’s discount codes' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: DiscountCodesResponse })
  @ApiNotFoundResponse()
  async list(@IdParam('id', 'event') id: string): Promise<DiscountCodesResponse> {
    const data = await this.queries.discountCodes(id);
    if (!data) throw eventNotFound();
    return { data };
  }

  @Post('events/:id/discount-codes')
  @ApiOperation({ summary: 'Add a discount code to an event' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiCreatedResponse({ type: DiscountCodeResponse })
  @ApiAcceptedResponse(RECORDED_NOT_YET_READABLE)
  async create(
    @IdParam('id', 'event') id: string,
    @Body() body: DiscountCodeRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<DiscountCodeResponse> {
    const newId = randomUUID();
    const result = await this.commands.execute(
      new CreateDiscountCodeCommand(
        {
          type: 'CreateDiscountCode',
          data: { catalogEventId: id, discountCodeId: newId, details: toDiscountCodeDetails(body) },
        },
        issued,
      ),
    );
    return this.answer(newId, result);
  }

  @Put('discount-codes/:codeId')
  @ApiOperation({ summary: 'Change a discount code' })
  @ApiParam({ name: 'codeId', description: 'The discount code’s id' })
  @ApiOkResponse({ type: DiscountCodeResponse })
  @ApiNotFoundResponse()
  async update(
    @IdParam('codeId', 'discountCode') codeId: string,
    @Body() body: DiscountCodeRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<DiscountCodeResponse> {
    const code = await this.existing(codeId);
    const result = await this.commands.execute(
      new ChangeDiscountCodeCommand(
        {
          type: 'ChangeDiscountCode',
          data: { catalogEventId: code.event_id, discountCodeId: codeId, details: toDiscountCodeDetails(body) },
        },
        issued,
      ),
    );
    return this.answer(codeId, result);
  }

  @Delete('discount-codes/:codeId')
  @ApiOperation({ summary: 'Delete a discount code' })
  @ApiParam({ name: 'codeId', description: 'The discount code’s id' })
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  async remove(@IdParam('codeId', 'discountCode') codeId: string, @Issued() issued: CommandMetadata): Promise<void> {
    const code = await this.existing(codeId);
    const result = await this.commands.execute(
      new RemoveDiscountCodeCommand(
        { type: 'RemoveDiscountCode', data: { catalogEventId: code.event_id, discountCodeId: codeId } },
        issued,
      ),
    );
    await this.writes.caughtUp(result);
  }

  @Get('discount-codes/:codeId/usage')
  @ApiOperation({ summary: 'Orders that used a discount code' })
  @ApiParam({ name: 'codeId', description: 'The discount code’s id' })
  @ApiOkResponse({ type: DiscountCodeUsageResponse })
  @ApiNotFoundResponse()
  async usage(@IdParam('codeId', 'discountCode') codeId: string): Promise<DiscountCodeUsageResponse> {
    const usage = await this.queries.discountCodeUsage(codeId);
    if (!usage) throw discountCodeNotFound();
    return usage;
  }

  /** Which event a code belongs to comes from the read model; the event's decider then checks it still has it. */
  private async existing(codeId: string): Promise<DiscountCodeResponse> {
    const code = await this.queries.discountCode(codeId);
    if (!code) throw discountCodeNotFound();
    return code;
  }

  private answer(codeId: string, result: CommandResult): Promise<DiscountCodeResponse> {
    return this.writes.answer(codeId, result, () => this.queries.discountCode(codeId), discountCodeNotFound);
  }
}
