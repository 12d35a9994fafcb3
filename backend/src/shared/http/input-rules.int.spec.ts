import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { createAccount, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buyer, eventOnSale, inDays, settle } from '../../ordering/testing/checkout-fixtures';
import type { LocalizedText } from './localized-exceptions';

const NUL = '\u0000';
const LONE = '\ud800';

const textRefused = (field: string): LocalizedText => ({
  lt: `Laukas „${field}“ turi netinkamų simbolių`,
  en: `${field} contains characters that are not allowed`,
});
const wrongShape = (field: string): LocalizedText => ({
  lt: `Laukas „${field}“ turi būti objektas su savo laukais`,
  en: `${field} must be an object with its own fields`,
});
const ACCOUNT_EMAIL = { lt: 'Neteisingas el. pašto formatas', en: 'Invalid email format' };
const CHECKOUT_EMAIL = { lt: 'Įveskite teisingą el. pašto adresą', en: 'Enter a valid email address' };
const INVALID_PRICE = { lt: 'Neteisinga kaina', en: 'Invalid price' };

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  name: { lt: 'Rudens džiazas', en: 'Autumn jazz' },
  description: { lt: 'Vakaras su kvartetu.', en: 'An evening with a quartet.' },
  start_date: inDays(20),
  end_date: inDays(21),
  venue: { name: 'Kauno filharmonija', address: 'L. Sapiegos g. 5', city: 'Kaunas' },
  event_type_id: 'Concert',
  features: { lt: ['Gyvas garsas'], en: ['Live sound'] },
  ...overrides,
});

const ticketBody = (overrides: Record<string, unknown> = {}) => ({
  name: { lt: 'Parteris', en: 'Stalls' },
  price: 24.5,
  sale_start_date: inDays(-1),
  sale_end_date: inDays(19),
  ...overrides,
});

