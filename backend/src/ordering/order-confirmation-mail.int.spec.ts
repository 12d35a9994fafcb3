import request from 'supertest';
import type { EventStore, Projections } from '@ticketshop/projections';
import { orderStreamId } from '@ticketshop/projections';
import { EVENT_STORE, PROJECTIONS } from '../infrastructure/storage/storage.tokens';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';
import { buyer, eventOnSale, payInSandbox, settle } from './testing/checkout-fixtures';

describe('order confirmation mail', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    // The mail server refuses the first deliveries, as a struggling one would.
    ({ shop, smtp, close } = await createShopWithMail({}, { failFirst: 2 }));
  });
  afterAll(() => close());

  it('is retried when the mail server fails, never holds up the payment, and goes out once per paid order', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 3000, quantity: 10 }]);
    const order = (
      await api()
        .post('/api/v1/orders/guest/create')
        .set('Accept-Language', 'en')
        .send({ ...buyer('retry@example.com'), tickets: [{ id: ticketTypeIds[0], quantity: 1 }] })
        .expect(201)
    ).body.order;
    const started = await api()
      .post(`/api/v1/orders/guest/${order.identifier}/payment/initiate`)
      .send({ email: 'retry@example.com' })
      .expect(200);
    await payInSandbox(shop.app, started.body.payment_url);
    // Only the read models are waited for, not the mail process: the payment does not depend on it.
    const head = await shop.app.get<EventStore>(EVENT_STORE).headPosition();
    await shop.app.get<Projections>(PROJECTIONS).waitForPosition(head, 10_000);
    const verified = await api().get(`/api/payments/verify/${order.identifier}?email=retry@example.com`).expect(200);
    expect(verified.body.order.status).toBe('completed');

    const mail = await smtp.waitForMail((m) => m.to.includes('retry@example.com'), 20_000);
    expect(mail.subject).toBe(`Your tickets: Arena: Festive concert (order ${order.number})`);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`tickets-${order.number}.pdf`]);
    await settle(shop.app);
    const types = (await shop.app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(order.identifier))).map(
      (event) => event.type,
    );
    expect(types.filter((type) => type === 'OrderConfirmationSent')).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
  });
});
