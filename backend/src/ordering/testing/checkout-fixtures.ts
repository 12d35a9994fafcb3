import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { eventDetails, ticketTypeDetails } from '@ticketshop/projections/testing';
import { sql } from 'kysely';
import type { Database, Projections, TicketTypeDetails } from '@ticketshop/projections';
import { commandMetadata, SYSTEM_ACTOR } from '../../shared/event-sourcing/command-metadata';
import { AddTicketTypeCommand } from '../../catalog/add-ticket-type/add-ticket-type.command';
import { DraftCatalogEventCommand } from '../../catalog/draft-event/draft-event.command';
import { PublishCatalogEventCommand } from '../../catalog/publish-event/publish-event.command';
import { DATABASE, PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import { OrderingModule } from '../ordering.module';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Limits on orders and quotes high enough never to stop a spec whose many buyers all come from the one
 * test client: the limits have their own spec (order-limits.int.spec.ts).
 */
export const ORDER_LIMITS_LIFTED = {
  ORDER_RATE_PER_ADDRESS: '10000',
  ORDER_RATE_PER_EMAIL: '1000',
  QUOTE_RATE_PER_ADDRESS: '10000',
};

/** A published event on sale now, with the given ticket types; answers their ids in order. */
export async function eventOnSale(
  app: NestExpressApplication,
  ticketTypes: Partial<TicketTypeDetails>[],
): Promise<{ catalogEventId: string; ticketTypeIds: string[] }> {
  const commands = app.get(CommandBus);
  const catalogEventId = randomUUID();
  const metadata = () => commandMetadata(SYSTEM_ACTOR);
  await commands.execute(
    new DraftCatalogEventCommand(
      {
        type: 'DraftCatalogEvent',
        data: {
          catalogEventId,
          details: eventDetails({
            startsAt: inDays(30),
            endsAt: null,
            name: { lt: 'Žalgirio arena: Šventinis koncertas', en: 'Arena: Festive concert' },
          }),
          images: [],
        },
      },
      metadata(),
    ),
  );
  const ticketTypeIds: string[] = [];
  for (const details of ticketTypes) {
    const ticketTypeId = randomUUID();
    ticketTypeIds.push(ticketTypeId);
    await commands.execute(
      new AddTicketTypeCommand(
        {
          type: 'AddTicketType',
          data: {
            catalogEventId,
            ticketTypeId,
            details: ticketTypeDetails({ saleStartsAt: inDays(-1), saleEndsAt: inDays(29), ...details }),
          },
        },
        metadata(),
      ),
    );
  }
  await commands.execute(
    new PublishCatalogEventCommand({ type: 'PublishCatalogEvent', data: { catalogEventId } }, metadata()),
  );
  await settle(app);
  return { catalogEventId, ticketTypeIds };
}

/**
 * Waits until read models and process managers have handled everything recorded so far. The last
 * position written is taken from the log itself: the store's readable head stops short of events
 * whose transaction still overlaps another one somewhere on the server.
 */
export async function settle(app: NestExpressApplication): Promise<void> {
  const database = app.get<Database>(DATABASE);
  const projections = app.get<Projections>(PROJECTIONS);
  const ordering = app.get(OrderingModule);
  const lastWritten = async () => {
    const result = await sql<{
      position: string | null;
    }>`select max(global_position)::text as position from event_log`.execute(database.db);
    return BigInt(result.rows[0]?.position ?? 0);
  };
  for (;;) {
    const last = await lastWritten();
    await ordering.whenProcessed(last);
    // A loaded machine may take longer than one wait allows; the read models must get there.
    while (!(await projections.waitForPosition(last, 10_000))) {
      /* wait again */
    }
    if ((await lastWritten()) === last) return;
  }
}

export const buyer = (email = 'ona@example.com') => ({
  guest_email: email,
  guest_first_name: 'Ona',
  guest_last_name: 'Žemaitė',
  guest_phone: '+370 600 00000',
});

/** Pays through the sandbox page as a buyer's browser would; answers where the buyer lands. */
export async function payInSandbox(
  app: NestExpressApplication,
  paymentUrl: string,
  action: 'pay' | 'cancel' | 'fail' = 'pay',
): Promise<string> {
  return (await payInSandboxSigned(app, paymentUrl, action)).landed;
}

/** The same, also answering the signed message the sandbox sent (to replay or forge in tests). */
export async function payInSandboxSigned(
  app: NestExpressApplication,
  paymentUrl: string,
  action: 'pay' | 'cancel' | 'fail' = 'pay',
): Promise<{ landed: string; signed: { json: string; mac: string } }> {
  const server = app.getHttpServer();
  const path = new URL(paymentUrl).pathname;
  await request(server).get(path).expect(200);
  const chosen = await request(server).post(path).type('form').send({ action }).expect(303);
  const providerReturn = new URL(chosen.headers.location as string, 'http://shop.test');
  const landed = await request(server).get(`${providerReturn.pathname}${providerReturn.search}`).expect(303);
  return {
    landed: landed.headers.location as string,
    signed: {
      json: providerReturn.searchParams.get('json') ?? '',
      mac: providerReturn.searchParams.get('mac') ?? '',
    },
  };
}