describe('input rules: what every route refuses before it reads a request', () => {
  let shop: TestApp;
  let server: Server;
  let admin: string;
  let ticketTypeId: string;
  let catalogEventId: string;

  beforeAll(async () => {
    shop = await createTestApp({
      ORDER_SWEEP_INTERVAL_MS: '600000',
      ORDER_RATE_PER_ADDRESS: '1000',
      ORDER_RATE_PER_EMAIL: '1000',
    });
    server = shop.app.getHttpServer() as Server;
    admin = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    const onSale = await eventOnSale(shop.app, [{ priceCents: 2500, quantity: 200 }]);
    catalogEventId = onSale.catalogEventId;
    ticketTypeId = onSale.ticketTypeIds[0]!;
  });
  afterAll(() => shop.close());

  const api = () => request(server);
  const asAdmin = (method: 'get' | 'post' | 'put', path: string) =>
    api()[method](path).set('Authorization', `Bearer ${admin}`);
  const order = (overrides: Record<string, unknown> = {}) =>
    api()
      .post('/api/v1/orders/guest/create')
      .send({
        ...buyer(`pirkejas-${randomUUID().slice(0, 8)}@example.lt`),
        tickets: [{ id: ticketTypeId, quantity: 1 }],
        ...overrides,
      });

  /** Sends the request once per language and expects a 400 naming the field, in that language. */
  async function expectRefused(send: () => request.Test, field: string, message: LocalizedText) {
    for (const language of ['lt', 'en'] as const) {
      const response = await send().set('Accept-Language', language);
      expect([response.status, response.body.errors]).toEqual([
        400,
        expect.arrayContaining([{ field, message: message[language] }]),
      ]);
    }
  }

  const eventCount = async () =>
    (await asAdmin('get', '/api/admin/events').query({ status: 'all' }).expect(200)).body.pagination.total as number;

  describe('text that no field takes', () => {
    it('is refused in names, addresses, codes, passwords and tokens of every kind of route', async () => {
      const cases: [() => request.Test, string][] = [
        [
          () =>
            api()
              .post('/api/auth/register')
              .send({
                email: 'nauja@example.lt',
                password: 'geras slaptažodis',
                first_name: `Ona${NUL}`,
                last_name: 'Onaitė',
              }),
          'first_name',
        ],
        [
          () =>
            api()
              .post('/api/auth/register')
              .send({
                email: 'nauja@example.lt',
                password: `geras${LONE}slaptažodis`,
                first_name: 'Ona',
                last_name: 'Onaitė',
              }),
          'password',
        ],
        [
          () =>
            api()
              .post('/api/auth/login')
              .send({ email: 'ona@example.lt', password: `x${NUL}` }),
          'password',
        ],
        [
          () =>
            api()
              .post('/api/auth/verify-email')
              .send({ token: `abc${NUL}` }),
          'token',
        ],
        [
          () =>
            api()
              .post('/api/newsletter/confirm')
              .send({ token: `abc${LONE}` }),
          'token',
        ],
        [() => order({ guest_first_name: `Ona${NUL}` }), 'guest_first_name'],
        [() => order({ guest_last_name: `Žemaitė${LONE}` }), 'guest_last_name'],
        [() => order({ discount_code: `VASARA${NUL}` }), 'discount_code'],
        [() => order({ tickets: [{ id: `${ticketTypeId}${NUL}`, quantity: 1 }] }), 'tickets.0.id'],
        [
          () =>
            api()
              .post('/api/v1/orders/guest/quote')
              .send({ tickets: [{ id: LONE, quantity: 1 }] }),
          'tickets.0.id',
        ],
        [
          () => asAdmin('post', '/api/events').send(eventBody({ name: { lt: `Džiazas${NUL}`, en: 'Jazz' } })),
          'name.lt',
        ],
        [
          () =>
            asAdmin('post', '/api/events').send(
              eventBody({ venue: { name: 'Salė', address: 'g. 1', city: `Kaunas${LONE}` } }),
            ),
          'venue.city',
        ],
        [
          () => asAdmin('post', '/api/events').send(eventBody({ description: { lt: `Aprašas${NUL}`, en: '' } })),
          'description.lt',
        ],
        [
          () => asAdmin('post', '/api/events').send(eventBody({ features: { lt: [`Garsas${NUL}`], en: [] } })),
          'features.lt',
        ],
        [
          () =>
            asAdmin('post', `/api/events/${catalogEventId}/tickets`).send(
              ticketBody({ name: { lt: 'Parteris', en: `Stalls${LONE}` } }),
            ),
          'name.en',
        ],
        [() => asAdmin('post', '/api/scanner/verify').send({ ticketCode: `7KQ2${NUL}` }), 'ticketCode'],
      ];
      const before = await eventCount();
      for (const [send, field] of cases) {
        await expectRefused(send, field, textRefused(field.split('.').at(-1)!));
      }
      expect(await eventCount()).toBe(before);
    });

    it('is refused in query strings, route parameters and field names too, where no class names a rule', async () => {
      // Half a surrogate pair cannot travel in a URL (it has no UTF-8), so a NUL stands for both here.
      await expectRefused(
        () => asAdmin('get', '/api/admin/events').query({ search: `jazz${NUL}` }),
        'search',
        textRefused('search'),
      );
      await expectRefused(
        () =>
          api()
            .get('/api/event-sub-topics')
            .query({ topic_id: `koncertai${NUL}` }),
        'topic_id',
        textRefused('topic_id'),
      );
      await expectRefused(
        () => api().get(`/api/v1/orders/guest/ABC%00DEF/tickets.pdf?token=x`),
        'id',
        textRefused('id'),
      );
      // An id parameter has its own rule (docs/architecture.md, "The HTTP command kit"): refused as no id.
      await expectRefused(() => api().get(`/api/events/ABC%00DEF`), 'id', {
        lt: 'Neteisingas renginio identifikatorius',
        en: 'Invalid event id',
      });
      await expectRefused(
        () =>
          api()
            .post('/api/auth/login')
            .send({ email: 'ona@example.lt', password: 'slaptažodis', [`pass${NUL}`]: 'x' }),
        `pass${NUL}`,
        textRefused(`pass${NUL}`),
      );
    });

    it('keeps line breaks and tabs in a description, and refuses them in a name or title', async () => {
      const created = await asAdmin('post', '/api/events')
        .send(eventBody({ description: { lt: 'Pirma pastraipa.\r\n\r\nAntra\tpastraipa.', en: 'First.\n\nSecond.' } }))
        .expect(201);
      expect(created.body.description).toEqual({
        lt: 'Pirma pastraipa.\r\n\r\nAntra\tpastraipa.',
        en: 'First.\n\nSecond.',
      });

      const before = await eventCount();
      await expectRefused(
        () => asAdmin('post', '/api/events').send(eventBody({ name: { lt: 'Dvi\neilutės', en: 'Jazz' } })),
        'name.lt',
        textRefused('lt'),
      );
      await expectRefused(
        () => asAdmin('post', '/api/events').send(eventBody({ organizer: 'Klubas\t' + 'A' })),
        'organizer',
        textRefused('organizer'),
      );
      // A CR alone is no line break any reader agrees on; a bidi override makes a name read backwards.
      await expectRefused(
        () => asAdmin('post', '/api/events').send(eventBody({ description: { lt: 'a\rb', en: '' } })),
        'description.lt',
        textRefused('lt'),
      );
      await expectRefused(
        () => order({ guest_first_name: 'Ona\u202Eanilak' }),
        'guest_first_name',
        textRefused('guest_first_name'),
      );
      expect(await eventCount()).toBe(before);
    });
  });

  describe('an e-mail address with half a surrogate pair', () => {
    it('is an invalid address on each of the nine routes that take one, never a crash', async () => {
      const email = `ona${LONE}@example.lt`;
      const routes: [() => request.Test, string, LocalizedText][] = [
        [
          () =>
            api()
              .post('/api/auth/register')
              .send({ email, password: 'geras slaptažodis', first_name: 'Ona', last_name: 'Onaitė' }),
          'email',
          ACCOUNT_EMAIL,
        ],
        [() => api().post('/api/auth/login').send({ email, password: 'geras slaptažodis' }), 'email', ACCOUNT_EMAIL],
        [() => api().post('/api/auth/resend-verification').send({ email }), 'email', ACCOUNT_EMAIL],
        [() => api().post('/api/auth/forgot-password').send({ email }), 'email', ACCOUNT_EMAIL],
        [() => api().post('/api/newsletter/subscriptions').send({ email }), 'email', ACCOUNT_EMAIL],
        [() => order({ guest_email: email }), 'guest_email', CHECKOUT_EMAIL],
        [() => api().post('/api/v1/orders/guest/search').send({ email }), 'email', CHECKOUT_EMAIL],
        [() => api().post('/api/v1/orders/guest/ABCDEF12/lookup').send({ email }), 'email', CHECKOUT_EMAIL],
        [
          () => api().post(`/api/v1/orders/guest/${randomUUID()}/payment/initiate`).send({ email }),
          'email',
          CHECKOUT_EMAIL,
        ],
      ];
      for (const [send, field, message] of routes) await expectRefused(send, field, message);
      // The domain half can be broken too; validator.js measured it with the same encodeURI.
      await expectRefused(
        () =>
          api()
            .post('/api/auth/login')
            .send({ email: `ona@exa${LONE}mple.lt`, password: 'x' }),
        'email',
        ACCOUNT_EMAIL,
      );
    });
  });

  describe('null, lists and other types where an object or a number belongs', () => {
    it('are field errors on an event, never a crash, and create nothing', async () => {
      const before = await eventCount();
      const cases: [Record<string, unknown>, string, LocalizedText][] = [
        [{ description: null }, 'description', wrongShape('description')],
        [{ name: [] }, 'name', wrongShape('name')],
        [{ name: 'Džiazas' }, 'name', wrongShape('name')],
        [{ venue: [] }, 'venue', wrongShape('venue')],
        [{ venue: 7 }, 'venue', wrongShape('venue')],
        [{ features: null }, 'features', wrongShape('features')],
        [{ features: [] }, 'features', wrongShape('features')],
        [
          { features: { lt: [null], en: [] } },
          'features.lt',
          { lt: 'Netinkama lauko „features.lt“ reikšmė', en: 'each value in lt must be a string' },
        ],
        [
          { organizer: null },
          'organizer',
          { lt: 'Netinkama lauko „organizer“ reikšmė', en: 'organizer must be a string' },
        ],
        [
          { max_attendees: null },
          'max_attendees',
          { lt: 'Laukas „max_attendees“ turi būti sveikasis skaičius', en: 'max_attendees must be a whole number' },
        ],
      ];
      for (const [overrides, field, message] of cases) {
        await expectRefused(() => asAdmin('post', '/api/events').send(eventBody(overrides)), field, message);
      }
      expect(await eventCount()).toBe(before);
    });

    it('are field errors on a ticket type, and so is a price that is not whole cents', async () => {
      const price = {
        lt: 'Kaina turi būti skaičius su ne daugiau kaip 2 skaitmenimis po kablelio',
        en: 'The price must be a number with at most 2 decimals',
      };
      const cases: [Record<string, unknown>, string, LocalizedText][] = [
        [{ name: [] }, 'name', wrongShape('name')],
        [{ description: null }, 'description', wrongShape('description')],
        [
          { features: { lt: ['Vieta'], en: ['Seat'] } },
          'features',
          { lt: 'Nežinomas laukas „features“', en: 'Unknown field features' },
        ],
        [{ price: 1e-9 }, 'price', price],
        [{ price: 24.555 }, 'price', price],
        [{ price: '24.50' }, 'price', price],
      ];
      for (const [overrides, field, message] of cases) {
        await expectRefused(
          () => asAdmin('post', `/api/events/${catalogEventId}/tickets`).send(ticketBody(overrides)),
          field,
          message,
        );
      }
      const types = await asAdmin('get', `/api/events/${catalogEventId}/tickets`).expect(200);
      expect(types.body.data).toHaveLength(1);
    });

    it('are field errors on a discount code amount', async () => {
      const code = {
        code: 'MAZAS',
        discount_type: 'fixed',
        value: 1e-9,
        valid_from: inDays(-1),
        valid_until: inDays(5),
      };
      await expectRefused(() => asAdmin('post', `/api/events/${catalogEventId}/discount-codes`).send(code), 'value', {
        lt: 'Nuolaidos dydis turi būti skaičius',
        en: 'The discount value must be a number',
      });
    });

    it('are field errors on an order line, and a price of 1e-9 is an invalid price', async () => {
      await expectRefused(
        () => order({ tickets: [{ id: ticketTypeId, quantity: 1, price: 1e-9 }] }),
        'tickets.0.price',
        INVALID_PRICE,
      );
      await expectRefused(
        () => order({ tickets: [{ id: ticketTypeId, quantity: 1, price: 25.001 }] }),
        'tickets.0.price',
        INVALID_PRICE,
      );
      await expectRefused(() => order({ tickets: [[]] }), 'tickets', wrongShape('tickets'));
      await expectRefused(() => order({ tickets: [null] }), 'tickets', wrongShape('tickets'));
      await expectRefused(() => order({ tickets: [{ id: ticketTypeId, quantity: null }] }), 'tickets.0.quantity', {
        lt: 'Kiekis turi būti sveikasis skaičius',
        en: 'The quantity must be a whole number',
      });
      await expectRefused(() => order({ discount_code: null }), 'discount_code', {
        lt: 'Nuolaidos kodas negalioja',
        en: 'The discount code is not valid',
      });
      // A price with cents is still the buyer's to state.
      await order({ tickets: [{ id: ticketTypeId, quantity: 1, price: 25 }] }).expect(201);
    });

    it('are field errors on a profile, which keeps its name', async () => {
      const account = await createAccount(shop.app, 'user', { firstName: 'Ona', lastName: 'Onaitė' });
      const { accessToken } = await signIn(shop.app, account);
      const put = (body: Record<string, unknown>) =>
        api().put('/api/user/profile').set('Authorization', `Bearer ${accessToken}`).send(body);
      const required = { lt: 'Vardas yra privalomas', en: 'First name is required' };
      await expectRefused(() => put({ firstName: null }), 'firstName', required);
      await expectRefused(() => put({ firstName: ['Ona'] }), 'firstName', required);
      await expectRefused(() => put({ firstName: `Ona${NUL}` }), 'firstName', textRefused('firstName'));
      await expectRefused(() => put({ lastName: `Onaitė${LONE}` }), 'lastName', textRefused('lastName'));
      const profile = await api().get('/api/user/profile').set('Authorization', `Bearer ${accessToken}`).expect(200);
      expect(profile.body.user).toMatchObject({ firstName: 'Ona', lastName: 'Onaitė' });
    });
  });

  describe('at once, bad requests among good ones', () => {
    it('accepts 30 good orders and refuses 30 bad ones; every held seat belongs to an order', async () => {
      const { catalogEventId: rushId, ticketTypeIds } = await eventOnSale(shop.app, [
        { priceCents: 2500, quantity: 100 },
      ]);
      const [rushType] = ticketTypeIds as [string];
      const spoil: ((body: object) => object)[] = [
        (body) => ({ ...body, guest_first_name: `Ona${NUL}` }),
        (body) => ({ ...body, guest_last_name: `Žemaitė${LONE}` }),
        (body) => ({ ...body, guest_email: `ona${LONE}@example.lt` }),
        (body) => ({ ...body, guest_phone: `+370${NUL}60000000` }),
        (body) => ({ ...body, tickets: [{ id: rushType, quantity: 1, price: 1e-9 }] }),
        (body) => ({ ...body, tickets: [null] }),
      ];
      const requests = Array.from({ length: 60 }, (_, index) => {
        const email = `skubus-${index}@example.lt`;
        const body = { ...buyer(email), tickets: [{ id: rushType, quantity: 1, price: 25 }] };
        const bad = index % 2 === 1;
        return { bad, email, body: bad ? spoil[Math.floor(index / 2) % spoil.length]!(body) : body };
      });
      const answers = await Promise.all(
        requests.map(({ body }) => api().post('/api/v1/orders/guest/create').set('Accept-Language', 'en').send(body)),
      );
      expect(answers.filter((_, index) => !requests[index]!.bad).map((answer) => answer.status)).toEqual(
        Array(30).fill(201),
      );
      expect(answers.filter((_, index) => requests[index]!.bad).map((answer) => answer.status)).toEqual(
        Array(30).fill(400),
      );
      for (const answer of answers.filter((_, index) => requests[index]!.bad)) {
        expect(answer.body.errors.length).toBeGreaterThan(0);
      }

      await settle(shop.app);
      const db = shop.app.get<Database>(DATABASE).db;
      const orders = await db
        .selectFrom('read_models.orders')
        .select(['buyer_email', 'tickets_count'])
        .where('catalog_event_id', '=', rushId)
        .execute();
      expect(orders.map((row) => row.buyer_email).sort()).toEqual(
        requests
          .filter(({ bad }) => !bad)
          .map(({ email }) => email)
          .sort(),
      );
      const [held] = await db
        .selectFrom('read_models.catalog_ticket_types')
        .select(['quantity_held', 'quantity_sold'])
        .where('id', '=', rushType)
        .execute();
      expect(Number(held!.quantity_held) + Number(held!.quantity_sold)).toBe(
        orders.reduce((sum, row) => sum + Number(row.tickets_count), 0),
      );
      expect(Number(held!.quantity_held)).toBe(30);
    });

    it('registers 30 good sign-ups and refuses 30 whose name holds a NUL', async () => {
      const sends = Array.from({ length: 60 }, (_, index) => {
        const bad = index % 2 === 1;
        const email = `registruojasi-${index}@example.lt`;
        const body = {
          email,
          password: 'geras slaptažodis',
          first_name: bad ? `Ona${NUL}` : 'Ona',
          last_name: bad && index % 4 === 1 ? `Onaitė${LONE}` : 'Onaitė',
        };
        return { bad, email, body };
      });
      const answers = await Promise.all(
        sends.map(({ body }) => api().post('/api/auth/register').set('Accept-Language', 'en').send(body)),
      );
      expect(answers.filter((_, index) => !sends[index]!.bad).map((answer) => answer.status)).toEqual(
        Array(30).fill(201),
      );
      const refused = answers.filter((_, index) => sends[index]!.bad);
      expect(refused.map((answer) => answer.status)).toEqual(Array(30).fill(400));
      for (const answer of refused) {
        expect(answer.body.errors).toContainEqual({ field: 'first_name', message: textRefused('first_name').en });
      }

      await settle(shop.app);
      const users = await shop.app
        .get<Database>(DATABASE)
        .db.selectFrom('read_models.users')
        .select('email')
        .where('email', 'like', 'registruojasi-%')
        .execute();
      expect(users.map((user) => user.email).sort()).toEqual(
        sends
          .filter(({ bad }) => !bad)
          .map(({ email }) => email)
          .sort(),
      );
    });
  });
});
