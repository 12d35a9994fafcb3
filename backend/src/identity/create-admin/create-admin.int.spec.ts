import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { createAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { CreateAdminCommand, type CreateAdminOptions } from './create-admin.command';

describe('npm run admin:create', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());
  const createAdmin = (options: CreateAdminOptions) =>
    shop.app
      .get(CommandBus)
      .execute(new CreateAdminCommand(options, commandMetadata({ kind: 'system', name: 'admin-cli' })));

  it('creates a verified super admin who can sign in at once and open the back-office', async () => {
    const outcome = await createAdmin({
      email: 'vadove@example.lt',
      password: 'pirmas administratorius',
      firstName: 'Vadovė',
      lastName: 'Pirmoji',
    });
    expect(outcome.outcome).toBe('created');
    const login = await request(shop.app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: 'vadove@example.lt', password: 'pirmas administratorius' })
      .expect(200);
    expect(login.body.user).toMatchObject({ role: 'super_admin', roles: ['super_admin', 'admin'], verified: true });
    await request(shop.app.getHttpServer())
      .get('/api/admin/statistics/users')
      .set('Authorization', `Bearer ${login.body.accessToken}`)
      .expect(200);
  });

  it('promotes an existing account instead of creating a second one, and generates a password only for new ones', async () => {
    const existing = await createAccount(shop.app, 'attendee');
    expect(await createAdmin({ email: existing.email, firstName: 'X', lastName: 'Y' })).toEqual({
      outcome: 'promoted',
      userId: existing.userId,
    });
    const created = await createAdmin({ email: 'antras@example.lt', firstName: 'A', lastName: 'B' });
    expect(created).toMatchObject({ outcome: 'created', generatedPassword: expect.any(String) });
  });

  it('refuses a short password or a malformed address before touching anything', async () => {
    await expect(
      createAdmin({ email: 'x@example.lt', password: 'short', firstName: 'A', lastName: 'B' }),
    ).rejects.toThrow(/at least 8/);
    await expect(createAdmin({ email: 'nope', firstName: 'A', lastName: 'B' })).rejects.toThrow(/e-mail/);
  });
});
