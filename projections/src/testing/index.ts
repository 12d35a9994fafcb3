export * from './test-database';
export * from './events';
export * from './catalog-fixtures';
export * from './ordering-fixtures';
export * from './database-outage';
export * from '../eventstore/in-memory-event-store';
