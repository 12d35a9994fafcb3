import { rmSync } from 'node:fs';

/** The embedded shop's data of this run is not needed afterwards. */
export default function globalTeardown(): void {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
