import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConsumes,
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
import { AddEventImageCommand } from '../add-event-image/add-event-image.command';
import { CancelCatalogEventCommand } from '../cancel-event/cancel-event.command';
import { ChangeCatalogEventDetailsCommand } from '../change-event-details/change-event-details.command';
import { DeleteCatalogEventCommand } from '../delete-event/delete-event.command';
import { DraftCatalogEventCommand } from '../draft-event/draft-event.command';
import { DuplicateCatalogEventCommand } from '../duplicate-event/duplicate-event.command';
import { SetCatalogEventFeaturedCommand } from '../feature-event/feature-event.command';
import { MAX_IMAGE_BYTES } from '../infrastructure/event-image-renderer';
import { PublishCatalogEventCommand } from '../publish-event/publish-event.command';
import { AdminCatalogQueries } from '../queries/admin-catalog.queries';
import { RemoveEventImageCommand } from '../remove-event-image/remove-event-image.command';
import { ReorderEventImagesCommand } from '../reorder-event-images/reorder-event-images.command';
import { UnpublishCatalogEventCommand } from '../unpublish-event/unpublish-event.command';
import { AdminEventResponse, EventStatisticsResponse } from './admin-catalog.responses';
import { FeaturedRequest, ImageOrderRequest } from './admin-events.requests';
import { CatalogReadYourWrites, eventNotFound, RECORDED_NOT_YET_READABLE } from './catalog-http';
import { EventRequest, toEventDetails } from './event.request';
import { ImageUploadFilter, requireUpload, type UploadedImage } from './image-upload';
import { IdParam } from '../../shared/http/id-param';

