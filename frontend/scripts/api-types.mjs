// The front end's API types, generated from the API's own OpenAPI document (docs/web.md, "API types").
// Builds the document as the shop serves it at /api/openapi.json, from the built backend (`tsc -b
// backend` first) on a throwaway embedded store, and writes it to src/lib/api-types/openapi.json; then
// RTK Query's code generator turns it into src/lib/api-types/generated.ts, of which only the schemas'
// types are kept: the endpoints stay hand-written in the features' slices, with their cache tags.
// `--check` writes nothing and fails when a committed file is not what the backend makes now.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import prettier from 'prettier';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT_DIR = join(ROOT, 'frontend', 'src', 'lib', 'api-types');
const DOCUMENT_FILE = join(OUT_DIR, 'openapi.json');
const TYPES_FILE = join(OUT_DIR, 'generated.ts');
const BACKEND_APP = join(ROOT, 'backend', 'dist', 'app.js');

const HEADER = `// Generated from openapi.json by \`npm run api:types\` (frontend/scripts/api-types.mjs): do not edit.
// The schemas' types are named after the backend's request and response classes.
`;

async function openApiDocument(dataDir) {
  const backend = createRequire(BACKEND_APP);
  backend('reflect-metadata');
  const { createApp, openApiDocument } = backend(BACKEND_APP);
  const { loadConfig } = backend('./config/app-config.js');
  // The environment is not read: the document must not depend on the machine that makes it.
  const app = await createApp(loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: dataDir }));
  try {
    return openApiDocument(app);
  } finally {
    await app.close();
  }
}

/**
 * The code generator's types of the document's schemas, without its endpoints and their per-operation
 * argument types: those name query parameters in camelCase (`eventId` for `event_id`) and are right
 * only for the generated endpoints, which map them back.
 */
function schemaTypes(source, document) {
  const schemas = new Set(Object.keys(document.components.schemas));
  const file = ts.createSourceFile('generated.ts', source, ts.ScriptTarget.Latest, true);
  const types = file.statements.filter(
    (statement) => ts.isTypeAliasDeclaration(statement) && schemas.has(statement.name.text),
  );
  if (types.length !== schemas.size) throw new Error('RTK Query’s code generator did not type every schema');
  return HEADER + types.map((statement) => source.slice(statement.getFullStart(), statement.getEnd())).join('');
}

async function formatted(file, text) {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

async function generate() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ticketshop-openapi-'));
  try {
    const document = await openApiDocument(join(dataDir, 'store'));
    const documentFile = join(dataDir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(document));
    const generated = await generateEndpoints({ schemaFile: documentFile, apiFile: './api' });
    return {
      [DOCUMENT_FILE]: await formatted(DOCUMENT_FILE, JSON.stringify(document)),
      [TYPES_FILE]: await formatted(TYPES_FILE, schemaTypes(generated, document)),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const files = await generate();
if (process.argv.includes('--check')) {
  const stale = Object.keys(files).filter((file) => {
    try {
      return readFileSync(file, 'utf8') !== files[file];
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    process.stderr.write(
      `The API's types are not what the backend's OpenAPI document makes now: ${stale
        .map((file) => relative(ROOT, file))
        .join(', ')}.\nRun npm run api:types and commit the result.\n`,
    );
    process.exit(1);
  }
} else {
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text);
}
