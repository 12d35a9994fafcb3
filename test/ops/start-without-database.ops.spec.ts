/**
 * A shop started while its database is away (a host's boot order, both restarted at once) waits for it
 * and serves once it answers, as the projections worker does (docs/operations.md, "Outages"): before,
 * it exited at once and only an orchestrator's restart loop could bring it back. Needs the backend built.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDatabaseOutage } from '@ticketshop/projections/testing';
import { sharedSecrets } from '../support/cluster';
import { createOpsDatabase, describeOnServer, pause } from '../support/ops';
import { startShopProcess } from '../support/shop-process';

/** Long enough for several more of the shop's one-second tries; a hang catcher bounds each wait. */
const DATABASE_AWAY_MS = 4_000;
const READY_LIMIT_MS = 60_000;

describeOnServer(describe, 'a shop started without its database', (serverUrl) => {
  it('waits for the database instead of exiting, then serves', async () => {
    const database = await createOpsDatabase(serverUrl);
    const outage = await startDatabaseOutage(database.url);
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
        await pause(100);
      }
      await pause(DATABASE_AWAY_MS);
      expect(shop.child.exitCode).toBeNull();

      outage.up();
      const started = Date.now();
      let status = 0;
      while (status !== 200) {
        if (shop.child.exitCode !== null) throw new Error(`the shop exited with ${shop.child.exitCode}`);
        if (Date.now() - started > READY_LIMIT_MS) throw new Error('the shop never became ready');
        await pause(250);
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
      await database.drop();
    }
  });
});
