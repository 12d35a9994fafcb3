import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { eventDetails, ticketTypeDetails } from '@ticketshop/projections/testing';
import { imageFromUrl } from '@ticketshop/projections';
import type { EventDetails, TicketTypeDetails } from '../domain/catalog-event.types';
import { commandMetadata, SYSTEM_ACTOR } from '../../shared/event-sourcing/command-metadata';
import { AddTicketTypeCommand } from '../add-ticket-type/add-ticket-type.command';
import { DraftCatalogEventCommand } from '../draft-event/draft-event.command';
import { PublishCatalogEventCommand } from '../publish-event/publish-event.command';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { vilniusTime } from '../../shared/time/vilnius-time';

const inDays = (days: number, hourUtc = 16) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

describe('public events API', () => {
  let shop: TestApp;
  let frontendDir: string;
  let lastPosition = '0';
  const ids: Record<string, string> = {};

  async function createEvent(
    key: string,
    details: Partial<EventDetails>,
    ticketTypes: Partial<TicketTypeDetails>[],
    publish = true,
  ): Promise<void> {
    const commands = shop.app.get(CommandBus);
    const catalogEventId = randomUUID();
    ids[key] = catalogEventId;
    const metadata = () => commandMetadata(SYSTEM_ACTOR);
    let result = await commands.execute(
      new DraftCatalogEventCommand(
        {
          type: 'DraftCatalogEvent',
          data: {
            catalogEventId,
            details: eventDetails(details),
            images: [imageFromUrl('/media/demo/concert-1.svg', 0)],
          },
        },
        metadata(),
      ),
    );
    for (const ticketType of ticketTypes) {
      result = await commands.execute(
        new AddTicketTypeCommand(
          {
            type: 'AddTicketType',
            data: { catalogEventId, ticketTypeId: randomUUID(), details: ticketTypeDetails(ticketType) },
          },
          metadata(),
        ),
      );
    }
    if (publish) {
      result = await commands.execute(
        new PublishCatalogEventCommand({ type: 'PublishCatalogEvent', data: { catalogEventId } }, metadata()),
      );
    }
    lastPosition = result.position;
  }

  const api = () => request(shop.app.getHttpServer());
  /** Reads after our own writes, as the front end does after a command. */
  const read = (path: string) => api().get(path).set('X-Min-Position', lastPosition);

  beforeAll(async () => {
    frontendDir = mkdtempSync(join(tmpdir(), 'ticketshop-frontend-'));
    writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><title>Bilietai</title><div id="root"></div>');
    shop = await createTestApp({ FRONTEND_DIST: frontendDir });
    await createEvent(
      'concertLater',
      { category: 'Concert', startsAt: inDays(30), name: { lt: 'Vėlesnis', en: 'Later' } },
      [
        { priceCents: 4500 },
        { priceCents: 1999, name: { lt: 'Studentams', en: 'Students' } },
        { priceCents: 100, isActive: false },
      ],
    );
    await createEvent('concertSooner', { category: 'Concert', startsAt: inDays(10) }, [
      { priceCents: 2500, quantity: 7 },
    ]);
    await createEvent('sports', { category: 'Sports', startsAt: inDays(20), endsAt: inDays(20, 19) }, [{}]);
    await createEvent('draft', { category: 'Concert', startsAt: inDays(5) }, [{}], false);
    await createEvent('over', { category: 'Theater', startsAt: inDays(-3), endsAt: inDays(-3, 19) }, [{}]);
    for (let i = 0; i < 7; i++)
      await createEvent(`festival${i}`, { category: 'Festival', startsAt: inDays(40 + i) }, [{}]);
  });
  afterAll(async () => {
    await shop.close();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  describe('GET /api/events', () => {
    it('lists published events that are not over, soonest first, with pagination', async () => {
      const response = await read('/api/events?limit=100').expect(200);
      const listed = response.body.data.map((event: { id: string }) => event.id);
      expect(listed.slice(0, 3)).toEqual([ids.concertSooner, ids.sports, ids.concertLater]);
      expect(listed).not.toContain(ids.draft);
      expect(listed).not.toContain(ids.over);
      expect(response.body.pagination).toEqual({ page: 1, limit: 100, total: 10, totalPages: 1 });
    });

    it('filters by category, and "all" means every category', async () => {
      const concerts = await read('/api/events?category=Concert').expect(200);
      expect(concerts.body.data.map((event: { id: string }) => event.id)).toEqual([
        ids.concertSooner,
        ids.concertLater,
      ]);
      const all = await read('/api/events?category=all').expect(200);
      expect(all.body.pagination.total).toBe(10);
    });

    it('pages six at a time by default', async () => {
      const second = await read('/api/events?page=2').expect(200);
      expect(second.body.pagination).toEqual({ page: 2, limit: 6, total: 10, totalPages: 2 });
      expect(second.body.data).toHaveLength(4);
      const beyond = await read('/api/events?page=9').expect(200);
      expect(beyond.body.data).toEqual([]);
    });

    it.each([
      ['category=Opera', 'category'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['limit=1000', 'limit'],
      ['sort=price', 'sort'],
    ])('refuses %s with a field error and the one error shape', async (query, field) => {
      const response = await api().get(`/api/events?${query}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Užklausoje yra klaidų' });
      expect(response.body.errors.length).toBeGreaterThan(0);
      expect(response.body.errors.every((error: { field: string }) => error.field === field)).toBe(true);
    });

    it('speaks English when asked to', async () => {
      const response = await api()
        .get('/api/events?category=Opera')
        .set('Accept-Language', 'en-US,en;q=0.9')
        .expect(400);
      expect(response.body.message).toBe('The request has errors');
      expect(response.body.errors[0].message).toBe('category must be one of: Concert, Festival, Theater, Sports, all');
    });
  });

  describe('GET /api/events/:id', () => {
    it('shows the public fields of a published event', async () => {
      const response = await read(`/api/events/${ids.concertLater}`).expect(200);
      const event = response.body;
      expect(event).toMatchObject({
        id: ids.concertLater,
        title: { lt: 'Vėlesnis', en: 'Later' },
        category: 'Concert',
        organizer: 'Baltic Live',
        time: vilniusTime(inDays(30)),
        location: 'Vilnius',
        venue: 'Compensa koncertų salė',
        address: 'Kernavės g. 84',
        country: 'Lietuva',
        imageUrl: '/media/demo/concert-1.svg',
        additionalImages: [],
        price: 19.99,
        currency: 'EUR',
        endDate: null,
      });
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.ticketTypes).toHaveLength(2);
      expect(event.ticketTypes[0]).toMatchObject({
        price: 45,
        available: 100,
        maxPerOrder: 10,
        name: { lt: 'Standartinis', en: 'Standard' },
      });
    });

    it('answers 404 in the reader language for a draft and an unknown id, 400 for a malformed id', async () => {
      for (const id of [ids.draft, randomUUID()]) {
        const response = await read(`/api/events/${id}`).expect(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Renginys nerastas', errors: [] });
      }
      const malformed = await read('/api/events/not-an-id').expect(400);
      expect(malformed.body.message).toBe('Neteisingas renginio identifikatorius');
      const english = await api().get(`/api/events/${randomUUID()}`).set('Accept-Language', 'en').expect(404);
      expect(english.body.message).toBe('Event not found');
    });
  });

  describe('read-your-writes', () => {
    it('waits for the position a command answered, so the new event is there on the next read', async () => {
      await createEvent('fresh', { category: 'Theater', startsAt: inDays(3) }, [{}]);
      const response = await read(`/api/events/${ids.fresh}`).expect(200);
      expect(response.headers['x-read-position-reached']).toBe('true');
      expect(response.body.id).toBe(ids.fresh);
    });

    it('refuses a position that is not a number', async () => {
      const response = await api().get('/api/events').set('X-Min-Position', 'soon').expect(400);
      expect(response.body.statusCode).toBe(400);
    });
  });

  describe('operations', () => {
    it('reports health with projection lag', async () => {
      const response = await read('/api/health').expect(200);
      expect(response.body).toMatchObject({
        status: 'ok',
        projections: expect.arrayContaining([expect.objectContaining({ name: 'catalog', lag: 0, state: 'live' })]),
      });
      expect(['embedded', 'server']).toContain(response.body.storage);
    });

    it('exposes projection lag as a Prometheus metric', async () => {
      const response = await api().get('/api/metrics').expect(200);
      expect(response.text).toMatch(/ticketshop_projection_lag_events\{projection="catalog"\} \d+/);
    });

    it('publishes the OpenAPI document and its UI', async () => {
      const document = await api().get('/api/openapi.json').expect(200);
      expect(Object.keys(document.body.paths)).toEqual(
        expect.arrayContaining(['/api/events', '/api/events/{id}', '/api/health']),
      );
      await api().get('/api/docs').expect(200);
    });

    it('keeps the request id a caller sends, and makes one otherwise', async () => {
      const kept = await api().get('/api/health').set('X-Request-Id', 'trace-123').expect(200);
      expect(kept.headers['x-request-id']).toBe('trace-123');
      const made = await api().get('/api/health').expect(200);
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('serving the front end', () => {
    it('answers unknown API paths with a JSON 404, not the page', async () => {
      const response = await api().get('/api/no-such-thing').expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Nerasta', errors: [] });
    });

    it('serves the single-page app for any page address, and real 404s for missing files', async () => {
      // An unknown event is a 404 for search engines, still with the app's not-found view (docs/web.md).
      const page = await api().get('/events/some-id').expect(404);
      expect(page.text).toContain('<div id="root">');
      await api().get('/assets/missing.js').expect(404);
    });

    it('serves the demo images', async () => {
      const image = await api().get('/media/demo/concert-aurora.svg').expect(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    });
  });
});
