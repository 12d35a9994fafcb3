import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { eventDetails } from '@ticketshop/projections/testing';
import { catalogEventStreamId, userStreamId, type EventStore } from '@ticketshop/projections';
import { DraftCatalogEventCommand } from '../../catalog/draft-event/draft-event.command';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { createAccount, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { commandMetadata, SYSTEM_ACTOR } from '../event-sourcing/command-metadata';

/** `@Issued()`: an admin's action is recorded with the admin as actor and the request's id as correlation id. */
describe('the metadata of a command issued over HTTP', () => {
  let shop: TestApp;
  let adminId: string;
  let adminToken: string;
  const api = () => request(shop.app.getHttpServer());
  const lastEventOf = async (streamId: string) =>
    (await shop.app.get<EventStore>(EVENT_STORE).readStream(streamId)).at(-1)!;

  beforeAll(async () => {
    shop = await createTestApp();
    const admin = await createAccount(shop.app, 'admin');
    adminId = admin.userId;
    adminToken = (await signIn(shop.app, admin)).accessToken;
  });
  afterAll(() => shop.close());

  it('a catalog admin action carries the X-Request-Id as correlation id and the admin as actor', async () => {
    const catalogEventId = randomUUID();
    await shop.app
      .get(CommandBus)
      .execute(
        new DraftCatalogEventCommand(
          { type: 'DraftCatalogEvent', data: { catalogEventId, details: eventDetails({}) } },
          commandMetadata(SYSTEM_ACTOR),
        ),
      );

    const answer = await api()
      .delete(`/api/events/${catalogEventId}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('X-Request-Id', 'catalog-delete-1')
      .expect(204);

    expect(answer.headers['x-request-id']).toBe('catalog-delete-1');
    expect((await lastEventOf(catalogEventStreamId(catalogEventId))).metadata).toMatchObject({
      actor: { kind: 'user', userId: adminId, role: 'admin' },
      correlationId: 'catalog-delete-1',
    });
  });

  it('an identity admin action carries the X-Request-Id as correlation id and the admin as actor', async () => {
    const customer = await createAccount(shop.app, 'user');

    await api()
      .put(`/api/admin/users/${customer.userId}/status`)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('X-Request-Id', 'user-suspend-1')
      .send({ status: 'suspended' })
      .expect(200);

    expect((await lastEventOf(userStreamId(customer.userId))).metadata).toMatchObject({
      actor: { kind: 'user', userId: adminId, role: 'admin' },
      correlationId: 'user-suspend-1',
    });
  });

  it('a request without an id gets one, and its events carry that one', async () => {
    const customer = await createAccount(shop.app, 'user');

    const answer = await api()
      .put(`/api/admin/users/${customer.userId}/status`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ status: 'suspended' })
      .expect(200);

    expect((await lastEventOf(userStreamId(customer.userId))).metadata.correlationId).toBe(
      answer.headers['x-request-id'],
    );
  });
});
