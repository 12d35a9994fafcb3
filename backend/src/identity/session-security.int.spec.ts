import request from 'supertest';
import type { Server } from 'node:http';
import { emailReservationStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { MailDelivery } from '../mail/mail-delivery';
import { createAccount, setCookies, signIn, type SignedIn } from '../testing/accounts';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';

describe('sessions and their tokens', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  const server = () => shop.app.getHttpServer() as Server;

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail({ PUBLIC_URL: 'http://shop.test' }));
  });
  afterAll(() => close());

  const me = (session: Pick<SignedIn, 'accessToken'>) =>
    request(server()).get('/api/auth/me').set('Authorization', `Bearer ${session.accessToken}`);
  const refresh = (refreshToken: string) =>
    request(server()).post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshToken}`);

  describe('an access token stops working when its session ends', () => {
    it('after logout, both as a bearer token and as the cookie', async () => {
      const account = await createAccount(shop.app);
      const session = await signIn(shop.app, account);
      await me(session).expect(200);

      await request(server()).post('/api/auth/logout').set('Cookie', session.cookie).expect(204);

      const refused = await me(session).set('Accept-Language', 'en').expect(401);
      expect(refused.body.message).toBe('Please log in');
      await request(server()).get('/api/user/profile').set('Cookie', session.cookie).expect(401);
    });

    it('after a refresh token is reused, for every access token of the session', async () => {
      const account = await createAccount(shop.app);
      const first = await signIn(shop.app, account);
      const rotated = await refresh(first.refreshToken).expect(200);
      const second = { accessToken: (rotated.body as { accessToken: string }).accessToken };
      const rotatedAgain = await refresh(setCookies(rotated.headers['set-cookie']).refresh_token!).expect(200);
      const third = { accessToken: (rotatedAgain.body as { accessToken: string }).accessToken };
      await me(third).expect(200);

      // The first token is two rotations old: no concurrent tab holds it, someone copied it.
      await refresh(first.refreshToken).expect(401);

      for (const session of [first, second, third]) await me(session).expect(401);
    });

    it('after a password change, for the other devices but not the one that changed it', async () => {
      const account = await createAccount(shop.app);
      const here = await signIn(shop.app, account);
      const elsewhere = await signIn(shop.app, account);
      await me(elsewhere).expect(200);

      await request(server())
        .put('/api/user/password')
        .set('Authorization', `Bearer ${here.accessToken}`)
        .send({ currentPassword: account.password, newPassword: 'visai naujas slaptažodis' })
        .expect(200);

      await me(elsewhere).expect(401);
      await me(here).expect(200);
    });

    it('also in a shop started after the session ended, which learns of it from the log', async () => {
      const account = await createAccount(shop.app);
      const session = await signIn(shop.app, account);
      await request(server()).post('/api/auth/logout').set('Cookie', session.cookie).expect(204);
      const live = await signIn(shop.app, account);

      await shop.restart();

      await me(session).expect(401);
      await me(live).expect(200);
    });
  });

  describe('two tabs refreshing with one refresh token at once', () => {
    it('both get the same new pair, and the session lives on', async () => {
      const account = await createAccount(shop.app);
      const session = await signIn(shop.app, account);

      const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const [one, other] = answers.map((answer) => setCookies(answer.headers['set-cookie']));
      expect(one!.refresh_token).toBeTruthy();
      expect(one!.refresh_token).not.toBe(session.refreshToken);
      expect(other!.refresh_token).toBe(one!.refresh_token);
      for (const answer of answers) await me(answer.body as { accessToken: string }).expect(200);

      await refresh(one!.refresh_token!).expect(200);
      await me(session).expect(200);
    });
  });

  describe('the cross-origin check', () => {
    it('applies whenever a session cookie comes, also beside an Authorization header', async () => {
      const account = await createAccount(shop.app);
      const session = await signIn(shop.app, account);
      const change = () => request(server()).put('/api/user/profile').set('Origin', 'https://evil.example');

      const forged = await change()
        .set('Cookie', session.cookie)
        .set('Authorization', `Bearer ${session.accessToken}`)
        .set('Accept-Language', 'en')
        .send({ firstName: 'Įsilaužėlis' })
        .expect(403);
      expect(forged.body).toMatchObject({
        code: 'request.foreign-origin',
        message: 'This request did not come from the shop’s own pages',
      });
      const profile = await request(server()).get('/api/user/profile').set('Cookie', session.cookie).expect(200);
      expect(profile.body.user.firstName).not.toBe('Įsilaužėlis');

      // A bearer token alone is not sent by browsers on their own, so its origin does not matter.
      await change().set('Authorization', `Bearer ${session.accessToken}`).send({ firstName: 'Ona' }).expect(200);
    });
  });

  describe('registration with an address that has an account', () => {
    const register = (email: string) =>
      request(server())
        .post('/api/auth/register')
        .set('Accept-Language', 'en')
        .send({ email, password: 'geras slaptažodis', first_name: 'Jonas', last_name: 'Jonaitis' });

    it('answers as for a new address, records nothing, and mails the owner in their language', async () => {
      const owner = await createAccount(shop.app, 'user', { firstName: 'Ona' });
      const store = shop.app.get<EventStore>(EVENT_STORE);

      const naming = async (text: string) =>
        (await store.readAll())
          .filter((event) => JSON.stringify([event.streamId, event.data]).includes(text))
          .map((event) => event.eventId);
      const ownEvents = [...(await naming(owner.email)), ...(await naming(owner.userId))];

      const fresh = await register('naujas.adresas@example.lt');
      const taken = await register(owner.email.toUpperCase());
      expect([...(await naming(owner.email)), ...(await naming(owner.userId))]).toEqual(ownEvents);
      expect(await store.readStream(emailReservationStreamId(owner.email))).toHaveLength(1);

      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
      expect(taken.status).toBe(201);

      const mail = await smtp.waitForMail((m) => m.to === owner.email);
      // Accounts made by createAccount speak Lithuanian, whatever language the registrant used.
      expect(mail.subject).toBe('Kažkas bandė registruotis jūsų adresu');
      expect(mail.text).toContain('Sveiki, Ona');
      expect(mail.text).toContain('http://shop.test/login');
      expect(mail.text).toContain('http://shop.test/forgot-password');
      await shop.app.get(MailDelivery).whenIdle();
      expect(smtp.messages.filter((m) => m.to === owner.email)).toHaveLength(1);
    });
  });

  describe('caching', () => {
    it('answers every auth and account request with Cache-Control: no-store', async () => {
      const account = await createAccount(shop.app);
      const login = await request(server())
        .post('/api/auth/login')
        .send({ email: account.email, password: account.password })
        .expect(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const session = { accessToken: (login.body as { accessToken: string }).accessToken };
      expect((await me(session).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await refresh('not-a-token').expect(401)).headers['cache-control']).toBe('no-store');
      const profile = await request(server())
        .get('/api/user/profile')
        .set('Authorization', `Bearer ${session.accessToken}`)
        .expect(200);
      expect(profile.headers['cache-control']).toBe('no-store');
    });
  });
});
