import request from 'supertest';
import type { Server } from 'node:http';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('recent activity API', () => {
  let shop: TestApp;
  let server: Server;
  let auth: { Authorization: string };

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
    auth = { Authorization: `Bearer ${(await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken}` };
  });
  afterAll(() => shop.close());

  it("names an event in both languages, keeping the Lithuanian name where it always was, and a user's once", async () => {
    const inTwentyDays = (hourUtc: number) => {
      const date = new Date();
      date.setUTCDate(date.getUTCDate() + 20);
      date.setUTCHours(hourUtc, 0, 0, 0);
      return date.toISOString();
    };
    const drafted = await request(server)
      .post('/api/events')
      .set(auth)
      .send({
        name: { lt: 'Rudens džiazas', en: 'Autumn jazz' },
        description: { lt: 'Vakaras su kvartetu.', en: 'An evening with a quartet.' },
        start_date: inTwentyDays(16),
        end_date: inTwentyDays(19),
        venue: { name: 'Kauno filharmonija', address: 'L. Sapiegos g. 5', city: 'Kaunas' },
        event_type_id: 'Concert',
        organizer: 'Džiazo klubas',
        features: { lt: ['Gyvas garsas'], en: ['Live sound'] },
      })
      .expect(201);

    const activity = await request(server).get('/api/admin/activity').query({ limit: 5 }).set(auth).expect(200);
    const [latest] = activity.body.data;
    expect(latest).toMatchObject({
      type: 'CatalogEventDrafted',
      subject: {
        kind: 'event',
        id: drafted.body.id,
        name: 'Rudens džiazas',
        names: { lt: 'Rudens džiazas', en: 'Autumn jazz' },
      },
    });
    const userSubjects = activity.body.data.filter(
      (entry: { subject: { kind: string } }) => entry.subject.kind === 'user',
    );
    expect(userSubjects.length).toBeGreaterThan(0);
    for (const entry of userSubjects) expect(entry.subject).not.toHaveProperty('names');
  });
});
