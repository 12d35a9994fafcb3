import request from 'supertest';
import type { Server } from 'node:http';
import { MailDelivery } from '../mail/mail-delivery';
import { createAccount, setCookies, signIn } from '../testing/accounts';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';

const linkToken = (text: string, path: string): string => {
  const match = new RegExp(`${path}\\?token=([^\\s"<>&]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
};

describe('identity API', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let server: Server;

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail({ PUBLIC_URL: 'http://shop.test' }));
    server = shop.app.getHttpServer() as Server;
  });
  afterAll(() => close());

  const register = (email: string, overrides: Record<string, unknown> = {}) =>
    request(server)
      .post('/api/auth/register')
      .send({ email, password: 'geras slaptažodis', first_name: 'Ona', last_name: 'Onaitė', ...overrides });

  describe('registration, verification and sign-in', () => {
    it('registers, mails a verification link, verifies, signs in with cookies and signs out', async () => {
      const email = 'ona.registruojasi@example.lt';
      const registered = await register(email).expect(201);
      expect(registered.body.message).toMatch(/Patikrinkite el\. paštą/);
      expect(registered.body.user).toBeUndefined();

      // Unverified: the password is right but the address is not proven yet.
      const early = await request(server).post('/api/auth/login').send({ email, password: 'geras slaptažodis' });
      expect(early.status).toBe(403);
      expect(early.body.code).toBe('user.unverified');

      const mail = await smtp.waitForMail((m) => m.to === email);
      expect(mail.subject).toBe('Patvirtinkite el. pašto adresą');
      const token = linkToken(mail.text, 'http://shop.test/verify-email');

      await request(server).post('/api/auth/verify-email').send({ token }).expect(200);
      // Single use: the same link again is refused, and nothing changes.
      const again = await request(server).post('/api/auth/verify-email').send({ token });
      expect(again.status).toBe(400);

      const login = await request(server)
        .post('/api/auth/login')
        .send({ email: ' Ona.Registruojasi@Example.lt ', password: 'geras slaptažodis' })
        .expect(200);
      expect(login.body.user).toMatchObject({
        email,
        firstName: 'Ona',
        lastName: 'Onaitė',
        role: 'user',
        roles: ['user'],
        status: 'verified',
        verified: true,
      });
      expect(login.body.user.lastLoginAt).toEqual(expect.any(String));
      expect(login.body.expiresIn).toBe(900);
      const setCookieLines = login.headers['set-cookie'] as unknown as string[];
      const access = setCookieLines.find((line) => line.startsWith('access_token='))!;
      const refresh = setCookieLines.find((line) => line.startsWith('refresh_token='))!;
      expect(access).toMatch(/HttpOnly/);
      expect(access).toMatch(/SameSite=Strict/);
      expect(access).toMatch(/Path=\/api;/);
      expect(refresh).toMatch(/HttpOnly/);
      expect(refresh).toMatch(/Path=\/api\/auth/);
      const cookies = setCookies(setCookieLines);

      const me = await request(server).get('/api/auth/me').set('Cookie', `access_token=${cookies.access_token}`);
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(email);
      const bearer = await request(server).get('/api/auth/me').set('Authorization', `Bearer ${login.body.accessToken}`);
      expect(bearer.body.user.email).toBe(email);

      const logout = await request(server)
        .post('/api/auth/logout')
        .set('Cookie', `refresh_token=${cookies.refresh_token}`)
        .expect(204);
      expect(setCookies(logout.headers['set-cookie'])).toMatchObject({ access_token: '', refresh_token: '' });
      await request(server)
        .post('/api/auth/refresh')
        .set('Cookie', `refresh_token=${cookies.refresh_token}`)
        .expect(401);
    });

    it('answers a wrong password and an unknown e-mail with the same words', async () => {
      const account = await createAccount(shop.app);
      const wrong = await request(server)
        .post('/api/auth/login')
        .set('Accept-Language', 'en')
        .send({ email: account.email, password: 'not the password' });
      const unknown = await request(server)
        .post('/api/auth/login')
        .set('Accept-Language', 'en')
        .send({ email: 'nobody-here@example.lt', password: 'not the password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe('Invalid email or password');
      const lithuanian = await request(server)
        .post('/api/auth/login')
        .send({ email: account.email, password: 'not the password' });
      expect(lithuanian.body.message).toBe('Neteisingas el. paštas arba slaptažodis');
    });

    it('slows down repeated failures for an account and tells when to come back', async () => {
      const account = await createAccount(shop.app);
      const attempt = () =>
        request(server).post('/api/auth/login').send({ email: account.email, password: 'guessing wrong' });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await attempt()).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password waits until the block ends.
      const right = await request(server)
        .post('/api/auth/login')
        .send({ email: account.email, password: account.password });
      expect(right.status).toBe(429);
    });

    it('refuses bad registrations with the specification texts, in both languages', async () => {
      const lt = await request(server)
        .post('/api/auth/register')
        .send({ email: 'not-an-email', password: 'short', first_name: '', last_name: ' ' })
        .expect(400);
      const messages = (lt.body.errors as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);
      expect(messages).toEqual(
        expect.arrayContaining([
          'email: Neteisingas el. pašto formatas',
          'password: Slaptažodis turi būti bent 8 simbolių ilgio',
          'first_name: Vardas yra privalomas',
          'last_name: Pavardė yra privaloma',
        ]),
      );
      const en = await request(server)
        .post('/api/auth/register')
        .set('Accept-Language', 'en')
        .send({ password: 'long enough', first_name: 'A', last_name: 'B' })
        .expect(400);
      expect(en.body.errors).toEqual(expect.arrayContaining([{ field: 'email', message: 'Email is required' }]));
    });

    it('lets exactly one of many simultaneous registrations of one address win, answering all alike', async () => {
      const email = 'lenktynes@example.lt';
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => register(i % 2 === 0 ? email : email.toUpperCase())),
      );
      // The losers are not told the address is taken: that would tell anyone who has an account.
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 201));
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      await shop.app.get(MailDelivery).whenIdle();
      const verifications = smtp.messages.filter(
        (m) => m.to === email && m.subject === 'Patvirtinkite el. pašto adresą',
      );
      expect(verifications).toHaveLength(1);
    });
  });

  describe('refresh tokens', () => {
    it('rotates on each refresh and revokes the whole family when an old token comes back', async () => {
      const account = await createAccount(shop.app);
      const first = await signIn(shop.app, account);

      const rotated = await request(server)
        .post('/api/auth/refresh')
        .set('Cookie', `refresh_token=${first.refreshToken}`)
        .expect(200);
      expect(rotated.body.user.email).toBe(account.email);
      const second = setCookies(rotated.headers['set-cookie']).refresh_token!;
      expect(second).not.toBe(first.refreshToken);
      const rotatedAgain = await request(server)
        .post('/api/auth/refresh')
        .set('Cookie', `refresh_token=${second}`)
        .expect(200);
      const third = setCookies(rotatedAgain.headers['set-cookie']).refresh_token!;

      // Someone replays the first token, two rotations old (no concurrent tab's): the family dies,
      // the legitimate newest token too.
      await request(server).post('/api/auth/refresh').set('Cookie', `refresh_token=${first.refreshToken}`).expect(401);
      await request(server).post('/api/auth/refresh').set('Cookie', `refresh_token=${third}`).expect(401);
    });

    it('refuses missing and forged refresh tokens', async () => {
      await request(server).post('/api/auth/refresh').expect(401);
      await request(server)
        .post('/api/auth/refresh')
        .set('Cookie', 'refresh_token=3f0f0a1e-6a4c-4f7b-9a0e-2d9c1b8e7f6a.forgedforgedforgedforgedforged')
        .expect(401);
    });

    it('does not let a suspended user sign in or refresh', async () => {
      const admin = await createAccount(shop.app, 'super_admin');
      const user = await createAccount(shop.app);
      const userSession = await signIn(shop.app, user);
      const adminSession = await signIn(shop.app, admin);

      await request(server)
        .put(`/api/admin/users/${user.userId}/status`)
        .set('Authorization', `Bearer ${adminSession.accessToken}`)
        .send({ status: 'suspended' })
        .expect(200);

      const login = await request(server).post('/api/auth/login').send({ email: user.email, password: user.password });
      expect(login.status).toBe(403);
      expect(login.body.code).toBe('user.suspended');
      await request(server)
        .post('/api/auth/refresh')
        .set('Cookie', `refresh_token=${userSession.refreshToken}`)
        .expect(401);
      await request(server).get('/api/auth/me').set('Authorization', `Bearer ${userSession.accessToken}`).expect(401);
    });
  });

  describe('forgotten passwords', () => {
    it('never tells whether an address exists, and mails a single-use link to real accounts', async () => {
      const account = await createAccount(shop.app);
      const known = await request(server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
      const unknown = await request(server)
        .post('/api/auth/forgot-password')
        .send({ email: 'niekas@example.lt' })
        .expect(200);
      expect(known.body).toEqual(unknown.body);

      const mail = await smtp.waitForMail((m) => m.to === account.email && m.subject === 'Slaptažodžio atkūrimas');
      const token = linkToken(mail.text, 'http://shop.test/reset-password');
      const before = await signIn(shop.app, account);

      await request(server)
        .post('/api/auth/reset-password')
        .send({ token, password: 'naujas slaptažodis' })
        .expect(200);
      const reused = await request(server)
        .post('/api/auth/reset-password')
        .send({ token, password: 'dar kitas slapt' });
      expect(reused.status).toBe(400);

      await request(server)
        .post('/api/auth/login')
        .send({ email: account.email, password: 'naujas slaptažodis' })
        .expect(200);
      await request(server)
        .post('/api/auth/login')
        .send({ email: account.email, password: account.password })
        .expect(401);
      // Sessions opened with the old password are over.
      await request(server).post('/api/auth/refresh').set('Cookie', `refresh_token=${before.refreshToken}`).expect(401);
      await smtp.waitForMail((m) => m.to === account.email && m.subject === 'Jūsų slaptažodis pakeistas');
      expect(smtp.messages.some((m) => m.to === 'niekas@example.lt')).toBe(false);
    });

    it('refuses malformed reset tokens without a 500', async () => {
      for (const token of ['', 'abc', 'not-a-uuid.secretsecretsecretsecret', `${'a'.repeat(300)}`]) {
        const answer = await request(server)
          .post('/api/auth/reset-password')
          .send({ token, password: 'naujas slaptažodis' });
        expect(answer.status).toBe(400);
      }
    });
  });

  describe('profile', () => {
    it('shows the profile and saves only the edited fields', async () => {
      const account = await createAccount(shop.app, 'user', { firstName: 'Jonas', lastName: 'Jonaitis' });
      const session = await signIn(shop.app, account);
      const auth = { Authorization: `Bearer ${session.accessToken}` };

      const profile = await request(server).get('/api/user/profile').set(auth).expect(200);
      expect(profile.body.user).toMatchObject({ firstName: 'Jonas', lastName: 'Jonaitis', email: account.email });

      const saved = await request(server)
        .put('/api/user/profile')
        .set(auth)
        .send({ lastName: 'Petraitis' })
        .expect(200);
      expect(saved.body.user).toMatchObject({ firstName: 'Jonas', lastName: 'Petraitis' });

      const bad = await request(server).put('/api/user/profile').set(auth).send({ firstName: ' ', email: 'x@y.lt' });
      expect(bad.status).toBe(400);
      const after = await request(server).get('/api/user/profile').set(auth);
      expect(after.body.user).toMatchObject({ firstName: 'Jonas', lastName: 'Petraitis', email: account.email });
    });

    it('changes the password only with the current one, and ends the other sessions', async () => {
      const account = await createAccount(shop.app);
      const here = await signIn(shop.app, account);
      const elsewhere = await signIn(shop.app, account);
      const auth = { Authorization: `Bearer ${here.accessToken}` };

      const wrong = await request(server)
        .put('/api/user/password')
        .set(auth)
        .send({ currentPassword: 'not it', newPassword: 'visai naujas' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0].field).toBe('currentPassword');

      await request(server)
        .put('/api/user/password')
        .set(auth)
        .send({ currentPassword: account.password, newPassword: 'visai naujas' })
        .expect(200);
      await request(server)
        .post('/api/auth/refresh')
        .set('Cookie', `refresh_token=${elsewhere.refreshToken}`)
        .expect(401);
      await request(server).post('/api/auth/refresh').set('Cookie', `refresh_token=${here.refreshToken}`).expect(200);
    });
  });

  describe('cookies and origins', () => {
    it('refuses a cookie-authenticated change from a foreign origin, and accepts the shop’s own', async () => {
      const account = await createAccount(shop.app);
      const session = await signIn(shop.app, account);

      const forged = await request(server)
        .put('/api/user/profile')
        .set('Cookie', session.cookie)
        .set('Origin', 'https://evil.example')
        .send({ firstName: 'Įsilaužėlis' });
      expect(forged.status).toBe(403);
      expect(forged.body.code).toBe('request.foreign-origin');

      await request(server)
        .put('/api/user/profile')
        .set('Cookie', session.cookie)
        .set('Origin', 'http://shop.test')
        .send({ firstName: 'Ona' })
        .expect(200);
      const profile = await request(server).get('/api/user/profile').set('Cookie', session.cookie);
      expect(profile.body.user.firstName).toBe('Ona');
    });

    it('refuses protected routes without a session and with a forged token', async () => {
      await request(server).get('/api/auth/me').expect(401);
      const forged = await request(server).get('/api/user/profile').set('Authorization', 'Bearer not.a.jwt');
      expect(forged.status).toBe(401);
      expect(forged.body.message).toBe('Reikia prisijungti');
    });
  });
});
