import request from 'supertest';
import type { Server } from 'node:http';
import { createTestApp, type TestApp } from '../testing/test-app';

// A production shop needs real providers named; the Paysera keys below are the documented test vectors.
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDERS: 'paysera',
  PAYSERA_PROJECT_ID: '6028',
  PAYSERA_PASSWORD: '73cdb059d0f29f275a34b370f8e4f900',
  SMTP_HOST: '127.0.0.1',
  SETTINGS_ENCRYPTION_KEY: 'c2V0dGluZ3Mta2V5LWZvci10ZXN0cy0zMi1ieXRlcyE=',
};
const TOKEN = 'scraper-token-0123456789-abcdefghijklmnop';

describe('metrics access', () => {
  describe('in production without METRICS_TOKEN', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await createTestApp(PRODUCTION);
    });
    afterAll(() => shop.close());

    it('answers 404 as if there were no metrics, in both languages, while health stays public', async () => {
      const server = shop.app.getHttpServer() as Server;
      const english = await request(server).get('/api/metrics').set('Accept-Language', 'en').expect(404);
      expect(english.body).toMatchObject({ statusCode: 404, message: 'Not found' });
      expect(english.text).not.toContain('ticketshop_');
      const lithuanian = await request(server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
      expect(lithuanian.body.message).toBe('Nerasta');
      await request(server).get('/api/health').expect(200);
    });
  });

  describe('in production with METRICS_TOKEN', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await createTestApp({ ...PRODUCTION, METRICS_TOKEN: TOKEN });
    });
    afterAll(() => shop.close());

    it('serves the metrics to the token only', async () => {
      const server = shop.app.getHttpServer() as Server;
      const anonymous = await request(server).get('/api/metrics').set('Accept-Language', 'en').expect(401);
      expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(anonymous.body.message).toBe('The metrics need an access token (Authorization: Bearer)');
      const wrong = await request(server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
      expect(wrong.body.message).toBe('Metrikoms reikia prieigos rakto (Authorization: Bearer)');
      const scraped = await request(server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(scraped.text).toMatch(/ticketshop_projection_lag_events\{projection="catalog"\} \d+/);
    });
  });
});
