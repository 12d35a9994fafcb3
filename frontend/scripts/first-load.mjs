// Prints the JavaScript a first visit to each public page downloads, from the build's manifest:
// the entry and what it imports, plus the page's own chunk and texts (app/router.tsx) and what
// they import. Gzip sizes, as the budget in docs/web.md counts them. Run after `npm run build -w frontend`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The first visits the budget is about, each with the page and area texts its route loads. */
const PAGES = {
  '/': { page: 'src/features/home/pages/HomePage.tsx', areas: ['shop', 'auth'] },
  '/events': { page: 'src/features/events/pages/EventsPage.tsx', areas: [] },
  '/events/:id': { page: 'src/features/events/pages/EventDetailPage.tsx', areas: [] },
};
const LANGUAGE = 'lt';

function chunkOf(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  return chunk;
}

/** A chunk's file and the files of everything it imports statically. */
function withImports(key, files = new Set()) {
  const chunk = chunkOf(key);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(imported, files);
  return files;
}

const sizeCache = new Map();
function gzipSize(file) {
  if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return sizeCache.get(file);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
for (const [path, { page, areas }] of Object.entries(PAGES)) {
  const files = withImports(entry);
  const before = files.size;
  const texts = [
    `src/i18n/locales/${LANGUAGE}.json`,
    ...areas.map((area) => `src/i18n/locales/${area}/${LANGUAGE}.json`),
  ];
  for (const key of [page, ...texts]) withImports(key, files);
  const all = [...files].filter((file) => file.endsWith('.js'));
  const total = all.reduce((sum, file) => sum + gzipSize(file), 0);
  const entrySize = [...files].slice(0, before).reduce((sum, file) => sum + gzipSize(file), 0);
  rows.push({ path, total, entrySize, files: all.length });
}
const lines = [`First load of JavaScript (${LANGUAGE}, gzip), ${dist}`];
for (const { path, total, entrySize, files } of rows) {
  lines.push(`  ${path.padEnd(12)} ${kb(total).padStart(9)}  (entry and its imports ${kb(entrySize)}, ${files} files)`);
}
process.stdout.write(`${lines.join('\n')}\n`);
