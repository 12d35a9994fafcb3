import type { Server } from 'node:http';
import request from 'supertest';
import { RECHECK_FAILURES_PER_ADDRESS } from '../../shared/rate-limits/password-recheck-throttle';
import { createAccount, signIn, type TestAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Issue 22: a super admin makes a user an admin from the users screen, with their password again. */
describe('granting administrator rights from the back-office', () => {
  let shop: TestApp;
  let server: Server;
  let superAdmin: TestAccount;
  let superAuth: { Authorization: string };
  let adminAuth: { Authorization: string };

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
    superAdmin = await createAccount(shop.app, 'super_admin', { firstName: 'Vida', lastName: 'Vyriausioji' });
    superAuth = { Authorization: `Bearer ${(await signIn(shop.app, superAdmin)).accessToken}` };
    const admin = await createAccount(shop.app, 'admin');
    adminAuth = { Authorization: `Bearer ${(await signIn(shop.app, admin)).accessToken}` };
  });
  afterAll(() => shop.close());

  const grant = (auth: object, userId: string, body: object, language = 'lt') =>
    request(server)
      .put(`/api/admin/users/${userId}/role`)
      .set(auth as Record<string, string>)
      .set('Accept-Language', language)
      .send({ role: 'admin', ...body });

  it('given a super admin, when they grant admin with their password, then the user is an admin at once and the grant names them', async () => {
    const ona = await createAccount(shop.app, 'user', { firstName: 'Ona', lastName: 'Onaitė' });
    const onaAuth = { Authorization: `Bearer ${(await signIn(shop.app, ona)).accessToken}` };
    await request(server).get('/api/admin/users').set(onaAuth).expect(403);

    const missing = await grant(superAuth, ona.userId, {}).expect(400);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ field: 'admin_password_confirmation', message: 'Įveskite savo slaptažodį' }),
    ]);
    const wrong = await grant(superAuth, ona.userId, { admin_password_confirmation: 'ne tas' }, 'en').expect(403);
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ field: 'admin_password_confirmation', message: 'The password is incorrect' }),
    ]);

    const granted = await grant(superAuth, ona.userId, { admin_password_confirmation: superAdmin.password }).expect(
      200,
    );
    expect(granted.body.user).toMatchObject({
      role: 'admin',
      lastChange: { type: 'UserRoleChanged', actor: { id: superAdmin.userId, name: 'Vida Vyriausioji' } },
    });
    const history = await request(server).get(`/api/admin/users/${ona.userId}/history`).set(superAuth).expect(200);
    expect(history.body.data[0]).toMatchObject({
      type: 'UserRoleChanged',
      actor: { id: superAdmin.userId, name: 'Vida Vyriausioji' },
      details: { from: 'user', to: 'admin' },
    });
    const audit = await request(server)
      .get('/api/admin/audit-log')
      .query({ action: 'user.role_changed' })
      .set(superAuth)
      .expect(200);
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        actor: { kind: 'user', id: superAdmin.userId, name: 'Vida Vyriausioji', role: 'super_admin' },
        details: { from: 'user', to: 'admin', userId: ona.userId, userName: 'Ona Onaitė' },
      }),
    ]);
    // The role change ended Ona's sessions; signed in again, she carries the new role.
    const again = await signIn(shop.app, ona);
    await request(server)
      .get('/api/admin/users')
      .set({ Authorization: `Bearer ${again.accessToken}` })
      .expect(200);
  });

  it('given an admin who is not a super admin, when they grant admin, then 403 before any password is checked', async () => {
    const jonas = await createAccount(shop.app, 'user');
    const refused = await grant(adminAuth, jonas.userId, { admin_password_confirmation: 'bet kas' }, 'en').expect(403);
    expect(refused.body.message).toMatch(/super administrator/);
    const superAdminByAdmin = await request(server)
      .put(`/api/admin/users/${jonas.userId}/role`)
      .set(adminAuth)
      .send({ role: 'super_admin', admin_password_confirmation: 'bet kas' })
      .expect(403);
    expect(superAdminByAdmin.body.errors ?? []).toEqual([]);
  });

  it('given wrong passwords, when the re-check is tried again and again, then it waits (429) like sign-in, even for the right one', async () => {
    const guessed = await createAccount(shop.app, 'super_admin');
    const guesserAuth = { Authorization: `Bearer ${(await signIn(shop.app, guessed)).accessToken}` };
    const target = await createAccount(shop.app, 'user');
    for (let attempt = 0; attempt < RECHECK_FAILURES_PER_ADDRESS; attempt++) {
      await grant(guesserAuth, target.userId, { admin_password_confirmation: `spėjimas ${attempt}` }).expect(403);
    }
    const blocked = await grant(guesserAuth, target.userId, { admin_password_confirmation: guessed.password }).expect(
      429,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const list = await request(server).get('/api/admin/users').query({ role: 'admin' }).set(superAuth).expect(200);
    expect(list.body.data.map((user: { id: string }) => user.id)).not.toContain(target.userId);
  });

  it('given roles below admin, when a super admin sets them, then no password is asked', async () => {
    const petras = await createAccount(shop.app, 'user');
    await request(server)
      .put(`/api/admin/users/${petras.userId}/role`)
      .set(superAuth)
      .send({ role: 'organizer' })
      .expect(200);
  });
});
