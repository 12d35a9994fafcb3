import type { Server } from 'node:http';
import request from 'supertest';
import { createAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Behind one proxy (TRUST_PROXY=1) each X-Forwarded-For is a client address of its own.
const from = (server: Server, address: string, email: string, password: string) =>
  request(server)
    .post('/api/auth/login')
    .set('X-Forwarded-For', address)
    .set('Accept-Language', 'en')
    .send({ email, password });

describe('sign-in throttling behind a trusted proxy', () => {
  let shop: TestApp;
  let server: Server;

  beforeAll(async () => {
    shop = await createTestApp({ TRUST_PROXY: '1' });
    server = shop.app.getHttpServer() as Server;
  });
  afterAll(() => shop.close());

  it('given 21 wrong passwords from 21 addresses, the owner still signs in with the right one from a new address', async () => {
    const admin = await createAccount(shop.app, 'super_admin');
    for (let n = 1; n <= 21; n++) {
      await from(server, `198.51.100.${n}`, admin.email, 'guessing wrong').expect(401);
    }
    const owner = await from(server, '203.0.113.7', admin.email, admin.password).expect(200);
    expect(owner.body.user).toMatchObject({ email: admin.email });
  });

  it('given an account under attack, an unknown address waits between tries; an address that signed in before does not', async () => {
    const account = await createAccount(shop.app);
    await from(server, '203.0.113.20', account.email, account.password).expect(200);
    for (let n = 1; n <= 21; n++) {
      await from(server, `198.51.101.${n}`, account.email, 'guessing wrong').expect(401);
    }
    await from(server, '203.0.113.21', account.email, 'a typo').expect(401);
    const paced = await from(server, '203.0.113.21', account.email, account.password).expect(429);
    expect(Number(paced.headers['retry-after'])).toBeGreaterThan(0);
    expect(paced.body.message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    // The owner's usual address is not slowed, mistakes included.
    await from(server, '203.0.113.20', account.email, 'a typo').expect(401);
    await from(server, '203.0.113.20', account.email, account.password).expect(200);
  });

  it('given one address trying many accounts, it is refused with 429 whatever account it names next', async () => {
    const account = await createAccount(shop.app);
    const hammering = '192.0.2.66';
    const statuses: number[] = [];
    for (let n = 0; n < 51; n++) {
      statuses.push((await from(server, hammering, `guess-${n}@example.lt`, 'guessing wrong')).status);
    }
    expect(statuses.slice(0, 50)).toEqual(Array<number>(50).fill(401));
    expect(statuses[50]).toBe(429);
    const lithuanian = await request(server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', hammering)
      .send({ email: account.email, password: account.password })
      .expect(429);
    expect(lithuanian.body.message).toMatch(/^Per daug bandymų\. Bandykite dar kartą po \d+ min\.$/);
    await from(server, '192.0.2.67', account.email, account.password).expect(200);
  });

  it('given one address hammering one account, that pair is refused; the owner elsewhere is not', async () => {
    const account = await createAccount(shop.app);
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      statuses.push((await from(server, '192.0.2.80', account.email, 'guessing wrong')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    await from(server, '192.0.2.80', account.email, account.password).expect(429);
    await from(server, '192.0.2.81', account.email, account.password).expect(200);
  });
});

describe('sign-in throttling with proxies untrusted (the default)', () => {
  let shop: TestApp;
  let server: Server;

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
  });
  afterAll(() => shop.close());

  it('given a client rotating X-Forwarded-For, the header is ignored and its pair is still refused', async () => {
    const account = await createAccount(shop.app);
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++) {
      statuses.push((await from(server, `198.51.100.${n}`, account.email, 'guessing wrong')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    await from(server, '198.51.100.99', account.email, account.password).expect(429);
  });
});
