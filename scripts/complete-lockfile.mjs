// The registry our machines reach lacks some platform builds (e.g. @swc/core for macOS and Windows),
// so `npm install` leaves them out of package-lock.json and `npm ci` then calls the lock out of sync.
// This adds the missing optional platform packages with their os/cpu/libc, exactly as a lock written
// against the full registry has them; `npm ci` skips them on other platforms without fetching.
// Run after changing dependencies: `npm install && node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.find((part) => part.startsWith('gnu') || part.startsWith('musl'));
  if (!os || !cpu) return undefined;
  return {
    cpu: [cpu],
    os: [os],
    ...(os === 'linux' && libc ? { libc: [libc.startsWith('musl') ? 'musl' : 'glibc'] } : {}),
  };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[key] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`complete-lockfile: added ${added} platform package entries\n`);
