import { Module } from '@nestjs/common';
import { APP_CONFIG, mediaDirOf, type AppConfig } from '../config/app-config';
import { AddEventImageHandler } from './add-event-image/add-event-image.handler';
import { AddTicketTypeHandler } from './add-ticket-type/add-ticket-type.handler';
import { BulkChangeStatusHandler } from './bulk-change-status/bulk-change-status.handler';
import { CancelCatalogEventHandler } from './cancel-event/cancel-event.handler';
import { ChangeDiscountCodeHandler } from './change-discount-code/change-discount-code.handler';
import { ChangeCatalogEventDetailsHandler } from './change-event-details/change-event-details.handler';
import { ChangeTicketTypeHandler } from './change-ticket-type/change-ticket-type.handler';
import { CreateDiscountCodeHandler } from './create-discount-code/create-discount-code.handler';
import { DeleteCatalogEventHandler } from './delete-event/delete-event.handler';
import { SeedDemoCatalog } from './demo/seed-demo-catalog';
import { DraftCatalogEventHandler } from './draft-event/draft-event.handler';
import { DuplicateCatalogEventHandler } from './duplicate-event/duplicate-event.handler';
import { SetCatalogEventFeaturedHandler } from './feature-event/feature-event.handler';
import { AdminEventsController } from './http/admin-events.controller';
import { CatalogReadYourWrites } from './http/catalog-http';
import { DiscountCodesController } from './http/discount-codes.controller';
import { EventsAdminController } from './http/events-admin.controller';
import { TicketTypesController } from './http/ticket-types.controller';
import { IMAGE_STORAGE, LocalDiskImageStorage } from './infrastructure/image-storage';
import { TicketSales } from './infrastructure/ticket-sales';
import { LookupsController } from './lookups/lookups.controller';
import { GetPublicEventHandler } from './public-events/get-public-event.handler';
import { ListFeaturedEventsHandler, ListPublicEventsHandler } from './public-events/list-public-events.handler';
import { CatalogReadSource } from './public-events/catalog-read-source';
import { PublicEventsController } from './public-events/public-events.controller';
import { PublishCatalogEventHandler } from './publish-event/publish-event.handler';
import { AdminCatalogQueries } from './queries/admin-catalog.queries';
import { RemoveDiscountCodeHandler } from './remove-discount-code/remove-discount-code.handler';
import { RemoveEventImageHandler } from './remove-event-image/remove-event-image.handler';
import { RemoveTicketTypeHandler } from './remove-ticket-type/remove-ticket-type.handler';
import { ReorderEventImagesHandler } from './reorder-event-images/reorder-event-images.handler';
import { UnpublishCatalogEventHandler } from './unpublish-event/unpublish-event.handler';
import { PublicReadsModule } from '../shared/http/public-reads/public-reads.module';

@Module({
  imports: [PublicReadsModule],
  // The public controller first: its GET events/featured must be matched before the admin routes.
  controllers: [
    PublicEventsController,
    LookupsController,
    AdminEventsController,
    EventsAdminController,
    TicketTypesController,
    DiscountCodesController,
  ],
  providers: [
    CatalogReadSource,
    DraftCatalogEventHandler,
    ChangeCatalogEventDetailsHandler,
    PublishCatalogEventHandler,
    UnpublishCatalogEventHandler,
    CancelCatalogEventHandler,
    DeleteCatalogEventHandler,
    SetCatalogEventFeaturedHandler,
    DuplicateCatalogEventHandler,
    BulkChangeStatusHandler,
    AddEventImageHandler,
    RemoveEventImageHandler,
    ReorderEventImagesHandler,
    AddTicketTypeHandler,
    ChangeTicketTypeHandler,
    RemoveTicketTypeHandler,
    CreateDiscountCodeHandler,
    ChangeDiscountCodeHandler,
    RemoveDiscountCodeHandler,
    ListPublicEventsHandler,
    ListFeaturedEventsHandler,
    GetPublicEventHandler,
    AdminCatalogQueries,
    CatalogReadYourWrites,
    TicketSales,
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskImageStorage(mediaDirOf(config)),
    },
    SeedDemoCatalog,
  ],
})
export class CatalogModule {}
