import request from 'supertest';
import { orderStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { createAccount, signIn } from '../testing/accounts';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ReservationSweeper } from './process/reservation-sweeper';
import { buyer, eventOnSale, settle } from './testing/checkout-fixtures';

const IBAN = 'LT121000011101001000';
const PAYMENT = {
  sandboxEnabled: true,
  makecommerceEnabled: false,
  makecommerceShopId: '',
  payseraEnabled: false,
  payseraProjectId: '',
  bankTransferEnabled: true,
  bankAccount: IBAN,
  paymentFeePercent: 0,
};
const DAY_MS = 86_400_000;

describe('paying by bank transfer', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let adminToken: string;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    shop = await createTestApp({
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      ORDER_SWEEP_INTERVAL_MS: '600000',
      ORDER_RATE_PER_ADDRESS: '10000',
      ORDER_RATE_PER_EMAIL: '1000',
    });
    const superAdmin = (await signIn(shop.app, await createAccount(shop.app, 'super_admin'))).accessToken;
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    await api()
      .put('/api/admin/settings/payment')
      .set('Authorization', `Bearer ${superAdmin}`)
      .send(PAYMENT)
      .expect(200);
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

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
    const detail = await api()
      .get(`/api/orders/${order.identifier}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(detail.body).toMatchObject({ payment_method: 'bank-transfer', expires_at: awaiting.bank_transfer.pay_by });
    // The mail is recorded on the order, so a replay of the reaction does not send it again.
    expect(detail.body.mails).toEqual([
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
    const stream = await shop.app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(order.identifier));
    const succeeded = stream.find((event) => event.type === 'PaymentSucceeded')!;
    expect(succeeded.data).toMatchObject({
      provider: 'bank-transfer',
      providerTransactionId: order.number,
      amountCents: 4100,
    });
    expect(succeeded.metadata.actor).toMatchObject({ kind: 'user', role: 'admin' });

    const refused = await api()
      .post(`/api/orders/${order.identifier}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ amount: 41, reason: 'Pirkėjas negali dalyvauti' })
      .expect(409);
    expect(refused.body.message).toContain('banko pavedimu');
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
});
