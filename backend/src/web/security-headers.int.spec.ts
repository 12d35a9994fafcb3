import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A stand-in for Vite's build: hashed files under assets/, their source maps, an unhashed favicon. */
function fakeFrontendBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ticketshop-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `export const shop = ${JSON.stringify('x'.repeat(5000))};\n`);
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), `body{color:#000}\n`.repeat(200));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["main.tsx"],"mappings":""}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDERS: 'paysera',
  PAYSERA_PROJECT_ID: '6028',
  PAYSERA_PASSWORD: '73cdb059d0f29f275a34b370f8e4f900',
  SMTP_HOST: '127.0.0.1',
  SETTINGS_ENCRYPTION_KEY: 'c2V0dGluZ3Mta2V5LWZvci10ZXN0cy0zMi1ieXRlcyE=',
};

const directivesOf = (header: string | undefined): Map<string, string> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as [string, string];
      }),
  );

describe('security headers, compression and caching', () => {
  let dist: string;
  beforeAll(() => {
    dist = fakeFrontendBuild();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  describe('outside production', () => {
    let shop: TestApp;
    const server = () => shop.app.getHttpServer() as Server;
    beforeAll(async () => {
      shop = await createTestApp({ FRONTEND_DIST: dist });
    });
    afterAll(() => shop.close());

    it.each(['/', '/events/some-event', '/assets/index-abc123.js', '/api/health', '/api/events', '/api/nowhere'])(
      'sends the shop’s policy with %s',
      async (path) => {
        const response = await request(server()).get(path);
        const csp = directivesOf(response.headers['content-security-policy']);
        expect(csp.get('default-src')).toBe("'self'");
        expect(csp.get('script-src')).toBe("'self'");
        expect(csp.get('style-src')).toBe("'self'");
        expect(csp.get('frame-ancestors')).toBe("'none'");
        expect(csp.get('object-src')).toBe("'none'");
        expect(csp.has('upgrade-insecure-requests')).toBe(false);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expect(response.headers['x-powered-by']).toBeUndefined();
      },
    );

    it('lets the API docs style themselves inline, and nothing else', async () => {
      const response = await request(server()).get('/api/docs').expect(200);
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(csp.get('script-src')).toBe("'self'");
    });

    it('keeps hashed assets a year, checks index.html every time and unhashed files hourly', async () => {
      const asset = await request(server()).get('/assets/index-abc123.js').expect(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await request(server()).get('/events').expect(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const index = await request(server()).get('/index.html').expect(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      const favicon = await request(server()).get('/favicon.svg').expect(200);
      expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    });

    it.each([
      ['gzip', '/'],
      ['gzip', '/assets/index-abc123.js'],
      ['br', '/assets/index-abc123.css'],
      ['br', '/api/openapi.json'],
      ['gzip', '/api/openapi.json'],
    ])('compresses with %s: %s', async (encoding, path) => {
      const response = await request(server())
        .get(path)
        .set('Accept-Encoding', encoding)
        .buffer(true)
        .parse((res, done) => {
          res.on('data', () => undefined);
          res.on('end', () => done(null, null));
        })
        .expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    });

    it('serves source maps outside production', async () => {
      await request(server()).get('/assets/index-abc123.js.map').expect(200);
    });
  });

  describe('in production', () => {
    let shop: TestApp;
    const server = () => shop.app.getHttpServer() as Server;
    beforeAll(async () => {
      shop = await createTestApp({ ...PRODUCTION, FRONTEND_DIST: dist });
    });
    afterAll(() => shop.close());

    it('adds HSTS and the upgrade of insecure requests', async () => {
      const response = await request(server()).get('/').expect(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directivesOf(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    });

    it('does not serve source maps', async () => {
      const response = await request(server()).get('/assets/index-abc123.js.map').set('Accept-Language', 'en');
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('mappings');
      await request(server()).get('/assets/index-abc123.js').expect(200);
    });
  });
});
