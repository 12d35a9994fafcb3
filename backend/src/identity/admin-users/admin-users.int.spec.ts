import type { Server } from 'node:http';
import request from 'supertest';
import { createAccount, signIn, type TestAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('admin users API', () => {
  let shop: TestApp;
  let server: Server;
  let admin: TestAccount;
  let auth: { Authorization: string };
  const people: Record<string, TestAccount> = {};

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
    admin = await createAccount(shop.app, 'admin', { firstName: 'Aldona', lastName: 'Administratorė' });
    auth = { Authorization: `Bearer ${(await signIn(shop.app, admin)).accessToken}` };
    people.ona = await createAccount(shop.app, 'user', {
      firstName: 'Ona',
      lastName: 'Žemaitytė',
      email: 'ona@example.lt',
    });
    people.petras = await createAccount(shop.app, 'organizer', { firstName: 'Petras', lastName: 'Kalnas' });
    people.jonas = await createAccount(shop.app, 'attendee', { firstName: 'Jonas', lastName: 'Upė' });
  });
  afterAll(() => shop.close());

  const list = (query: Record<string, string | number> = {}) =>
    request(server).get('/api/admin/users').query(query).set(auth).expect(200);

  it('lists users newest first with counters over everyone, and never a password hash', async () => {
    const page = await list();
    expect(page.body.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Jonas', 'Petras', 'Ona', 'Aldona']);
    expect(page.body.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(page.body.counters).toEqual({ verified: 4, unverified: 0, organizer: 1, suspended: 0 });
    expect(page.body.data[0]).toMatchObject({ lastLoginAt: null, status: 'verified', role: 'attendee' });
    expect(JSON.stringify(page.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('searches first name, last name and e-mail without regard to case, and filters by role and status', async () => {
    expect((await list({ search: 'žemait' })).body.data.map((u: { id: string }) => u.id)).toEqual([people.ona!.userId]);
    expect((await list({ search: 'ONA@EXAMPLE' })).body.data).toHaveLength(1);
    expect((await list({ search: 'petras kalnas' })).body.data).toHaveLength(1);
    expect((await list({ search: '%' })).body.data).toHaveLength(0);
    expect((await list({ role: 'organizer' })).body.data.map((u: { id: string }) => u.id)).toEqual([
      people.petras!.userId,
    ]);
    expect((await list({ status: 'unverified' })).body.data).toEqual([]);
    const paged = await list({ limit: 2, page: 2 });
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.pagination.totalPages).toBe(2);
  });

  it('saves a role change, answers the updated row with who made it, and keeps it in the history', async () => {
    const changed = await request(server)
      .put(`/api/admin/users/${people.ona!.userId}/role`)
      .set(auth)
      .send({ role: 'organizer' })
      .expect(200);
    expect(changed.body.user).toMatchObject({
      role: 'organizer',
      lastChange: { type: 'UserRoleChanged', actor: { id: admin.userId, name: 'Aldona Administratorė' } },
    });
    expect((await list({ role: 'organizer' })).body.data).toHaveLength(2);

    const history = await request(server).get(`/api/admin/users/${people.ona!.userId}/history`).set(auth).expect(200);
    expect(history.body.data[0]).toMatchObject({
      type: 'UserRoleChanged',
      actor: { id: admin.userId, name: 'Aldona Administratorė' },
      details: { from: 'user', to: 'organizer' },
    });
    expect(JSON.stringify(history.body)).not.toMatch(/passwordHash|tokenHash/);
  });

  it('suspends and re-verifies a user, and refuses what an admin may not do', async () => {
    await request(server)
      .put(`/api/admin/users/${people.jonas!.userId}/status`)
      .set(auth)
      .send({ status: 'suspended' })
      .expect(200);
    expect((await list()).body.counters.suspended).toBe(1);
    await request(server)
      .put(`/api/admin/users/${people.jonas!.userId}/status`)
      .set(auth)
      .send({ status: 'verified' })
      .expect(200);

    const own = await request(server).put(`/api/admin/users/${admin.userId}/role`).set(auth).send({ role: 'user' });
    expect(own.status).toBe(403);
    const grant = await request(server)
      .put(`/api/admin/users/${people.petras!.userId}/role`)
      .set(auth)
      .set('Accept-Language', 'en')
      .send({ role: 'admin' });
    expect(grant.status).toBe(403);
    expect(grant.body.message).toMatch(/super administrator/);
    const unknownStatus = await request(server)
      .put(`/api/admin/users/${people.petras!.userId}/status`)
      .set(auth)
      .send({ status: 'unverified' });
    expect(unknownStatus.status).toBe(400);
    const missing = await request(server)
      .put('/api/admin/users/3b241101-e2bb-4255-8caf-4136c566a962/role')
      .set(auth)
      .send({ role: 'attendee' });
    expect(missing.status).toBe(404);
    const notAnId = await request(server).put('/api/admin/users/abc/role').set(auth).send({ role: 'attendee' });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.errors).toEqual([{ field: 'id', message: 'Neteisingas vartotojo identifikatorius' }]);
    expect((await list({ role: 'organizer' })).body.data.map((u: { id: string }) => u.id)).toContain(
      people.petras!.userId,
    );
  });

  it('counts users by role and status for the dashboard, and lists recent activity with names', async () => {
    const stats = await request(server).get('/api/admin/statistics/users').set(auth).expect(200);
    expect(stats.body).toEqual({
      total: 4,
      superAdmin: 0,
      admin: 1,
      organizer: 2,
      attendee: 1,
      user: 0,
      verified: 4,
      unverified: 0,
      suspended: 0,
    });
    const events = await request(server).get('/api/admin/statistics/events').set(auth).expect(200);
    expect(events.body).toEqual({ total: 0, draft: 0, published: 0, cancelled: 0, past: 0 });

    const activity = await request(server).get('/api/admin/activity').query({ limit: 3 }).set(auth).expect(200);
    expect(activity.body.data).toHaveLength(3);
    expect(activity.body.data[0]).toMatchObject({
      type: 'UserStatusChanged',
      actor: { id: admin.userId, name: 'Aldona Administratorė' },
      subject: { kind: 'user', id: people.jonas!.userId, name: 'Jonas Upė' },
      details: { from: 'suspended', to: 'verified' },
    });
    const positions = activity.body.data.map((a: { position: string }) => BigInt(a.position));
    expect([...positions].sort((a, b) => (a > b ? -1 : 1))).toEqual(positions);
  });
});
