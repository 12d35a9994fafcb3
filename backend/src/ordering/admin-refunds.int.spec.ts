import request from 'supertest';
import { orderStreamId, type Database, type EventStore, type RecordedEvent } from '@ticketshop/projections';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { createAccount, signIn } from '../testing/accounts';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';
import { interleaveAppends } from '../testing/interleaved-appends';
import { availableSeats } from './domain/seat-inventory.decider';
import { SeatInventory } from './seat-inventory/seat-inventory';
import { buyer, eventOnSale, payInSandbox, settle } from './testing/checkout-fixtures';

describe('admin refunds and order commands', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let adminToken: string;
  let adminId: string;
  let organizerToken: string;
  const api = () => request(shop.app.getHttpServer());
  const asAdmin = (method: 'post' | 'put', path: string) =>
    api()[method](`/api${path}`).set('Authorization', `Bearer ${adminToken}`);
  const refund = (orderId: string, body: object) => asAdmin('post', `/orders/${orderId}/refund`).send(body);
  const streamOf = async (orderId: string): Promise<RecordedEvent[]> =>
    shop.app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(orderId));
  const typesOf = async (orderId: string) => (await streamOf(orderId)).map((event) => event.type);
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
  const scan = (ticketCode: string) =>
    api().post('/api/scanner/verify').set('Authorization', `Bearer ${organizerToken}`).send({ ticketCode });
  const free = async (catalogEventId: string, ticketTypeId: string) =>
    availableSeats(await shop.app.get(SeatInventory).state(catalogEventId), ticketTypeId);

  beforeAll(async () => {
    // Every test places its orders from the same address: the shop's limit on orders per address is
    // not what this file tests.
    ({ shop, smtp, close } = await createShopWithMail({ ORDER_RATE_PER_ADDRESS: '100' }));
    const admin = await createAccount(shop.app, 'admin');
    adminId = admin.userId;
    adminToken = (await signIn(shop.app, admin)).accessToken;
    organizerToken = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
  });
  afterAll(() => close());

  /** An order placed by the given buyer, paid in the sandbox unless `paid` is false. */
  async function order(email: string, quantity: number, options: { paid?: boolean; language?: 'lt' | 'en' } = {}) {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10 }]);
    const placed = (
      await api()
        .post('/api/v1/orders/guest/create')
        .set('Accept-Language', options.language ?? 'lt')
        .send({ ...buyer(email), tickets: [{ id: ticketTypeIds[0], quantity }] })
        .expect(201)
    ).body.order;
    const orderId = String(placed.identifier);
    if (options.paid !== false) {
      const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
      await payInSandbox(shop.app, started.body.payment_url);
    }
    await settle(shop.app);
    const orderPlaced = (await streamOf(orderId)).find((event) => event.type === 'OrderPlaced')!;
    const totalCents = Number(orderPlaced.data.totalCents);
    const codes = (
      await shop.app
        .get<Database>(DATABASE)
        .db.selectFrom('read_models.order_tickets')
        .select('code')
        .where('order_id', '=', orderId)
        .execute()
    ).map((row) => String(row.code));
    return {
      orderId,
      number: String(placed.number),
      totalCents,
      catalogEventId,
      ticketTypeId: ticketTypeIds[0]!,
      codes,
    };
  }

  it('refunds part, then the rest: the tickets stop, the seats return to sale, the buyer is told each time', async () => {
    const paid = await order('part@example.com', 2, { language: 'en' });
    expect(await free(paid.catalogEventId, paid.ticketTypeId)).toBe(8);

    const first = await refund(paid.orderId, { amount: 10.5, reason: 'Buyer cannot come' })
      .set('X-Request-Id', 'refund-request-1')
      .expect(202);
    expect(first.body).toEqual({
      outcome: 'refund_started',
      refund_id: expect.any(String),
      refund_request_id: null,
      second_admin_reason: null,
      position: expect.any(String),
    });
    await settle(shop.app);
    const requested = (await streamOf(paid.orderId)).find((event) => event.type === 'PaymentRefundRequested')!;
    expect(requested.data).toMatchObject({
      refundId: first.body.refund_id,
      amountCents: 1050,
      reason: 'admin',
      note: 'Buyer cannot come',
      notifyCustomer: true,
      refundRequestId: null,
    });
    expect(requested.metadata.actor).toEqual({ kind: 'user', userId: adminId, role: 'admin' });
    expect(requested.metadata.correlationId).toBe('refund-request-1');
    expect(await typesOf(paid.orderId)).toEqual(expect.arrayContaining(['PaymentRefunded', 'RefundNoticeSent']));
    expect((await scan(paid.codes[0]!).expect(200)).body.result).toBe('valid');
    expect(await free(paid.catalogEventId, paid.ticketTypeId)).toBe(8);

    const rest = (paid.totalCents - 1050) / 100;
    await refund(paid.orderId, { amount: rest + 0.01, reason: 'Too much' })
      .set('Accept-Language', 'en')
      .expect(409)
      .expect((response) => {
        expect(response.body.message).toBe(`At most ${rest.toFixed(2)} EUR can be refunded`);
      });
    await refund(paid.orderId, { amount: rest, reason: 'The rest' }).expect(202);
    await settle(shop.app);

    const types = await typesOf(paid.orderId);
    expect(types.filter((type) => type === 'PaymentRefunded')).toHaveLength(2);
    expect((await scan(paid.codes[1]!).expect(200)).body.result).toBe('refunded');
    expect(await free(paid.catalogEventId, paid.ticketTypeId)).toBe(10);
    const notices = mailsTo('part@example.com').filter((mail) => mail.subject.includes('refunded'));
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain('The whole order has been refunded');
    await refund(paid.orderId, { amount: 0.01, reason: 'Nothing left' }).expect(409);
  });

  it('of two refunds racing for more than was paid, exactly one is accepted', async () => {
    const paid = await order('race@example.com', 2);
    const amount = Math.ceil((paid.totalCents * 0.6) / 100);
    const race = interleaveAppends(shop.app.get<EventStore>(EVENT_STORE), orderStreamId(paid.orderId));
    const answers = await Promise.all([
      refund(paid.orderId, { amount, reason: 'First' }),
      refund(paid.orderId, { amount, reason: 'Second' }),
    ]).finally(race.restore);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    // Both were decided on the paid order before either was recorded: the loser met the winner's
    // append, was decided again and refused, rather than arriving after it by chance. (Each first takes
    // its share on the refund-policy stream, so the payment-refunds process may already append the
    // winner's next step to the order meanwhile: at least the two racing appends.)
    expect(race.attempts()).toBeGreaterThanOrEqual(2);
    await settle(shop.app);
    expect((await typesOf(paid.orderId)).filter((type) => type === 'PaymentRefundRequested')).toHaveLength(1);
  });

  it('refuses an unpaid order, and bad amounts and reasons, changing nothing', async () => {
    const unpaid = await order('unpaid@example.com', 1, { paid: false });
    await refund(unpaid.orderId, { amount: 5, reason: 'No' })
      .set('Accept-Language', 'en')
      .expect(409)
      .expect((response) => expect(response.body.message).toBe('Only a paid order can be refunded'));
    const paid = await order('bad-input@example.com', 1);
    for (const body of [
      { amount: 1.234, reason: 'Three decimals' },
      { amount: 0, reason: 'Zero' },
      { amount: -5, reason: 'Negative' },
      { amount: '5', reason: 'A string' },
      { amount: 5 },
      { amount: 5, reason: '   ' },
      { amount: 5, reason: 'two\nlines' },
      { amount: 5, reason: 'x'.repeat(501) },
      { amount: 5, reason: 'Flag', notify_customer: 'yes' },
    ]) {
      const answer = await refund(paid.orderId, body).expect(400);
      expect(answer.body.errors.length).toBeGreaterThan(0);
    }
    await refund('not-a-uuid', { amount: 5, reason: 'Id' }).expect(400);
    await settle(shop.app);
    expect(await typesOf(paid.orderId)).not.toContain('PaymentRefundRequested');
    expect(await typesOf(unpaid.orderId)).not.toContain('PaymentRefundRequested');
  });

  it('retries only a failed refund of the order', async () => {
    const paid = await order('retry@example.com', 1);
    const done = await refund(paid.orderId, { amount: 2, reason: 'Done' }).expect(202);
    await settle(shop.app);
    const retry = (refundId: string) => asAdmin('post', `/orders/${paid.orderId}/refunds/${refundId}/retry`);
    await retry(done.body.refund_id)
      .set('Accept-Language', 'en')
      .expect(409)
      .expect((response) => expect(response.body.message).toBe('Only a failed or uncertain refund can be sent again'));
    await retry('7c9e6679-7425-40de-944b-e07fc1f90ae7').expect(404);
    await refund('7c9e6679-7425-40de-944b-e07fc1f90ae7', { amount: 1, reason: 'No such order' })
      .set('Accept-Language', 'en')
      .expect(404)
      .expect((response) => expect(response.body.message).toBe('Order not found'));
    await retry('not-a-uuid').expect(400);
    expect(await typesOf(paid.orderId)).not.toContain('PaymentRefundRetried');
  });

  it('mails a refund notice only when the buyer is to be told', async () => {
    const paid = await order('quiet@example.com', 1);
    await refund(paid.orderId, { amount: 1, reason: 'Quiet', notify_customer: false }).expect(202);
    await settle(shop.app);
    expect(await typesOf(paid.orderId)).toContain('PaymentRefunded');
    expect(await typesOf(paid.orderId)).not.toContain('RefundNoticeSent');
    expect(mailsTo('quiet@example.com').filter((mail) => mail.subject.includes('grąžinti'))).toHaveLength(0);

    await refund(paid.orderId, { amount: 1, reason: 'Told' }).expect(202);
    await settle(shop.app);
    const notice = await smtp.waitForMail(
      (mail) => mail.to.includes('quiet@example.com') && mail.subject.includes('pinigai grąžinti'),
    );
    expect(notice.text).toContain('1,00');
  });

  it('cancels an unpaid order with its seats released, and refuses to cancel a paid one', async () => {
    const unpaid = await order('cancel@example.com', 3, { paid: false });
    expect(await free(unpaid.catalogEventId, unpaid.ticketTypeId)).toBe(7);
    await asAdmin('put', `/orders/${unpaid.orderId}/status`)
      .send({ status: 'cancelled', reason: 'Asked by phone' })
      .expect(200);
    await settle(shop.app);
    expect(await typesOf(unpaid.orderId)).toContain('OrderCancelledByAdmin');
    expect(await free(unpaid.catalogEventId, unpaid.ticketTypeId)).toBe(10);
    await api()
      .post(`/api/v1/orders/guest/${unpaid.orderId}/payment/initiate`)
      .send({ email: 'cancel@example.com' })
      .expect(409);

    const paid = await order('cancel-paid@example.com', 1);
    await asAdmin('put', `/orders/${paid.orderId}/status`).send({ status: 'cancelled', reason: 'No' }).expect(409);
    await asAdmin('put', `/orders/${paid.orderId}/status`).send({ status: 'completed', reason: 'No' }).expect(400);
  });

  it('resends the confirmation with the tickets, recording who asked', async () => {
    const paid = await order('resend@example.com', 1);
    await smtp.waitForMail((mail) => mail.to.includes('resend@example.com'));
    await asAdmin('post', `/orders/${paid.orderId}/resend-confirmation`).expect(200);
    const confirmations = mailsTo('resend@example.com');
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]!.attachments.map((attachment) => attachment.filename)).toEqual([
      `bilietai-${paid.number}.pdf`,
    ]);
    const resent = (await streamOf(paid.orderId)).find((event) => event.type === 'OrderConfirmationResent')!;
    expect(resent.metadata.actor).toEqual({ kind: 'user', userId: adminId, role: 'admin' });

    const unpaid = await order('resend-unpaid@example.com', 1, { paid: false });
    await asAdmin('post', `/orders/${unpaid.orderId}/resend-confirmation`).expect(409);
  });

  it('when the event is cancelled, its paid orders stop admitting and their buyers are mailed', async () => {
    const paid = await order('cancelled-event@example.com', 1, { language: 'en' });
    await api()
      .put(`/api/events/${paid.catalogEventId}/cancel`)
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    await settle(shop.app);
    expect(await typesOf(paid.orderId)).toEqual(
      expect.arrayContaining(['OrderEventCancelled', 'EventCancellationNoticeSent']),
    );
    const mail = await smtp.waitForMail(
      (candidate) => candidate.to.includes('cancelled-event@example.com') && candidate.subject.includes('cancelled'),
    );
    expect(mail.subject).toBe('“Arena: Festive concert” has been cancelled');
    const scanned = await scan(paid.codes[0]!).expect(200);
    expect(scanned.body).toMatchObject({ result: 'event_cancelled' });

    // A full refund after the cancellation leaves the seats of a cancelled event off sale.
    await refund(paid.orderId, { amount: paid.totalCents / 100, reason: 'Event cancelled' }).expect(202);
    await settle(shop.app);
    expect(await free(paid.catalogEventId, paid.ticketTypeId)).toBe(9);
  });
});
