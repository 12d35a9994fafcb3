import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type { Database, EventStore } from '@ticketshop/projections';
import { orderStreamId, seatInventoryStreamId } from '@ticketshop/projections';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import { createAccount, signIn } from '../testing/accounts';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';
import { CreateDiscountCodeCommand } from '../catalog/create-discount-code/create-discount-code.command';
import { ReservationSweeper } from './process/reservation-sweeper';
import { sandboxMac } from '../payments/providers/sandbox/sandbox-session';
import { commandMetadata, SYSTEM_ACTOR } from '../shared/event-sourcing/command-metadata';
import { SeatInventory } from './seat-inventory/seat-inventory';
import {
  buyer,
  eventOnSale,
  ORDER_LIMITS_LIFTED,
  payInSandbox,
  payInSandboxSigned,
  settle,
} from './testing/checkout-fixtures';

const SANDBOX_SECRET = 'sandbox-secret-for-the-checkout-tests';

describe('guest checkout', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail({
      ORDER_SWEEP_INTERVAL_MS: '600000',
      PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
      // Hundreds of buyers from this one test client, and one buyer in many tests.
      ...ORDER_LIMITS_LIFTED,
    }));
  });
  afterAll(() => close());

  function placeOrder(tickets: { id: string; quantity: number; price?: number }[], email?: string, key?: string) {
    const call = api().post('/api/v1/orders/guest/create');
    if (key) call.set('Idempotency-Key', key);
    return call.send({ ...buyer(email), tickets });
  }

  async function startPayment(orderId: string, email = 'ona@example.com') {
    const started = await api()
      .post(`/api/v1/orders/guest/${orderId}/payment/initiate`)
      .send({ email, payment_method: 'sandbox', return_url: `/payment/success?order_id=${orderId}` })
      .expect(200);
    return started.body.payment_url as string;
  }

  it('sells tickets end to end: quote, order, sandbox payment, paid order, PDF, confirmation mail, lookup', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [
      { priceCents: 2500, quantity: 50, name: { lt: 'Parteris', en: 'Stalls' } },
      { priceCents: 1550, quantity: 50, name: { lt: 'Balkonas', en: 'Balcony' } },
    ]);
    const [stalls, balcony] = ticketTypeIds as [string, string];
    const quote = await api()
      .post('/api/v1/orders/guest/quote')
      .send({
        tickets: [
          { id: stalls, quantity: 2 },
          { id: balcony, quantity: 1 },
        ],
      })
      .expect(200);
    expect(quote.body).toMatchObject({ subtotal: 65.5, discount: 0, fee: 0, amount: 65.5, currency: 'EUR' });

    const created = await placeOrder([
      { id: stalls, quantity: 2, price: 25 },
      { id: balcony, quantity: 1, price: 15.5 },
    ]).expect(201);
    const order = created.body.order;
    expect(order).toMatchObject({ status: 'initializing', amount: 65.5, tickets_count: 3, can_continue_payment: true });
    expect(order.number).toBe(order.identifier.slice(-8).toUpperCase());
    await settle(shop.app);
    const held = await api().get(`/api/events/${order.event.id}`).expect(200);
    expect(held.body.ticketTypes.map((type: { available: number }) => type.available)).toEqual([48, 49]);

    const landed = await payInSandbox(shop.app, await startPayment(order.identifier));
    expect(landed).toBe(`/payment/success?order_id=${order.identifier}`);
    await settle(shop.app);

    const verified = await api().get(`/api/payments/verify/${order.identifier}?email=ONA@example.com`).expect(200);
    expect(verified.body.order).toMatchObject({ status: 'completed', payment_status: 'paid' });
    const pdf = await api().get(verified.body.order.tickets_pdf_url).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    const mail = await smtp.waitForMail(
      (m) => m.to.includes('ona@example.com') && m.attachments.some((a) => a.contentType === 'application/pdf'),
    );
    expect(mail.subject).toContain(order.number);
    expect(mail.attachments.filter((a) => a.contentType === 'application/pdf')).toHaveLength(1);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const byNumber = await api()
      .post(`/api/v1/orders/guest/${order.number}/lookup`)
      .send({ email: 'ona@example.com' })
      .expect(200);
    expect(byNumber.body.order.identifier).toBe(order.identifier);
    const wrongEmail = await api()
      .post(`/api/v1/orders/guest/${order.number}/lookup`)
      .send({ email: 'kitas@example.com' })
      .expect(404);
    expect(wrongEmail.body.message).toBe('Užsakymas nerastas arba neteisingas el. pašto adresas');

    const sold = await shop.app
      .get<Database>(DATABASE)
      .db.selectFrom('read_models.catalog_ticket_types')
      .select(['id', 'quantity_sold', 'quantity_held'])
      .where('id', 'in', [stalls, balcony])
      .execute();
    expect(
      Object.fromEntries(sold.map((row) => [row.id, [Number(row.quantity_sold), Number(row.quantity_held)]])),
    ).toEqual({
      [stalls]: [2, 0],
      [balcony]: [1, 0],
    });
  });

  it('prices a discount code on the server, counts its use when the order is paid and lists the order', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10 }]);
    const discountCodeId = randomUUID();
    await shop.app.get(CommandBus).execute(
      new CreateDiscountCodeCommand(
        {
          type: 'CreateDiscountCode',
          data: {
            catalogEventId,
            discountCodeId,
            details: {
              code: 'RUDUO25',
              discountType: 'percent',
              amount: 25,
              currency: 'EUR',
              validFrom: new Date(Date.now() - 86_400_000).toISOString(),
              validUntil: new Date(Date.now() + 86_400_000).toISOString(),
              usageLimit: 1,
              ticketTypeIds: [],
              isActive: true,
            },
          },
        },
        commandMetadata(SYSTEM_ACTOR),
      ),
    );
    await settle(shop.app);
    const quote = await api()
      .post('/api/v1/orders/guest/quote')
      .send({ tickets: [{ id: ticketTypeIds[0], quantity: 2 }], discount_code: ' ruduo25 ' })
      .expect(200);
    expect(quote.body).toMatchObject({ subtotal: 40, discount: 10, amount: 30, discount_code: 'RUDUO25' });
    const order = (
      await api()
        .post('/api/v1/orders/guest/create')
        .send({
          ...buyer('kodas@example.com'),
          tickets: [{ id: ticketTypeIds[0], quantity: 2 }],
          discount_code: 'RUDUO25',
        })
        .expect(201)
    ).body.order;
    expect(order).toMatchObject({ amount: 30, discount: 10, discount_code: 'RUDUO25' });
    const usedUp = await api()
      .post('/api/v1/orders/guest/create')
      .send({
        ...buyer('antras@example.com'),
        tickets: [{ id: ticketTypeIds[0], quantity: 1 }],
        discount_code: 'RUDUO25',
      })
      .expect(409);
    expect(usedUp.body.code).toBe('seats.discount-code-used-up');
    await payInSandbox(shop.app, await startPayment(order.identifier, 'kodas@example.com'));
    await settle(shop.app);
    const admin = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    const usage = await api()
      .get(`/api/discount-codes/${discountCodeId}/usage`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(usage.body).toMatchObject({
      used_count: 1,
      remaining: 0,
      orders: [{ order_id: order.identifier, discount: 10 }],
    });
  });

  it('never sells more than the quantity, whatever hundreds of buyers do at once', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [
      { priceCents: 1000, quantity: 25, maxPerOrder: 4 },
    ]);
    const [ticketTypeId] = ticketTypeIds as [string];
    const attempts = Array.from({ length: 300 }, (_, index) => ({
      quantity: (index % 3) + 1,
      key: `rush-key-${index}`,
    }));
    const answers = await Promise.all(
      attempts.map(({ quantity, key }, index) =>
        placeOrder([{ id: ticketTypeId, quantity }], `buyer${index}@example.com`, key).then((response) => ({
          response,
          quantity,
          index,
        })),
      ),
    );
    const accepted = answers.filter(({ response }) => response.status === 201);
    const refused = answers.filter(({ response }) => response.status === 409);
    expect(
      answers
        .filter(({ response }) => ![201, 409].includes(response.status))
        .map(({ response }) => `${response.status} ${JSON.stringify(response.body)}`),
    ).toEqual([]);
    const seats = accepted.reduce((sum, { quantity }) => sum + quantity, 0);
    expect(seats).toBeLessThanOrEqual(25);
    expect(seats).toBeGreaterThanOrEqual(23);
    expect(refused[0]!.response.body.code).toBe('seats.not-enough');

    // Retries with the same keys hold nothing new.
    const retried = await Promise.all(
      accepted.map(({ quantity, index }) =>
        placeOrder([{ id: ticketTypeId, quantity }], `buyer${index}@example.com`, `rush-key-${index}`),
      ),
    );
    expect(retried.map((response) => response.status)).toEqual(accepted.map(() => 201));
    expect(retried.map((response) => response.body.order.identifier)).toEqual(
      accepted.map(({ response }) => response.body.order.identifier),
    );
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const reservations = (await store.readStream(seatInventoryStreamId(catalogEventId))).filter(
      (e) => e.type === 'SeatsReserved',
    );
    expect(reservations).toHaveLength(accepted.length);
    await settle(shop.app);
    const row = await shop.app
      .get<Database>(DATABASE)
      .db.selectFrom('read_models.catalog_ticket_types')
      .select(['quantity_held'])
      .where('id', '=', ticketTypeId)
      .executeTakeFirstOrThrow();
    expect(Number(row.quantity_held)).toBe(seats);
  });

  it('refuses tampered prices, bad quantities and unknown tickets, and records nothing', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10, maxPerOrder: 4 }]);
    const [id] = ticketTypeIds as [string];
    const tampered = await placeOrder([{ id, quantity: 1, price: 0.01 }]).expect(409);
    expect(tampered.body.code).toBe('order.price-changed');
    await placeOrder([{ id, quantity: 5 }]).expect(400);
    await placeOrder([{ id, quantity: 0 }]).expect(400);
    await placeOrder([{ id, quantity: -1 }]).expect(400);
    await placeOrder([{ id, quantity: 1.5 }]).expect(400);
    await placeOrder([{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }]).expect(400);
    const missing = await api()
      .post('/api/v1/orders/guest/create')
      .send({ tickets: [{ id, quantity: 1 }] })
      .expect(400);
    expect(missing.body.errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining(['Įveskite vardą', 'Įveskite pavardę', 'Įveskite el. paštą', 'Įveskite telefono numerį']),
    );
    const english = await api()
      .post('/api/v1/orders/guest/create')
      .set('Accept-Language', 'en')
      .send({ ...buyer('not-an-address'), tickets: [{ id, quantity: 1 }] })
      .expect(400);
    expect(english.body.errors[0].message).toBe('Enter a valid email address');
  });

  it('checks notifications: forged, replayed and wrong-amount ones change nothing they should not', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 10 }]);
    const order = (await placeOrder([{ id: ticketTypeIds[0]!, quantity: 1 }]).expect(201)).body.order;
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const typesOf = async () => (await store.readStream(orderStreamId(order.identifier))).map((e) => e.type);

    const forgedJson = JSON.stringify({
      orderId: order.identifier,
      transactionId: 'x',
      status: 'paid',
      amount: 1000,
      currency: 'EUR',
    });
    await api()
      .post('/api/payments/notify/sandbox')
      .send({ json: forgedJson, mac: 'ab'.repeat(32) })
      .expect(400);
    await api()
      .post('/api/payments/notify/sandbox')
      .send({ json: forgedJson, mac: sandboxMac(forgedJson, 'a-different-secret-of-32-characters!!') })
      .expect(400);
    expect(await typesOf()).toEqual(['OrderPlaced']);

    const wrongAmount = JSON.stringify({
      orderId: order.identifier,
      transactionId: 'tx-short',
      status: 'paid',
      amount: 1,
      currency: 'EUR',
    });
    await api()
      .post('/api/payments/notify/sandbox')
      .send({ json: wrongAmount, mac: sandboxMac(wrongAmount, SANDBOX_SECRET) })
      .expect(200);
    expect(await typesOf()).toEqual(['OrderPlaced', 'PaymentAmountMismatched']);

    const { signed } = await payInSandboxSigned(shop.app, await startPayment(order.identifier));
    const paid = await typesOf();
    expect(paid.filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);
    for (let replay = 0; replay < 3; replay++) {
      await api().post('/api/payments/notify/sandbox').send(signed).expect(200);
    }
    const cancelled = JSON.stringify({ ...JSON.parse(signed.json), status: 'cancelled' });
    await api()
      .post('/api/payments/notify/sandbox')
      .send({ json: cancelled, mac: sandboxMac(cancelled, SANDBOX_SECRET) })
      .expect(200);
    await settle(shop.app);
    const after = await typesOf();
    expect(after.filter((type) => type.startsWith('Payment'))).toEqual([
      'PaymentAmountMismatched',
      'PaymentInitiated',
      'PaymentSucceeded',
    ]);
    const verified = await api().get(`/api/payments/verify/${order.number}?email=ona@example.com`).expect(200);
    expect(verified.body.order).toMatchObject({ status: 'completed', payment_status: 'paid' });
  });

  it('releases seats held for an order that was never recorded (a crash between the two steps)', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 3 }]);
    const [id] = ticketTypeIds as [string];
    await shop.app.get(SeatInventory).reserve(
      {
        catalogEventId,
        orderId: '11111111-2222-4333-8444-555555555555',
        lines: [{ ticketTypeId: id, quantity: 3 }],
        discountCode: null,
        capacities: { [id]: 3 },
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        buyerEmail: 'crash@example.com',
        maxHeldSeatsPerBuyer: 20,
      },
      commandMetadata(SYSTEM_ACTOR),
    );
    await placeOrder([{ id, quantity: 1 }]).expect(409);
    await settle(shop.app);
    await shop.app.get(ReservationSweeper).sweep(new Date(Date.now() + 16 * 60_000));
    await placeOrder([{ id, quantity: 3 }]).expect(201);
  });

  it('looks orders up by e-mail only through the mailbox: the answer is the same for everyone, the mail holds the link', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 10 }]);
    const placed = (await placeOrder([{ id: ticketTypeIds[0]!, quantity: 1 }], 'paieska@example.com').expect(201)).body
      .order;
    await settle(shop.app);
    const known = await api().post('/api/v1/orders/guest/search').send({ email: 'paieska@example.com' }).expect(202);
    const unknown = await api().post('/api/v1/orders/guest/search').send({ email: 'niekas@example.com' }).expect(202);
    expect(known.body).toEqual(unknown.body);
    expect(JSON.stringify(known.body)).not.toContain(placed.number);

    const mail = await smtp.waitForMail((m) => m.to.includes('paieska@example.com'));
    const link = /\/order-lookup\?email=[^"\s<]+/.exec(mail.html || mail.text)![0].replace(/&amp;/g, '&');
    const params = new URL(link, 'http://shop.test').searchParams;
    const found = await api()
      .post('/api/v1/orders/guest/search')
      .send({ email: params.get('email'), token: params.get('token') })
      .expect(200);
    expect(found.body.orders.map((order: { number: string }) => order.number)).toEqual([placed.number]);
    await api()
      .post('/api/v1/orders/guest/search')
      .send({ email: 'kitas@example.com', token: params.get('token') })
      .expect(400);
  });

  it('slows down guessing: lookups of one order are limited', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await api()
        .post('/api/v1/orders/guest/ABCDEF12/lookup')
        .send({ email: `spejimas${attempt}@example.com` });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('expires an unpaid order after the hold and returns its seats; a late payment keeps them if still free', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 2, maxPerOrder: 2 }]);
    const [id] = ticketTypeIds as [string];
    const order = (await placeOrder([{ id, quantity: 2 }]).expect(201)).body.order;
    const paymentUrl = await startPayment(order.identifier);
    await placeOrder([{ id, quantity: 1 }], 'kitas@example.com').expect(409);

    await settle(shop.app);
    await shop.app.get(ReservationSweeper).sweep(new Date(Date.now() + 16 * 60_000));
    await settle(shop.app);
    const expired = await api()
      .post(`/api/v1/orders/guest/${order.number}/lookup`)
      .send({ email: 'ona@example.com' })
      .expect(200);
    expect(expired.body.order).toMatchObject({ status: 'expired', can_continue_payment: false });
    await api()
      .post(`/api/v1/orders/guest/${order.identifier}/payment/initiate`)
      .send({ email: 'ona@example.com' })
      .expect(409);

    await payInSandbox(shop.app, paymentUrl);
    await settle(shop.app);
    const late = await api()
      .post(`/api/v1/orders/guest/${order.number}/lookup`)
      .send({ email: 'ona@example.com' })
      .expect(200);
    expect(late.body.order).toMatchObject({ status: 'completed', payment_status: 'paid' });
  });

  it('refunds a late payment whose seats were sold meanwhile, and tells the buyer', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 1, maxPerOrder: 1 }]);
    const [id] = ticketTypeIds as [string];
    const order = (await placeOrder([{ id, quantity: 1 }], 'velus@example.com').expect(201)).body.order;
    const paymentUrl = await startPayment(order.identifier, 'velus@example.com');
    await settle(shop.app);
    await shop.app.get(ReservationSweeper).sweep(new Date(Date.now() + 16 * 60_000));
    await settle(shop.app);
    await placeOrder([{ id, quantity: 1 }], 'greitas@example.com').expect(201);

    await payInSandbox(shop.app, paymentUrl);
    await settle(shop.app);
    const late = await api()
      .post(`/api/v1/orders/guest/${order.number}/lookup`)
      .send({ email: 'velus@example.com' })
      .expect(200);
    expect(late.body.order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    await smtp.waitForMail((m) => m.to.includes('velus@example.com'));
  });

  it("sends the buyer back to the shop address they used when it is one of the shop's own, else to PUBLIC_URL", async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 10 }]);
    const initiateFrom = async (host: string) => {
      const created = await placeOrder([{ id: ticketTypeIds[0]!, quantity: 1 }], 'grizta@example.com').expect(201);
      const started = await api()
        .post(`/api/v1/orders/guest/${created.body.order.identifier}/payment/initiate`)
        .set('Host', host)
        .send({ email: 'grizta@example.com', payment_method: 'sandbox' })
        .expect(200);
      const paymentUrl = new URL(started.body.payment_url as string);
      const chosen = await api().post(paymentUrl.pathname).type('form').send({ action: 'pay' }).expect(303);
      return new URL(chosen.headers.location as string).origin;
    };

    // The test shop's PUBLIC_URL is its default, http://localhost:3000; a buyer who opened it at 127.0.0.1
    // comes back to that origin, to the storage and session kept for it.
    expect(await initiateFrom('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(await initiateFrom('localhost:3000')).toBe('http://localhost:3000');
    // A Host that is not the shop's must not send buyers to another site.
    expect(await initiateFrom('evil.example')).toBe('http://localhost:3000');
  });
});
