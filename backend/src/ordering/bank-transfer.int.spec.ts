import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { orderStreamId, type Database, type EventStore } from '@ticketshop/projections';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { createAccount, signIn } from '../testing/accounts';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';
import { ReservationSweeper } from './process/reservation-sweeper';
import { buyer, eventOnSale, ORDER_LIMITS_LIFTED, payInSandbox, settle } from './testing/checkout-fixtures';
import { paymentSettings } from '../testing/payment-settings';

const IBAN = 'LT121000011101001000';
const PAYMENT = paymentSettings({ bankTransferEnabled: true, bankAccount: IBAN });
const DAY_MS = 86_400_000;

describe('paying by bank transfer', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let adminToken: string;
  let adminId: string;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail({
      ORDER_SWEEP_INTERVAL_MS: '600000',
      ...ORDER_LIMITS_LIFTED,
    }));
    const superAdmin = (await signIn(shop.app, await createAccount(shop.app, 'super_admin'))).accessToken;
    const admin = await createAccount(shop.app, 'admin');
    adminId = admin.userId;
    adminToken = (await signIn(shop.app, admin)).accessToken;
    await api()
      .put('/api/admin/settings/payment')
      .set('Authorization', `Bearer ${superAdmin}`)
      .send(PAYMENT)
      .expect(200);
  });
  afterAll(() => close());

  const placeOrder = async (ticketTypeId: string, quantity: number) =>
    (
      await api()
        .post('/api/v1/orders/guest/create')
        .send({ ...buyer(), tickets: [{ id: ticketTypeId, quantity }] })
    ).body.order as { identifier: string; number: string; amount: number };
  const chooseTransfer = (orderId: string) =>
    api()
      .post(`/api/v1/orders/guest/${orderId}/payment/initiate`)
      .send({ email: 'ona@example.com', payment_method: 'bank-transfer' });
  const verify = async (orderId: string) =>
    (await api().get(`/api/payments/verify/${orderId}?email=ona@example.com`).expect(200)).body.order;
  const confirm = (orderId: string, amount: number) =>
    api().post(`/api/orders/${orderId}/bank-transfer`).set('Authorization', `Bearer ${adminToken}`).send({ amount });
  const refund = (orderId: string, amount: number) =>
    api()
      .post(`/api/orders/${orderId}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ amount, reason: 'Pirkėjas negali dalyvauti' });
  const paidOut = (orderId: string, refundId: string) =>
    api().post(`/api/orders/${orderId}/refunds/${refundId}/paid-out`).set('Authorization', `Bearer ${adminToken}`);
  const detail = async (orderId: string) =>
    (await api().get(`/api/orders/${orderId}`).set('Authorization', `Bearer ${adminToken}`).expect(200)).body;
  const streamOf = (orderId: string) => shop.app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(orderId));
  /** An order the buyer chose to pay by transfer and an admin confirmed, its tickets issued. */
  const paidByTransfer = async (priceCents: number, quantity: number) => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents, quantity: 10 }]);
    const order = await placeOrder(ticketTypeIds[0]!, quantity);
    await chooseTransfer(order.identifier).expect(200);
    await confirm(order.identifier, (priceCents * quantity) / 100).expect(200);
    await settle(shop.app);
    return order;
  };
  const available = async (catalogEventId: string) =>
    (await api().get(`/api/events/${catalogEventId}`).expect(200)).body.ticketTypes[0].available as number;

  it('offers the transfer, holds the seats for days, shows and mails the details; an admin confirms the total and the tickets follow', async () => {
    const options = await api().get('/api/v1/checkout/options').expect(200);
    expect(options.body.payment_methods.map((method: { id: string }) => method.id)).toContain('bank-transfer');

    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2050, quantity: 10 }]);
    const order = await placeOrder(ticketTypeIds[0]!, 2);
    const chosen = await chooseTransfer(order.identifier).expect(200);
    expect(chosen.body.payment_method).toBe('bank-transfer');
    expect(new URL(chosen.body.payment_url).pathname + new URL(chosen.body.payment_url).search).toBe(
      `/payment/success?order_id=${order.identifier}`,
    );
    await settle(shop.app);

    const awaiting = await verify(order.identifier);
    expect(awaiting).toMatchObject({
      status: 'pending',
      can_continue_payment: true,
      bank_transfer: { iban: IBAN, amount: 41, currency: 'EUR', reference: order.number },
    });
    const payBy = Date.parse(awaiting.bank_transfer.pay_by);
    expect(payBy - Date.now()).toBeGreaterThan(2.9 * DAY_MS);
    expect(awaiting.expires_at).toBe(awaiting.bank_transfer.pay_by);
    const mail = await smtp.waitForMail((m) => m.to.includes('ona@example.com') && m.subject.includes(order.number));
    expect(mail.text).toContain(IBAN);
    expect(mail.text).toContain(order.number);
    await settle(shop.app);
    const unpaid = await detail(order.identifier);
    expect(unpaid).toMatchObject({ payment_method: 'bank-transfer', expires_at: awaiting.bank_transfer.pay_by });
    // The mail is recorded on the order, so a replay of the reaction does not send it again.
    expect(unpaid.mails).toEqual([
      expect.objectContaining({ kind: 'bank_transfer_instructions', email: 'ona@example.com' }),
    ]);

    // Past the usual hold the seats stay the buyer's.
    await shop.app.get(ReservationSweeper).sweep(new Date(Date.now() + 16 * 60_000));
    await settle(shop.app);
    expect((await verify(order.identifier)).status).toBe('pending');
    expect(await available(catalogEventId)).toBe(8);

    const wrong = await confirm(order.identifier, 40).expect(400);
    expect(wrong.body.message).toContain('41.00 EUR');
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'amount' })]);
    expect((await verify(order.identifier)).status).toBe('pending');

    await confirm(order.identifier, 41).expect(200);
    await settle(shop.app);
    const paid = await verify(order.identifier);
    expect(paid).toMatchObject({ status: 'completed', payment_status: 'paid', bank_transfer: null });
    expect(paid.tickets_pdf_url).toEqual(expect.any(String));
    await smtp.waitForMail(
      (m) => m.to.includes('ona@example.com') && m.attachments.some((a) => a.contentType === 'application/pdf'),
    );
    const stream = await streamOf(order.identifier);
    const succeeded = stream.find((event) => event.type === 'PaymentSucceeded')!;
    expect(succeeded.data).toMatchObject({
      provider: 'bank-transfer',
      providerTransactionId: order.number,
      amountCents: 4100,
    });
    expect(succeeded.metadata.actor).toMatchObject({ kind: 'user', role: 'admin' });
  });

  it('refunds a transfer-paid order: left to staff, who pay it back and mark it so; the buyer is told and the ledger shows it', async () => {
    const order = await paidByTransfer(2050, 2);
    const asked = await refund(order.identifier, 41).expect(202);
    const refundId = String(asked.body.refund_id);
    await settle(shop.app);
    // No provider holds the money: the refund waits for staff, and nothing is announced yet.
    expect((await detail(order.identifier)).refunds).toEqual([
      expect.objectContaining({ id: refundId, state: 'sent', awaiting: 'merchant', provider: 'bank-transfer' }),
    ]);
    expect(smtp.messages.filter((m) => m.subject === `Užsakymas ${order.number}: pinigai grąžinti`)).toEqual([]);

    await paidOut(order.identifier, refundId).set('X-Request-Id', 'paid-out-1').expect(200);
    await settle(shop.app);
    const refunded = await detail(order.identifier);
    expect(refunded).toMatchObject({ payment_status: 'refunded', refunded: 41, refundable: 0 });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ id: refundId, state: 'refunded', awaiting: null, refunded_at: expect.any(String) }),
    ]);
    const notice = await smtp.waitForMail((m) => m.subject === `Užsakymas ${order.number}: pinigai grąžinti`);
    expect(notice.to).toContain('ona@example.com');

    const stream = await streamOf(order.identifier);
    const done = stream.filter((event) => event.type === 'PaymentRefunded');
    expect(done).toHaveLength(1);
    expect(done[0]!.data).toEqual({ orderId: order.identifier, refundId, providerRefundId: null });
    expect(done[0]!.metadata).toMatchObject({
      actor: { kind: 'user', userId: adminId, role: 'admin' },
      correlationId: 'paid-out-1',
    });
    expect(stream.map((event) => event.type)).toContain('RefundNoticeSent');

    // A double click records nothing more.
    await paidOut(order.identifier, refundId).expect(200);
    await settle(shop.app);
    expect(await streamOf(order.identifier)).toHaveLength(stream.length);

    const ledger = await sql<{ kind: string; provider: string; amount_cents: string }>`
      select kind, provider, amount_cents from read_models.finance_entries
      where order_id = ${order.identifier} order by position`.execute(shop.app.get<Database>(DATABASE).db);
    expect(ledger.rows.map((row) => [row.kind, row.provider, Number(row.amount_cents)])).toEqual([
      ['sale', 'bank-transfer', 4100],
      ['refund', 'bank-transfer', -4100],
    ]);
  });

  it('marks paid back only a refund left to staff: 409 otherwise, 404 for an unknown one, 400 for a bad id', async () => {
    const order = await paidByTransfer(1200, 1);
    const refundId = String((await refund(order.identifier, 12).expect(202)).body.refund_id);
    await settle(shop.app);
    await paidOut(order.identifier, refundId).expect(200);
    await settle(shop.app);
    // Refunded already, and nothing left: a second refund of this order is refused before any paid-out.
    await refund(order.identifier, 1).expect(409);

    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 5 }]);
    const byCard = await placeOrder(ticketTypeIds[0]!, 1);
    const started = await api()
      .post(`/api/v1/orders/guest/${byCard.identifier}/payment/initiate`)
      .send({ email: 'ona@example.com' })
      .expect(200);
    await payInSandbox(shop.app, started.body.payment_url);
    await settle(shop.app);
    const sandboxRefund = String((await refund(byCard.identifier, 10).expect(202)).body.refund_id);
    await settle(shop.app);
    const refused = await paidOut(byCard.identifier, sandboxRefund).set('Accept-Language', 'en').expect(409);
    expect(refused.body.message).toBe(
      'Only a refund left to the shop’s staff to pay or check can be marked as paid back',
    );

    const unknown = await paidOut(order.identifier, randomUUID()).expect(404);
    expect(unknown.body.message).toBe('Šio užsakymo grąžinimas nerastas');
    await paidOut(randomUUID(), randomUUID()).expect(404);
    const badRefund = await paidOut(order.identifier, 'not-a-uuid').expect(400);
    expect(badRefund.body.errors).toEqual([expect.objectContaining({ field: 'refundId' })]);
    const badOrder = await paidOut('not-a-uuid', refundId).expect(400);
    expect(badOrder.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('refuses to confirm a transfer the buyer never chose, and changes nothing', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1500, quantity: 5 }]);
    const order = await placeOrder(ticketTypeIds[0]!, 1);
    const refused = await confirm(order.identifier, 15).expect(409);
    expect(refused.body.message).toBe(
      'Pirkėjas nepasirinko mokėti banko pavedimu, todėl pavedimo patvirtinti negalima',
    );
    await settle(shop.app);
    expect(await verify(order.identifier)).toMatchObject({ status: 'initializing', payment_status: 'pending' });
  });

  it('expires an unpaid transfer at its deadline and returns the seats', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 5 }]);
    const order = await placeOrder(ticketTypeIds[0]!, 3);
    await chooseTransfer(order.identifier).expect(200);
    await settle(shop.app);
    expect(await available(catalogEventId)).toBe(2);

    await shop.app.get(ReservationSweeper).sweep(new Date(Date.now() + 3 * DAY_MS + 60_000));
    await settle(shop.app);
    expect(await verify(order.identifier)).toMatchObject({ status: 'expired', bank_transfer: null });
    expect(await available(catalogEventId)).toBe(5);
  });

  it('gives the buyer the days the payment settings say: the checkout options and the deadline follow a change', async () => {
    const superAdmin = (await signIn(shop.app, await createAccount(shop.app, 'super_admin'))).accessToken;
    const saveDays = (bankTransferDays: number) =>
      api()
        .put('/api/admin/settings/payment')
        .set('Authorization', `Bearer ${superAdmin}`)
        .send({ ...PAYMENT, bankTransferDays })
        .expect(200);
    await saveDays(1);
    try {
      const options = await api().get('/api/v1/checkout/options').expect(200);
      expect(options.body.bank_transfer_hold_hours).toBe(24);
      const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 5 }]);
      const order = await placeOrder(ticketTypeIds[0]!, 1);
      const chosenAt = Date.now();
      await chooseTransfer(order.identifier).expect(200);
      await settle(shop.app);
      const payBy = Date.parse((await verify(order.identifier)).bank_transfer.pay_by);
      expect(payBy - chosenAt).toBeGreaterThanOrEqual(DAY_MS - 60_000);
      expect(payBy - chosenAt).toBeLessThanOrEqual(DAY_MS + 60_000);
    } finally {
      // The other specs here count on the default three days.
      await saveDays(3);
    }
  });
});
