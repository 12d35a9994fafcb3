import request from 'supertest';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../infrastructure/storage/storage.tokens';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buyer, eventOnSale, payInSandbox, settle } from './testing/checkout-fixtures';

describe('ticket scanning', () => {
  let shop: TestApp;
  let organizerToken: string;
  let userToken: string;
  let codes: string[];
  const api = () => request(shop.app.getHttpServer());
  const scan = (ticketCode: string, token = organizerToken) =>
    api().post('/api/scanner/verify').set('Authorization', `Bearer ${token}`).send({ ticketCode });

  beforeAll(async () => {
    shop = await createTestApp();
    organizerToken = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
    userToken = (await signIn(shop.app, await createAccount(shop.app, 'user'))).accessToken;
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1500, quantity: 10 }]);
    const order = (
      await api()
        .post('/api/v1/orders/guest/create')
        .send({ ...buyer(), tickets: [{ id: ticketTypeIds[0], quantity: 2 }] })
        .expect(201)
    ).body.order;
    const started = await api()
      .post(`/api/v1/orders/guest/${order.identifier}/payment/initiate`)
      .send({ email: 'ona@example.com' })
      .expect(200);
    await payInSandbox(shop.app, started.body.payment_url);
    await settle(shop.app);
    const rows = await shop.app
      .get<Database>(DATABASE)
      .db.selectFrom('read_models.order_tickets')
      .select('code')
      .where('order_id', '=', order.identifier)
      .execute();
    codes = rows.map((row) => String(row.code));
  });
  afterAll(() => shop.close());

  it('issues one ticket per seat, each with its own code', () => {
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);
    expect(codes[0]).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('admits a ticket once even when two scanners send it at the same instant', async () => {
    const [first, second] = await Promise.all([scan(codes[0]!), scan(codes[0]!.toLowerCase().replace(/-/g, ''))]);
    const results = [first.body.result, second.body.result].sort();
    expect(results).toEqual(['already_used', 'valid']);
    const used = [first, second].find((answer) => answer.body.result === 'already_used')!;
    expect(used.body.used_at).toEqual(expect.any(String));
    expect(used.body.ticket).toMatchObject({ holder: 'Ona Žemaitė' });
    const again = await scan(codes[0]!).expect(200);
    expect(again.body).toMatchObject({ result: 'already_used', message: 'Bilietas jau panaudotas' });
  });

  it('answers unknown for a code that is no ticket, and refuses callers who are not staff', async () => {
    expect((await scan('AAAA-BBBB-CCCC-DDDD').expect(200)).body).toMatchObject({ result: 'unknown', ticket: null });
    expect((await scan('not a code').expect(200)).body.result).toBe('unknown');
    await scan(codes[1]!, userToken).expect(403);
    await api().post('/api/scanner/verify').send({ ticketCode: codes[1] }).expect(401);
    expect((await scan(codes[1]!).expect(200)).body.result).toBe('valid');
  });
});
