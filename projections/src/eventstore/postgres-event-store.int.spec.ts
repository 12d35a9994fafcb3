import { availableTestDatabaseKinds, createTestDatabase } from '../testing/test-database';
import { describeEventStoreConformance } from './event-store.conformance';
import { PostgresEventStore } from './postgres-event-store';

for (const kind of availableTestDatabaseKinds()) {
  describeEventStoreConformance(`PostgreSQL adapter on ${kind}`, async () => {
    const database = await createTestDatabase(kind);
    const store = await PostgresEventStore.create(database, { pollIntervalMs: 200 });
    return { store, dispose: () => database.dispose() };
  });
}
