import { InMemoryEventStore } from '../testing';
import { describeEventStoreConformance } from './event-store.conformance';

describeEventStoreConformance('in-memory store for tests', async () => {
  const store = new InMemoryEventStore();
  return { store, dispose: () => store.close() };
});
