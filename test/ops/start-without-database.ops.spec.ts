/**
 * A shop started while its database is away (a host's boot order, both restarted at once) waits for it
 * and serves once it answers, as the projections worker does (docs/operations.md, "Outages"): before,
 * it exited at once and only an orchestrator's restart loop could bring it back. Needs the backend built.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startDatabaseOutage, withDatabaseName } from '@ticketshop/projections/testing';
import { sharedSecrets } from '../support/cluster';
import { startShopProcess } from '../support/shop-process';

const serverUrl = process.env.DATABASE_URL;
const describeOnServer = serverUrl ? describe : describe.skip;
const title = serverUrl
  ? 'a shop started without its database'
  : 'a shop started without its database — skipped: DATABASE_URL is not set (needs a PostgreSQL server)';

/** Long enough for several more of the shop's one-second tries; a hang catcher bounds each wait. */
const DATABASE_AWAY_MS = 4_000;
const READY_LIMIT_MS = 60_000;

async function onAdminDatabase(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

describeOnServer(title, () => {
  it('waits for the database instead of exiting, then serves', async () => {
    const name = `ticketshop_start_${randomBytes(5).toString('hex')}`;
    await onAdminDatabase((client) => client.query(`create database ${name}`));
    const outage = await startDatabaseOutage(withDatabaseName(serverUrl!, name));
    const dir = mkdtempSync(join(tmpdir(), 'ticketshop-start-'));
    const logFile = join(dir, 'shop.log');
    outage.down();
    const shop = await startShopProcess(
      { ...sharedSecrets(), DATABASE_URL: outage.url, DEMO_DATA: 'false', LOG_LEVEL: 'info' },
      logFile,
    );
    try {
      // The process may take seconds to load on a busy machine: wait for its second try, then longer.
      const tries = () => readFileSync(logFile, 'utf8').split('database unreachable; trying again').length - 1;
      const waiting = Date.now();
      while (tries() < 2) {
        if (shop.child.exitCode !== null) throw new Error(`the shop exited with ${shop.child.exitCode}`);
        if (Date.now() - waiting > READY_LIMIT_MS) throw new Error('the shop never tried the database twice');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, DATABASE_AWAY_MS));
      expect(shop.child.exitCode).toBeNull();

      outage.up();
      const started = Date.now();
      let status = 0;
      while (status !== 200) {
        if (shop.child.exitCode !== null) throw new Error(`the shop exited with ${shop.child.exitCode}`);
        if (Date.now() - started > READY_LIMIT_MS) throw new Error('the shop never became ready');
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = await fetch(`${shop.url}/api/health/ready`).then(
          (answer) => answer.status,
          () => 0,
        );
      }
      const events = await fetch(`${shop.url}/api/events`);
      expect(events.status).toBe(200);
    } finally {
      await shop.stop();
      await outage.close();
      rmSync(dir, { recursive: true, force: true });
      await onAdminDatabase((client) => client.query(`drop database if exists ${name} with (force)`));
    }
  });
});
