import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A hashed chunk large enough that any encoder would compress it; brotli's dictionary does not know it. */
const CHUNK = Buffer.from(
  Array.from({ length: 400 }, (_, line) => `export const price${line} = ${(line * 7919) % 10007} / 100;\n`).join(''),
);

/**
 * A stand-in for Vite's build with vite-plugin-compression2: the chunk with its brotli (quality 11)
 * and gzip (level 9) copies beside it, as the build writes them.
 */
function fakeCompressedBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ticketshop-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), CHUNK);
  writeFileSync(
    join(dist, 'assets', 'index-abc123.js.br'),
    brotliCompressSync(CHUNK, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(CHUNK, { level: constants.Z_BEST_COMPRESSION }));
  return dist;
}

/** The answer's bytes as they travel: Node's client, unlike supertest's, never decodes them. */
function fetchRaw(
  server: Server,
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('the built front end, compressed at build time', () => {
  let dist: string;
  let shop: TestApp;
  let server: Server;

  beforeAll(async () => {
    dist = fakeCompressedBuild();
    shop = await createTestApp({ FRONTEND_DIST: dist });
    server = shop.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build’s brotli copy to a browser that accepts brotli, even when it lists gzip first', async () => {
    const answer = await fetchRaw(server, '/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    // The very file the build wrote (quality 11), not one the server compressed again or twice.
    expect(answer.body.equals(readFileSync(join(dist, 'assets', 'index-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(answer.body).equals(CHUNK)).toBe(true);
  });

  it('sends the gzip copy to a browser without brotli', async () => {
    const answer = await fetchRaw(server, '/assets/index-abc123.js', 'gzip, deflate');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.body.equals(readFileSync(join(dist, 'assets', 'index-abc123.js.gz')))).toBe(true);
    expect(gunzipSync(answer.body).equals(CHUNK)).toBe(true);
  });

  it('sends the file as built to a client that accepts neither', async () => {
    const answer = await fetchRaw(server, '/assets/index-abc123.js', 'identity');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.body.equals(CHUNK)).toBe(true);
  });

  it('compresses a file the build left without copies on the fly, as before', async () => {
    writeFileSync(join(dist, 'assets', 'late-def456.js'), CHUNK);
    const answer = await fetchRaw(server, '/assets/late-def456.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(answer.body).equals(CHUNK)).toBe(true);
  });
});
