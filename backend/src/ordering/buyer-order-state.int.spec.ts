import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { createAccount, signIn } from '../testing/accounts';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';
import { OrderLinks, orderLinkValidUntil } from './infrastructure/order-links';
import { buyer, eventOnSale, payInSandbox, settle } from './testing/checkout-fixtures';

/** Each page's text with runs of white space made one space. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).pages.map((page) => page.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}

const HOUR_MS = 60 * 60_000;

describe('what the buyer sees of the money and the tickets', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let adminToken: string;
  const api = () => request(shop.app.getHttpServer());
  const refund = (orderId: string, amount: number) =>
    api()
      .post(`/api/orders/${orderId}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ amount, reason: 'Buyer asked' })
      .expect(202);
  const lookup = async (orderId: string, email: string) =>
    (await api().post(`/api/v1/orders/guest/${orderId}/lookup`).send({ email }).expect(200)).body.order;
  const verify = async (orderId: string, email: string) =>
    (await api().get(`/api/payments/verify/${orderId}`).query({ email }).expect(200)).body.order;
  const byToken = (email: string, token: string, language = 'lt') =>
    api().post('/api/v1/orders/guest/search').set('Accept-Language', language).send({ email, token });
  const pdfOf = async (path: string, language = 'lt') =>
    (
      await api()
        .get(path)
        .set('Accept-Language', language)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body as Buffer;

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail({ ORDER_RATE_PER_ADDRESS: '100' }));
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
  });
  afterAll(() => close());

  /** Two tickets of 20.00, paid in the sandbox unless `paid` is false. */
  async function order(email: string, options: { paid?: boolean } = {}) {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10 }]);
    const placed = (
      await api()
        .post('/api/v1/orders/guest/create')
        .send({ ...buyer(email), tickets: [{ id: ticketTypeIds[0], quantity: 2 }] })
        .expect(201)
    ).body.order;
    const orderId = String(placed.identifier);
    if (options.paid !== false) {
      const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
      await payInSandbox(shop.app, started.body.payment_url);
    }
    await settle(shop.app);
    return { orderId, catalogEventId, amount: Number(placed.amount), startsAt: String(placed.event.starts_at) };
  }

  it('a paid order: paid, both tickets valid, the tickets offered; no hold to tell', async () => {
    const paid = await order('paid-state@example.com');

    const seen = await lookup(paid.orderId, 'paid-state@example.com');

    expect(seen).toMatchObject({
      money_state: 'paid',
      refunded_amount: 0,
      refund_pending_amount: 0,
      event_cancelled: false,
      seats_held_until: null,
      tickets_pdf_url: expect.any(String),
    });
    expect(seen.tickets).toEqual([
      { id: expect.any(String), ticket_type: expect.any(Object), holder_name: 'Ona Žemaitė', state: 'valid' },
      { id: expect.any(String), ticket_type: expect.any(Object), holder_name: 'Ona Žemaitė', state: 'valid' },
    ]);
    for (const page of await pdfPages(await pdfOf(seen.tickets_pdf_url))) {
      expect(page).toContain('Bilietas galioja vienam įėjimui');
      expect(page).not.toContain('NEGALIOJA');
    }
  });

  it('a partly refunded order says how much came back and keeps its tickets; refunded in full, nothing admits', async () => {
    const paid = await order('refund-state@example.com');
    await refund(paid.orderId, 10.5);
    await settle(shop.app);

    const part = await lookup(paid.orderId, 'refund-state@example.com');
    expect(part).toMatchObject({
      money_state: 'partly_refunded',
      refunded_amount: 10.5,
      tickets_pdf_url: expect.any(String),
    });
    expect(part.tickets.map((ticket: { state: string }) => ticket.state)).toEqual(['valid', 'valid']);

    await refund(paid.orderId, Math.round((paid.amount - 10.5) * 100) / 100);
    await settle(shop.app);

    const whole = await verify(paid.orderId, 'refund-state@example.com');
    expect(whole).toMatchObject({ money_state: 'refunded', refunded_amount: paid.amount, tickets_pdf_url: null });
    expect(whole.tickets.map((ticket: { state: string }) => ticket.state)).toEqual(['refunded', 'refunded']);
    // An older link to the PDF still opens it, marked on every ticket.
    const pages = await pdfPages(await pdfOf(part.tickets_pdf_url, 'en'));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain('TICKET NOT VALID');
      expect(page).toContain('Not valid: this ticket was refunded.');
      expect(page).not.toContain('Valid for one admission');
    }
    // The list a search mails says so too.
    await api().post('/api/v1/orders/guest/search').send({ email: 'refund-state@example.com' }).expect(202);
    const listed = await smtp.waitForMail(
      (mail) => mail.to.includes('refund-state@example.com') && mail.subject === 'Jūsų užsakymai',
    );
    expect(listed.text).toContain('pinigai grąžinti, bilietai negalioja');
  });

  it('a ticket voided by an admin is voided on the page and marked in the PDF; the other stays valid', async () => {
    const paid = await order('void-state@example.com');
    await refund(paid.orderId, 10.5);
    await settle(shop.app);
    const before = await lookup(paid.orderId, 'void-state@example.com');
    const [voided, kept] = before.tickets as { id: string }[];
    await api()
      .post(`/api/orders/${paid.orderId}/tickets/void`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ ticket_ids: [voided!.id], reason: 'Pirkėjas grąžino vieną bilietą' })
      .expect(200);
    await settle(shop.app);

    const after = await lookup(paid.orderId, 'void-state@example.com');
    expect(after).toMatchObject({ money_state: 'partly_refunded', tickets_pdf_url: expect.any(String) });
    expect(after.tickets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: voided!.id, state: 'voided' }),
        expect.objectContaining({ id: kept!.id, state: 'valid' }),
      ]),
    );
    const pages = await pdfPages(await pdfOf(after.tickets_pdf_url));
    expect(pages.filter((page) => page.includes('Bilietas negalioja: parduotuvė jį anuliavo.'))).toHaveLength(1);
    expect(pages.filter((page) => page.includes('Bilietas galioja vienam įėjimui'))).toHaveLength(1);
  });

  it('an order of a cancelled event: cancelled, not refunded yet, the tickets marked; then refunded', async () => {
    const paid = await order('cancel-state@example.com');
    const before = await lookup(paid.orderId, 'cancel-state@example.com');
    await api()
      .put(`/api/events/${paid.catalogEventId}/cancel`)
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    await settle(shop.app);

    const cancelled = await lookup(paid.orderId, 'cancel-state@example.com');
    expect(cancelled).toMatchObject({ event_cancelled: true, money_state: 'paid', tickets_pdf_url: null });
    expect(cancelled.tickets.map((ticket: { state: string }) => ticket.state)).toEqual([
      'event_cancelled',
      'event_cancelled',
    ]);
    for (const page of await pdfPages(await pdfOf(before.tickets_pdf_url))) {
      expect(page).toContain('BILIETAS NEGALIOJA');
      expect(page).toContain('Bilietas negalioja: renginys atšauktas.');
    }

    await refund(paid.orderId, paid.amount);
    await settle(shop.app);
    expect(await lookup(paid.orderId, 'cancel-state@example.com')).toMatchObject({
      event_cancelled: true,
      money_state: 'refunded',
    });
  });

  it('an unpaid order tells until when its seats are held', async () => {
    const unpaid = await order('hold-state@example.com', { paid: false });

    const seen = await lookup(unpaid.orderId, 'hold-state@example.com');

    expect(seen).toMatchObject({ money_state: 'unpaid', tickets: [], tickets_pdf_url: null });
    expect(seen.seats_held_until).toBe(seen.expires_at);
    expect(Date.parse(seen.seats_held_until)).toBeGreaterThan(Date.now());
  });

  describe('the order link of the confirmation mail', () => {
    it('is in the mail and opens that order alone', async () => {
      await order('mail-link@example.com');
      const other = await order('mail-link@example.com');
      const mail = await smtp.waitForMail(
        (candidate) =>
          candidate.to.includes('mail-link@example.com') &&
          candidate.text.includes(other.orderId.slice(-8).toUpperCase()),
      );
      const link = new URL(/https?:\/\/\S+\/order-lookup\?\S+/.exec(mail.text)![0]);

      const found = await byToken(link.searchParams.get('email')!, link.searchParams.get('token')!).expect(200);

      expect(found.body.orders.map((order: { identifier: string }) => order.identifier)).toEqual([other.orderId]);
    });

    it('still works hours after it was mailed, until 90 days after the event; then it is refused in LT and EN', async () => {
      const paid = await order('old-link@example.com');
      const links = shop.app.get(OrderLinks);
      const subject = { orderId: paid.orderId, email: 'old-link@example.com' };
      const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

      const mailedHoursAgo = new Date(Date.now() - 5 * HOUR_MS);
      const old = tokenOf(links.orderLink(subject, orderLinkValidUntil(paid.startsAt, mailedHoursAgo)));
      expect((await byToken('old-link@example.com', old).expect(200)).body.orders).toHaveLength(1);

      const afterEvent = new Date(Date.parse(paid.startsAt) + 91 * 24 * HOUR_MS);
      expect(links.verifyOrderLink(old, 'old-link@example.com', afterEvent)).toBeUndefined();
      const lapsed = tokenOf(links.orderLink(subject, new Date(Date.now() - 1000)));
      expect((await byToken('old-link@example.com', lapsed).expect(400)).body.message).toBe(
        'Nuoroda nebegalioja arba netinkama. Užsakymą raskite pagal jo numerį ir el. paštą arba ieškokite užsakymų iš naujo.',
      );
      expect((await byToken('old-link@example.com', lapsed, 'en').expect(400)).body.message).toBe(
        'The link has expired or is not valid. Find the order by its number and e-mail, or search for your orders again.',
      );
      await byToken('someone-else@example.com', old).expect(400);
    });
  });
});
