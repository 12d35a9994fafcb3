import request from 'supertest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('demo catalog', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ DEMO_DATA: 'true' });
  });
  afterAll(() => shop.close());

  it('given an empty store, when the shop starts, then the demo events are published in all four categories', async () => {
    const response = await request(shop.app.getHttpServer()).get('/api/events?limit=100').expect(200);
    const categories = new Set(response.body.data.map((event: { category: string }) => event.category));
    expect(response.body.pagination.total).toBeGreaterThanOrEqual(12);
    expect([...categories].sort()).toEqual(['Concert', 'Festival', 'Sports', 'Theater']);
    for (const event of response.body.data) {
      expect(event.ticketTypes.length).toBeGreaterThanOrEqual(2);
      expect(event.ticketTypes.length).toBeLessThanOrEqual(4);
      expect(event.title.lt).not.toBe(event.title.en);
      await request(shop.app.getHttpServer()).get(event.imageUrl).expect(200);
    }
  });

  it('given a store with events, when the shop restarts, then nothing is seeded twice', async () => {
    const before = await request(shop.app.getHttpServer()).get('/api/health').expect(200);
    await shop.restart();
    const after = await request(shop.app.getHttpServer()).get('/api/health').expect(200);
    expect(after.body.projections[0].head).toBe(before.body.projections[0].head);
  });
});
