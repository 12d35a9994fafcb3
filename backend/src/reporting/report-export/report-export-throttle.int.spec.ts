import request from 'supertest';
import { createAccount, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('report exports per client address', () => {
  const LIMIT = 3;
  let shop: TestApp;
  let adminToken: string;
  const exportFrom = (address: string, format: string, language = 'lt') =>
    request(shop.app.getHttpServer())
      .get(`/api/admin/reports/export?format=${format}&period=this_year`)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('X-Forwarded-For', address)
      .set('Accept-Language', language);

  beforeAll(async () => {
    // One proxy believed, so each test request can come from an address of its own.
    shop = await createTestApp({ EXPORT_RATE_PER_ADDRESS: String(LIMIT), TRUST_PROXY: '1' });
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
  }, 60_000);
  afterAll(() => shop.close());

  it('answers the limit’s exports in any format, then 429 with Retry-After and a reason in both languages', async () => {
    for (const format of ['csv', 'xlsx', 'pdf']) await exportFrom('203.0.113.7', format).expect(200);

    const refused = await exportFrom('203.0.113.7', 'csv').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(
        /^Per daug ataskaitų eksportų per trumpą laiką\. Bandykite dar kartą po \d+ (s|min)\.$/,
      ),
    });
    const inEnglish = await exportFrom('203.0.113.7', 'pdf', 'en').expect(429);
    expect(inEnglish.body.message).toMatch(/^Too many report exports in a short time\. Try again in \d+ (s|min)\.$/);
  });

  it('counts each address on its own, and a refused query costs nothing', async () => {
    await exportFrom('203.0.113.8', 'doc').expect(400);
    for (let exported = 0; exported < LIMIT; exported++) await exportFrom('203.0.113.8', 'csv').expect(200);
    await exportFrom('203.0.113.8', 'csv').expect(429);
    await exportFrom('203.0.113.9', 'csv').expect(200);
  });
});
