import { binaryBody } from '../testing/binary-body';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { digestOf, type Database, type Projections } from '@ticketshop/projections';
import { DATABASE, PROJECTIONS } from '../infrastructure/storage/storage.tokens';
import { buyer, eventOnSale, payInSandbox, settle } from '../ordering/testing/checkout-fixtures';
import { vilniusDate } from '../shared/time/vilnius-time';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { FINANCE_PROJECTION } from './finance-ledger.reader';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('a report replayed from the log', () => {
  let shop: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_RATE_PER_ADDRESS: '100' });
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
  });
  afterAll(() => shop.close());

  const get = (path: string) =>
    request(shop.app.getHttpServer())
      .get(`/api${path}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);

  /** The report and its three exports, as digests of their bytes. */
  async function digests(query: string): Promise<Record<string, string>> {
    const files: Record<string, string> = { json: sha256((await get(`/admin/reports?${query}`)).body as Buffer) };
    for (const format of ['pdf', 'xlsx', 'csv']) {
      const answer = await get(`/admin/reports/export?format=${format}&${query}`);
      files[format] = sha256(answer.body as Buffer);
      files[`${format} position`] = String(answer.headers['x-log-position']);
    }
    return files;
  }

  it('gives byte-identical figures and files after the ledger is rebuilt from position 0', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1999, quantity: 20 }]);
    for (const [index, quantity] of [1, 3, 2].entries()) {
      const email = `replay-${index}@example.com`;
      const api = request(shop.app.getHttpServer());
      const order = (
        await api
          .post('/api/v1/orders/guest/create')
          .send({ ...buyer(email), tickets: [{ id: ticketTypeIds[0], quantity }] })
          .expect(201)
      ).body.order;
      const started = await request(shop.app.getHttpServer())
        .post(`/api/v1/orders/guest/${String(order.identifier)}/payment/initiate`)
        .send({ email })
        .expect(200);
      await payInSandbox(shop.app, started.body.payment_url);
      await settle(shop.app);
      if (index === 1) {
        await request(shop.app.getHttpServer())
          .post(`/api/orders/${String(order.identifier)}/refund`)
          .set('Authorization', `Bearer ${adminToken}`)
          .send({ amount: 12.34, reason: 'Dalinis grąžinimas' })
          .expect(202);
        await settle(shop.app);
      }
    }
    const today = vilniusDate(new Date().toISOString());
    const query = `period=custom&from=${today}&to=${today}`;
    const database = shop.app.get<Database>(DATABASE);
    const projections = shop.app.get<Projections>(PROJECTIONS);
    const ledger = projections.projectors.find((projector) => projector.name === FINANCE_PROJECTION)!;

    const before = await digests(query);
    const tablesBefore = await digestOf(database.db, ledger);
    const report = JSON.parse((await get(`/admin/reports?${query}`)).body.toString('utf8'));
    expect(report.key_indicators.refunds_cents).toBe(1234);

    const rebuilt = await projections.rebuild(FINANCE_PROJECTION);
    expect(rebuilt.generation).toBe(2);
    await settle(shop.app);

    expect(await digestOf(database.db, ledger)).toBe(tablesBefore);
    expect(await digests(query)).toEqual(before);
    expect(before['pdf position']).toBe(report.position);
  });
});
