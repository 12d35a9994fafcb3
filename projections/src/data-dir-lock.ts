import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite's files may be opened by one process only. The lock file names the owner, so a second shop
 * or the projections CLI refuses to start instead of corrupting the embedded database.
 */
export function acquireDataDirLock(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'shop.pid');
  const owner = readOwner(lockFile);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new Error(`${dataDir}/ is in use by the shop process ${owner}; stop it first or use another DATA_DIR`);
  }
  writeFileSync(lockFile, String(process.pid));
  process.once('exit', () => {
    if (readOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  });
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
