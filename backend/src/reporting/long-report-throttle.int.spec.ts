import request from 'supertest';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 22: a 60-month report (or revenue series by day) reads as much as an export and had no limit
 * while report exports did. Reports of more than 12 months now count against EXPORT_RATE_PER_ADDRESS.
 */
describe('long reports are rate limited with the exports', () => {
  let shop: TestApp;
  let token: string;
  const LONG = 'period=custom&from=2021-01-01&to=2025-12-31';
  const get = (path: string, language = 'lt') =>
    request(shop.app.getHttpServer())
      .get(path)
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', language);

  beforeAll(async () => {
    shop = await createTestApp({ EXPORT_RATE_PER_ADDRESS: '3' });
    token = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
  });
  afterAll(() => shop.close());

  it('given the budget spent on long reports, then the next long one is 429 in both languages, short ones and refused ones are not counted', async () => {
    // Refused (past 60 months) and short reads cost nothing.
    await get('/api/admin/reports?period=custom&from=2015-01-01&to=2025-12-31').expect(400);
    for (let read = 0; read < 5; read++) await get('/api/admin/reports?period=last_year').expect(200);

    await get(`/api/admin/reports?${LONG}`).expect(200);
    await get(`/api/admin/statistics/revenue?${LONG}&group_by=day`).expect(200);
    await get(`/api/admin/statistics/users?${LONG}`).expect(200);

    const lithuanian = await get(`/api/admin/reports?${LONG}`).expect(429);
    expect(lithuanian.body.message).toMatch(/^Per daug ilgų ataskaitų per trumpą laiką/);
    expect(Number(lithuanian.headers['retry-after'])).toBeGreaterThan(0);
    const english = await get(`/api/admin/statistics/events?${LONG}`, 'en').expect(429);
    expect(english.body.message).toMatch(/^Too many long reports in a short time/);
    // One budget with the exports: a report export is held too.
    await get('/api/admin/reports/export?format=csv').expect(429);
    // A year's report still answers.
    await get('/api/admin/reports?period=custom&from=2025-01-01&to=2025-12-31').expect(200);
  });
});
