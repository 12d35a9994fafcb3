import request from 'supertest';
import type { Server } from 'node:http';
import sharp from 'sharp';
import { createAccount, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

const inDays = (days: number, hourUtc = 16) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  name: { lt: 'Rudens džiazas', en: 'Autumn jazz' },
  description: { lt: 'Vakaras su kvartetu.', en: 'An evening with a quartet.' },
  start_date: inDays(20),
  end_date: inDays(20, 19),
  venue: { name: 'Kauno filharmonija', address: 'L. Sapiegos g. 5', city: 'Kaunas' },
  event_type_id: 'Concert',
  organizer: 'Džiazo klubas',
  features: { lt: ['Gyvas garsas', ' '], en: ['Live sound'] },
  ...overrides,
});

const ticketBody = (overrides: Record<string, unknown> = {}) => ({
  name: { lt: 'Parteris', en: 'Stalls' },
  price: 24.5,
  sale_start_date: inDays(-1),
  sale_end_date: inDays(20),
  ...overrides,
});

const fields = (body: { errors: { field: string }[] }) => body.errors.map((error) => error.field).sort();

describe('admin catalog API', () => {
  let shop: TestApp;
  let server: Server;
  let token: string;

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
    token = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
  });
  afterAll(() => shop.close());

  const as = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    request(server)[method](path).set('Authorization', `Bearer ${token}`);
  const createEvent = async (overrides: Record<string, unknown> = {}) =>
    (await as('post', '/api/events').send(eventBody(overrides)).expect(201)).body as { id: string; status: string };
  const addTicketType = async (eventId: string, overrides: Record<string, unknown> = {}) =>
    (await as('post', `/api/events/${eventId}/tickets`).send(ticketBody(overrides)).expect(201)).body as {
      id: string;
    };

  describe('events', () => {
    it('creates a draft with the catalog defaults, lists it, finds it by search and status', async () => {
      const created = await as('post', '/api/events').send(
        eventBody({ name: { lt: 'Ąžuolų vakaras', en: 'Oak night' } }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        status: 'draft',
        is_published: false,
        max_attendees: 100,
        venue: { country: 'Lietuva', city: 'Kaunas' },
        features: { lt: ['Gyvas garsas'], en: ['Live sound'] },
        images: [],
        tickets_sold: 0,
        can_delete: true,
      });

      const found = await as('get', '/api/admin/events').query({ search: 'ĄŽUOLŲ', status: 'draft' }).expect(200);
      expect(found.body.data.map((event: { id: string }) => event.id)).toEqual([created.body.id]);
      expect(found.body.pagination).toEqual({ page: 1, limit: 20, total: 1, total_pages: 1 });
      const none = await as('get', '/api/admin/events').query({ search: 'ąžuolų', status: 'published' }).expect(200);
      expect(none.body.data).toEqual([]);
      // A % in the search is a character, not a wildcard.
      expect((await as('get', '/api/admin/events').query({ search: '%' }).expect(200)).body.data).toEqual([]);
    });

    it('refuses an incomplete event with an error per field, in the reader language, and stores nothing', async () => {
      const before = (await as('get', '/api/admin/events').expect(200)).body.pagination.total;
      const answer = await as('post', '/api/events').send({
        name: { lt: ' ', en: '' },
        venue: { name: 'Arena', address: '', city: '' },
        event_type_id: 'Opera',
        max_attendees: 0,
      });
      expect(answer.status).toBe(400);
      expect(fields(answer.body)).toEqual([
        'end_date',
        'event_type_id',
        'max_attendees',
        'name.en',
        'name.lt',
        'start_date',
        'venue.address',
        'venue.city',
      ]);
      expect(answer.body.errors).toContainEqual({ field: 'name.lt', message: 'Įveskite pavadinimą lietuviškai' });

      const english = await as('post', '/api/events')
        .set('Accept-Language', 'en')
        .send(eventBody({ end_date: inDays(19) }));
      expect(english.status).toBe(400);
      expect(english.body).toMatchObject({
        message: 'The end cannot be before the start',
        errors: [{ field: 'end_date' }],
      });
      expect((await as('get', '/api/admin/events').expect(200)).body.pagination.total).toBe(before);
    });

    it('edits every field', async () => {
      const { id } = await createEvent();
      const changed = await as('put', `/api/events/${id}`)
        .send(
          eventBody({
            name: { lt: 'Žiemos džiazas', en: 'Winter jazz' },
            venue: { name: 'Žalgirio arena', address: 'Karaliaus Mindaugo pr. 50', city: 'Kaunas', country: 'Lietuva' },
            event_type_id: 'Festival',
            max_attendees: 5000,
          }),
        )
        .expect(200);
      expect(changed.body).toMatchObject({
        name: { lt: 'Žiemos džiazas' },
        event_type_id: 'Festival',
        max_attendees: 5000,
        venue: { name: 'Žalgirio arena' },
      });
      expect((await as('get', `/api/admin/events/${id}`).expect(200)).body.name.en).toBe('Winter jazz');
    });

    it('publishes only with a ticket type, shows it publicly, and unpublishing hides it again', async () => {
      const { id } = await createEvent();
      const refused = await as('put', `/api/events/${id}/publish`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Renginio negalima paskelbti be bilietų tipų');

      await addTicketType(id);
      expect((await as('put', `/api/events/${id}/publish`).expect(200)).body).toMatchObject({ status: 'published' });
      const visible = await request(server).get(`/api/events/${id}`).expect(200);
      expect(visible.body.ticketTypes).toMatchObject([{ price: 24.5, available: 100, maxPerOrder: 10, onSale: true }]);
      const listed = await request(server).get('/api/events').query({ category: 'Concert', limit: 100 }).expect(200);
      expect(listed.body.data.map((event: { id: string }) => event.id)).toContain(id);

      expect((await as('put', `/api/events/${id}/unpublish`).expect(200)).body.status).toBe('draft');
      await request(server).get(`/api/events/${id}`).expect(404);
    });

    it('cancels for good, and deletes an event nothing was sold for', async () => {
      const { id } = await createEvent();
      await addTicketType(id);
      await as('put', `/api/events/${id}/publish`).expect(200);
      expect((await as('put', `/api/events/${id}/cancel`).expect(200)).body.status).toBe('cancelled');
      const republish = await as('put', `/api/events/${id}/publish`);
      expect(republish.status).toBe(409);
      expect(republish.body.message).toBe('Renginys atšauktas, jo keisti nebegalima');
      await request(server).get(`/api/events/${id}`).expect(404);

      await as('delete', `/api/events/${id}`).expect(204);
      await as('get', `/api/admin/events/${id}`).expect(404);
      await as('delete', `/api/events/${id}`).expect(404);
    });

    it('duplicates into a new draft with copied ticket types', async () => {
      const { id } = await createEvent();
      await addTicketType(id, { price: 10 });
      await addTicketType(id, { name: { lt: 'Balkonas', en: 'Balcony' }, price: 15 });
      await as('put', `/api/events/${id}/publish`).expect(200);

      const copy = await as('post', `/api/events/${id}/duplicate`).expect(201);
      expect(copy.body).toMatchObject({
        status: 'draft',
        name: { lt: 'Rudens džiazas (kopija)', en: 'Autumn jazz (copy)' },
        ticket_types_count: 2,
      });
      expect(copy.body.id).not.toBe(id);
      const types = await as('get', `/api/events/${copy.body.id}/tickets`).expect(200);
      expect(types.body.data.map((type: { price: number }) => type.price)).toEqual([10, 15]);
    });

    it('bulk-publishes the events it can and says why it skipped the others', async () => {
      const ready = await createEvent();
      await addTicketType(ready.id);
      const empty = await createEvent();
      const already = await createEvent();
      await addTicketType(already.id);
      await as('put', `/api/events/${already.id}/publish`).expect(200);

      const answer = await as('post', '/api/admin/events/bulk-publish')
        .send({ event_ids: [ready.id, empty.id, already.id] })
        .expect(200);
      expect(answer.body).toEqual({
        updated: [ready.id],
        skipped: [
          { id: empty.id, reason: 'Renginio negalima paskelbti be bilietų tipų' },
          { id: already.id, reason: 'Renginys jau paskelbtas' },
        ],
      });

      const unpublished = await as('post', '/api/admin/events/bulk-unpublish')
        .send({ event_ids: [ready.id, empty.id] })
        .expect(200);
      expect(unpublished.body.updated).toEqual([ready.id]);
      const refused = await as('post', '/api/admin/events/bulk-publish').send({ event_ids: ['x'] });
      expect(refused.status).toBe(400);
    });

    it('features an event for the hero, before the soonest unfeatured ones', async () => {
      const later = await createEvent({ start_date: inDays(300), end_date: inDays(300, 19) });
      await addTicketType(later.id);
      await as('put', `/api/events/${later.id}/publish`).expect(200);
      await as('put', `/api/events/${later.id}/featured`).send({ featured: true }).expect(200);

      const hero = await request(server).get('/api/events/featured').expect(200);
      expect(hero.body.data[0]).toMatchObject({ id: later.id, featured: true });
      expect(hero.body.data.length).toBeLessThanOrEqual(3);
    });
  });

  describe('images', () => {
    const png = () =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 60 } } })
        .png()
        .toBuffer();

    it('uploads, resizes into the page sizes, serves them, reorders and removes', async () => {
      const { id } = await createEvent();
      const first = await as('post', `/api/events/${id}/images`)
        .attach('image', await png(), 'cover.png')
        .expect(201);
      const second = await as('post', `/api/events/${id}/images`)
        .attach(
          'image',
          await sharp(await png())
            .jpeg()
            .toBuffer(),
          'photo.jpg',
        )
        .expect(201);
      const [a, b] = second.body.images as { id: string; url: string; card_url: string; thumbnail_url: string }[];
      expect(first.body.images).toHaveLength(1);

      const card = await request(server).get(a!.card_url).expect(200);
      expect(card.headers['content-type']).toBe('image/webp');
      expect(await sharp(card.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
      const thumbnail = await request(server).get(a!.thumbnail_url).expect(200);
      expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({ width: 320, height: 200 });
      const large = await request(server).get(a!.url).expect(200);
      expect((await sharp(large.body as Buffer).metadata()).width).toBe(1200);

      const reordered = await as('put', `/api/events/${id}/images/order`)
        .send({ image_ids: [b!.id, a!.id] })
        .expect(200);
      expect(reordered.body.images.map((image: { id: string }) => image.id)).toEqual([b!.id, a!.id]);
      const partial = await as('put', `/api/events/${id}/images/order`).send({ image_ids: [a!.id] });
      expect(partial.status).toBe(400);

      const removed = await as('delete', `/api/events/${id}/images/${b!.id}`).expect(200);
      expect(removed.body.images.map((image: { id: string }) => image.id)).toEqual([a!.id]);
    });

    it('refuses a file that is not a photo, whatever its name, and one that is too large', async () => {
      const { id } = await createEvent();
      const text = await as('post', `/api/events/${id}/images`).attach(
        'image',
        Buffer.from('not an image'),
        'fake.jpg',
      );
      expect(text.status).toBe(400);
      expect(text.body.message).toBe('Įkelkite JPEG, PNG arba WebP nuotrauką');
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
        .gif()
        .toBuffer();
      expect((await as('post', `/api/events/${id}/images`).attach('image', gif, 'a.png')).status).toBe(400);

      const huge = await as('post', `/api/events/${id}/images`).attach(
        'image',
        Buffer.alloc(11 * 1024 * 1024),
        'huge.jpg',
      );
      expect(huge.status).toBe(413);
      expect(huge.body.message).toBe('Nuotrauka per didelė: daugiausia 10 MB');

      const missing = await as('post', `/api/events/${id}/images`).send({});
      expect(missing.status).toBe(400);
      expect((await as('get', `/api/admin/events/${id}`).expect(200)).body.images).toEqual([]);
    });
  });

  describe('ticket types', () => {
    it('creates with defaults, edits, refuses bad values, reports statistics and removes', async () => {
      const { id } = await createEvent();
      const created = await as('post', `/api/events/${id}/tickets`).send(ticketBody()).expect(201);
      expect(created.body).toMatchObject({
        event_id: id,
        price: 24.5,
        currency: 'EUR',
        quantity: 100,
        quantity_sold: 0,
        quantity_remaining: 100,
        max_per_order: 10,
        is_active: true,
        on_sale: true,
      });

      const bad = await as('post', `/api/events/${id}/tickets`).send(
        ticketBody({ price: -1, quantity: 0, currency: 'GBP', sale_start_date: 'rytoj' }),
      );
      expect(bad.status).toBe(400);
      expect(fields(bad.body)).toEqual(['currency', 'price', 'quantity', 'sale_start_date']);
      const cents = await as('post', `/api/events/${id}/tickets`).send(ticketBody({ price: 1.005 }));
      expect(cents.status).toBe(400);
      const window = await as('post', `/api/events/${id}/tickets`).send(ticketBody({ sale_end_date: inDays(-2) }));
      expect(window.body).toMatchObject({ message: 'Pardavimų pabaiga turi būti vėlesnė už pradžią' });

      const edited = await as('put', `/api/events/${id}/tickets/${created.body.id}`)
        .send(ticketBody({ price: 30, quantity: 40, max_per_order: 4, currency: 'USD', is_active: false }))
        .expect(200);
      expect(edited.body).toMatchObject({ price: 30, quantity: 40, max_per_order: 4, currency: 'USD', on_sale: false });

      const statistics = await as('get', `/api/events/${id}/tickets/statistics`).expect(200);
      expect(statistics.body).toMatchObject({ total_quantity: 40, total_sold: 0, total_remaining: 40, revenue: 0 });
      expect((await as('get', `/api/events/${id}/statistics`).expect(200)).body).toMatchObject({
        tickets_total: 40,
        capacity_used_percent: 0,
        ticket_types_count: 1,
      });

      await as('delete', `/api/events/${id}/tickets/${created.body.id}`).expect(204);
      expect((await as('get', `/api/events/${id}/tickets`).expect(200)).body.data).toEqual([]);
      await as('put', `/api/events/${id}/tickets/${created.body.id}`).send(ticketBody()).expect(404);
    });

    it('keeps the last ticket type of a published event', async () => {
      const { id } = await createEvent();
      const { id: ticketId } = await addTicketType(id);
      await as('put', `/api/events/${id}/publish`).expect(200);
      const answer = await as('delete', `/api/events/${id}/tickets/${ticketId}`);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Paskelbtas renginys turi turėti bent vieną bilietų tipą');
    });
  });

  describe('discount codes', () => {
    const codeBody = (overrides: Record<string, unknown> = {}) => ({
      code: ' ruduo-15 ',
      discount_type: 'percent',
      value: 15,
      valid_from: inDays(0),
      valid_until: inDays(10),
      ...overrides,
    });

    it('creates, keeps codes unique per event, edits, shows usage and removes', async () => {
      const { id } = await createEvent();
      const { id: ticketId } = await addTicketType(id);
      const created = await as('post', `/api/events/${id}/discount-codes`).send(codeBody()).expect(201);
      expect(created.body).toMatchObject({
        event_id: id,
        code: 'RUDUO-15',
        discount_type: 'percent',
        value: 15,
        usage_limit: null,
        used_count: 0,
        ticket_type_ids: [],
        is_active: true,
      });

      const duplicate = await as('post', `/api/events/${id}/discount-codes`).send(codeBody({ code: 'Ruduo-15' }));
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('Kodas RUDUO-15 šiam renginiui jau yra');
      // Another event may use the same code.
      const other = await createEvent();
      await as('post', `/api/events/${other.id}/discount-codes`).send(codeBody()).expect(201);

      const changed = await as('put', `/api/discount-codes/${created.body.id}`)
        .send(codeBody({ discount_type: 'fixed', value: 5.5, usage_limit: 50, ticket_type_ids: [ticketId] }))
        .expect(200);
      expect(changed.body).toMatchObject({
        discount_type: 'fixed',
        value: 5.5,
        usage_limit: 50,
        ticket_type_ids: [ticketId],
      });

      const usage = await as('get', `/api/discount-codes/${created.body.id}/usage`).expect(200);
      expect(usage.body).toEqual({
        code_id: created.body.id,
        code: 'RUDUO-15',
        used_count: 0,
        usage_limit: 50,
        remaining: 50,
        orders: [],
      });
      expect((await as('get', `/api/events/${id}/discount-codes`).expect(200)).body.data).toHaveLength(1);

      await as('delete', `/api/discount-codes/${created.body.id}`).expect(204);
      await as('get', `/api/discount-codes/${created.body.id}/usage`).expect(404);
      expect((await as('get', `/api/events/${id}/discount-codes`).expect(200)).body.data).toEqual([]);
    });

    it.each([
      ['code', { code: 'a b' }],
      ['value', { value: 101 }],
      ['value', { value: 0 }],
      ['valid_until', { valid_until: inDays(-1) }],
      ['usage_limit', { usage_limit: 0 }],
      ['ticket_type_ids', { ticket_type_ids: ['11111111-1111-4111-8111-111111111111'] }],
    ])('refuses a bad %s', async (field, overrides) => {
      const { id } = await createEvent();
      const answer = await as('post', `/api/events/${id}/discount-codes`).send(codeBody(overrides));
      expect(answer.status).toBe(400);
      expect(fields(answer.body)).toContain(field);
    });
  });

  it('serves the lookups from data', async () => {
    const types = await request(server).get('/api/event-types').expect(200);
    expect(types.body.data.map((type: { id: string }) => type.id)).toEqual([
      'Concert',
      'Festival',
      'Theater',
      'Sports',
    ]);
    const topics = await request(server).get('/api/event-topics').query({ event_type_id: 'Sports' }).expect(200);
    expect(topics.body.data.every((topic: { event_type_id: string }) => topic.event_type_id === 'Sports')).toBe(true);
    const subTopics = await request(server).get('/api/event-sub-topics').query({ topic_id: 'basketball' }).expect(200);
    expect(subTopics.body.data.map((entry: { id: string }) => entry.id)).toEqual(['lkl', 'euroleague']);
    const places = await request(server).get('/api/microlocations').query({ city: 'kaunas' }).expect(200);
    expect(places.body.data).toEqual([
      { id: 'kaunas', name: { lt: 'Kaunas', en: 'Kaunas' }, city: 'Kaunas', country: 'Lietuva' },
    ]);
  });

  it('answers a buyer with 403 on the admin calls of shared paths', async () => {
    const buyer = (await signIn(shop.app, await createAccount(shop.app, 'user'))).accessToken;
    const answer = await request(server).post('/api/events').set('Authorization', `Bearer ${buyer}`).send(eventBody());
    expect(answer.status).toBe(403);
  });
});
