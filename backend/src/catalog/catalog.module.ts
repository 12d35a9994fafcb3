import { Module } from '@nestjs/common';
import { AddTicketTypeHandler } from './add-ticket-type/add-ticket-type.handler';
import { ChangeCatalogEventDetailsHandler } from './change-event-details/change-event-details.handler';
import { SeedDemoCatalog } from './demo/seed-demo-catalog';
import { DraftCatalogEventHandler } from './draft-event/draft-event.handler';
import { PublishCatalogEventHandler } from './publish-event/publish-event.handler';
import { GetPublicEventHandler } from './public-events/get-public-event.handler';
import { ListPublicEventsHandler } from './public-events/list-public-events.handler';
import { PublicEventsController } from './public-events/public-events.controller';

@Module({
  controllers: [PublicEventsController],
  providers: [
    DraftCatalogEventHandler,
    ChangeCatalogEventDetailsHandler,
    AddTicketTypeHandler,
    PublishCatalogEventHandler,
    ListPublicEventsHandler,
    GetPublicEventHandler,
    SeedDemoCatalog,
  ],
})
export class CatalogModule {}
