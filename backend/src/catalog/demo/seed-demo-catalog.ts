import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { v5 as uuidv5 } from 'uuid';
import { catalogEventStreamId, type EventStore, type Projections, type Storage } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EVENT_STORE, PROJECTIONS, STORAGE } from '../../infrastructure/storage/storage.tokens';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { AddTicketTypeCommand } from '../add-ticket-type/add-ticket-type.command';
import { DraftCatalogEventCommand } from '../draft-event/draft-event.command';
import { SetCatalogEventFeaturedCommand } from '../feature-event/feature-event.command';
import { PublishCatalogEventCommand } from '../publish-event/publish-event.command';
import { demoCatalog } from './demo-catalog';

// Ids derive from the demo slugs, so the demo events keep their addresses across fresh installs.
const DEMO_NAMESPACE = '6f1d0c7e-8a55-4b7e-9a43-1d2c5b7e0f00';
const DEMO_ACTOR = { kind: 'system', name: 'demo-data' } as const;

/**
 * Fills an empty shop with the demo catalog through the real commands (never SQL), on first start
 * in embedded mode or when DEMO_DATA=true.
 */
@Injectable()
export class SeedDemoCatalog implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const wanted = this.config.DEMO_DATA ?? this.storage.mode === 'embedded';
    if (!wanted || (await this.alreadySeeded())) return;
    const position = await this.seed(new Date());
    if (this.config.RUN_PROJECTIONS) await this.projections.waitForPosition(position, 30_000);
  }

  // The first demo event's stream tells, whatever else (demo accounts, say) was stored before it.
  private async alreadySeeded(): Promise<boolean> {
    const [first] = demoCatalog(new Date());
    if (!first) return true;
    const stream = catalogEventStreamId(uuidv5(`event:${first.slug}`, DEMO_NAMESPACE));
    return (await this.store.readStream(stream, { maxCount: 1 })).length > 0;
  }

  async seed(now: Date): Promise<bigint> {
    const metadata = () => commandMetadata(DEMO_ACTOR, DEMO_NAMESPACE, now);
    let position = 0n;
    const track = (result: { position: string }) => {
      position = BigInt(result.position) > position ? BigInt(result.position) : position;
    };
    const events = demoCatalog(now);
    for (const event of events) {
      const catalogEventId = uuidv5(`event:${event.slug}`, DEMO_NAMESPACE);
      track(
        await this.commands.execute(
          new DraftCatalogEventCommand(
            { type: 'DraftCatalogEvent', data: { catalogEventId, details: event.details, images: event.images } },
            metadata(),
          ),
        ),
      );
      for (const ticketType of event.ticketTypes) {
        const ticketTypeId = uuidv5(`ticket-type:${event.slug}:${ticketType.slug}`, DEMO_NAMESPACE);
        track(
          await this.commands.execute(
            new AddTicketTypeCommand(
              { type: 'AddTicketType', data: { catalogEventId, ticketTypeId, details: ticketType.details } },
              metadata(),
            ),
          ),
        );
      }
      if (event.published) {
        track(
          await this.commands.execute(
            new PublishCatalogEventCommand({ type: 'PublishCatalogEvent', data: { catalogEventId } }, metadata()),
          ),
        );
      }
      if (event.featured) {
        track(
          await this.commands.execute(
            new SetCatalogEventFeaturedCommand(
              { type: 'SetCatalogEventFeatured', data: { catalogEventId, featured: true } },
              metadata(),
            ),
          ),
        );
      }
    }
    this.logger.log({ msg: 'demo catalog created', events: events.length });
    return position;
  }
}
