import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { catalogEventStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { handleWithDecider, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { AddEventImage } from '../domain/catalog-event.commands';
import { catalogEventDecider } from '../domain/catalog-event.decider';
import { IMAGE_SIZES, type EventImage } from '../domain/catalog-event.types';
import { renderEventImage } from '../infrastructure/event-image-renderer';
import { IMAGE_STORAGE, type ImageStorage } from '../infrastructure/image-storage';
import { AddEventImageCommand } from './add-event-image.command';

/**
 * Checks the event would take an image before any file is written, so a refused upload leaves nothing
 * behind; then stores the resized files and records the image.
 */
@CommandHandler(AddEventImageCommand)
export class AddEventImageHandler implements ICommandHandler<AddEventImageCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  async execute({ catalogEventId, upload, metadata }: AddEventImageCommand): Promise<CommandResult> {
    const streamId = catalogEventStreamId(catalogEventId);
    const imageId = randomUUID();
    const command = (image: EventImage): AddEventImage => ({ type: 'AddEventImage', data: { catalogEventId, image } });
    const unsaved: EventImage = { id: imageId, urls: { thumbnail: '', card: '', large: '' } };
    const { state } = await loadAggregate(this.store, streamId, catalogEventDecider);
    catalogEventDecider.decide(command(unsaved), state);

    const rendered = await renderEventImage(upload);
    const urls = Object.fromEntries(
      await Promise.all(
        IMAGE_SIZES.map(async (size) => [
          size,
          await this.storage.save(`events/${imageId}/${size}.webp`, rendered[size]),
        ]),
      ),
    ) as EventImage['urls'];
    return handleWithDecider(this.store, streamId, catalogEventDecider, command({ id: imageId, urls }), metadata);
  }
}