/** The admin calls on /events (docs/catalog.md, "The admin API"): the public reads of the path live in PublicEventsController. */
@ApiTags('admin: events')
@AdminOnly()
@Controller('events')
export class EventsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminCatalogQueries,
    private readonly writes: CatalogReadYourWrites,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create an event (a draft)' })
  @ApiCreatedResponse({ type: AdminEventResponse, description: 'A new draft' })
  @ApiAcceptedResponse(RECORDED_NOT_YET_READABLE)
  async create(@Body() body: EventRequest, @Issued() issued: CommandMetadata): Promise<AdminEventResponse> {
    const id = randomUUID();
    const result = await this.commands.execute(
      new DraftCatalogEventCommand(
        { type: 'DraftCatalogEvent', data: { catalogEventId: id, details: toEventDetails(body) } },
        issued,
      ),
    );
    return this.answer(id, result);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change an event' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: AdminEventResponse })
  @ApiNotFoundResponse()
  async update(
    @IdParam('id', 'event') id: string,
    @Body() body: EventRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<AdminEventResponse> {
    const result = await this.commands.execute(
      new ChangeCatalogEventDetailsCommand(
        { type: 'ChangeCatalogEventDetails', data: { catalogEventId: id, details: toEventDetails(body) } },
        issued,
      ),
    );
    return this.answer(id, result);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an event' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  async remove(@IdParam('id', 'event') id: string, @Issued() issued: CommandMetadata): Promise<void> {
    await this.writes.caughtUp(await this.commands.execute(new DeleteCatalogEventCommand(id, issued)));
  }

  @Put(':id/publish')
  @ApiOperation({ summary: 'Publish an event' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: AdminEventResponse })
  async publish(@IdParam('id', 'event') id: string, @Issued() issued: CommandMetadata): Promise<AdminEventResponse> {
    const result = await this.commands.execute(
      new PublishCatalogEventCommand({ type: 'PublishCatalogEvent', data: { catalogEventId: id } }, issued),
    );
    return this.answer(id, result);
  }

  @Put(':id/unpublish')
  @ApiOperation({ summary: 'Take an event off sale' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: AdminEventResponse })
  async unpublish(@IdParam('id', 'event') id: string, @Issued() issued: CommandMetadata): Promise<AdminEventResponse> {
    const result = await this.commands.execute(
      new UnpublishCatalogEventCommand({ type: 'UnpublishCatalogEvent', data: { catalogEventId: id } }, issued),
    );
    return this.answer(id, result);
  }

  @Put(':id/cancel')
  @ApiOperation({ summary: 'Cancel an event' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: AdminEventResponse })
  async cancel(@IdParam('id', 'event') id: string, @Issued() issued: CommandMetadata): Promise<AdminEventResponse> {
    const result = await this.commands.execute(
      new CancelCatalogEventCommand({ type: 'CancelCatalogEvent', data: { catalogEventId: id } }, issued),
    );
    return this.answer(id, result);
  }

  @Put(':id/featured')
  @ApiOperation({ summary: 'Feature an event on the home page, or stop' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: AdminEventResponse })
  async feature(
    @IdParam('id', 'event') id: string,
    @Body() body: FeaturedRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<AdminEventResponse> {
    const result = await this.commands.execute(
      new SetCatalogEventFeaturedCommand(
        { type: 'SetCatalogEventFeatured', data: { catalogEventId: id, featured: body.featured } },
        issued,
      ),
    );
    return this.answer(id, result);
  }

  @Post(':id/duplicate')
  @ApiOperation({ summary: 'Copy an event into a new draft' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiCreatedResponse({ type: AdminEventResponse, description: 'The new draft' })
  @ApiAcceptedResponse(RECORDED_NOT_YET_READABLE)
  async duplicate(@IdParam('id', 'event') id: string, @Issued() issued: CommandMetadata): Promise<AdminEventResponse> {
    const result = await this.commands.execute(new DuplicateCatalogEventCommand(id, randomUUID(), issued));
    return this.answer(result.catalogEventId, result);
  }

  @Post(':id/images')
  @ApiOperation({ summary: 'Upload an image for an event' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @UseFilters(ImageUploadFilter)
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: AdminEventResponse })
  async addImage(
    @IdParam('id', 'event') id: string,
    @UploadedFile() file: UploadedImage | undefined,
    @Issued() issued: CommandMetadata,
  ): Promise<AdminEventResponse> {
    const result = await this.commands.execute(new AddEventImageCommand(id, requireUpload(file), issued));
    return this.answer(id, result);
  }

  @Delete(':id/images/:imageId')
  @ApiOperation({ summary: 'Remove an event’s image' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiParam({ name: 'imageId', description: 'The image’s id' })
  @ApiOkResponse({ type: AdminEventResponse })
  async removeImage(
    @IdParam('id', 'event') id: string,
    @Param('imageId') imageId: string,
    @Issued() issued: CommandMetadata,
  ): Promise<AdminEventResponse> {
    const result = await this.commands.execute(
      new RemoveEventImageCommand({ type: 'RemoveEventImage', data: { catalogEventId: id, imageId } }, issued),
    );
    return this.answer(id, result);
  }

  @Put(':id/images/order')
  @ApiOperation({ summary: 'Order an event’s images' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: AdminEventResponse })
  async reorderImages(
    @IdParam('id', 'event') id: string,
    @Body() body: ImageOrderRequest,
    @Issued() issued: CommandMetadata,
  ): Promise<AdminEventResponse> {
    const result = await this.commands.execute(
      new ReorderEventImagesCommand(
        { type: 'ReorderEventImages', data: { catalogEventId: id, imageIds: body.image_ids } },
        issued,
      ),
    );
    return this.answer(id, result);
  }

  @Get(':id/statistics')
  @ApiOperation({ summary: 'An event’s sales figures' })
  @ApiParam({ name: 'id', description: 'The event’s id' })
  @ApiOkResponse({ type: EventStatisticsResponse })
  @ApiNotFoundResponse()
  async statistics(@IdParam('id', 'event') id: string): Promise<EventStatisticsResponse> {
    const statistics = await this.queries.eventStatistics(id);
    if (!statistics) throw eventNotFound();
    return statistics;
  }

  private answer(id: string, result: CommandResult): Promise<AdminEventResponse> {
    return this.writes.answer(id, result, () => this.queries.event(id), eventNotFound);
  }
}
