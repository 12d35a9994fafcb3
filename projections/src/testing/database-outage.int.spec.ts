import { Client } from 'pg';
import { startDatabaseOutage } from './database-outage';
import { createTestDatabase } from './test-database';

const describeOnServer = process.env.DATABASE_URL ? describe : describe.skip;

describeOnServer('database outage relay (PostgreSQL server only)', () => {
  it('cuts open connections and refuses new ones while down, and lets them through again', async () => {
    const database = await createTestDatabase('postgres');
    const outage = await startDatabaseOutage(database.url!);
    try {
      const before = new Client({ connectionString: outage.url });
      before.on('error', () => undefined);
      await before.connect();
      expect((await before.query('select 1 as one')).rows[0].one).toBe(1);

      outage.down();
      await expect(before.query('select 1')).rejects.toThrow();
      const during = new Client({ connectionString: outage.url });
      during.on('error', () => undefined);
      await expect(during.connect()).rejects.toThrow();

      outage.up();
      const after = new Client({ connectionString: outage.url });
      await after.connect();
      expect((await after.query('select 2 as two')).rows[0].two).toBe(2);
      await after.end();
    } finally {
      await outage.close();
      await database.dispose();
    }
  });
});
