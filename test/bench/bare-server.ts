/**
 * The read benchmark's yardstick: a bare node:http server sending fixed bytes from memory, the most
 * any Node server can do for a response it already holds. Started by read.bench.ts with a JSON file
 * of `{ path: { contentType, body (base64) } }`; prints its port on the first line of stdout.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Fixed {
  contentType: string;
  body: string;
}

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, Fixed>).map(
    ([path, { contentType, body }]) => [path, { contentType, body: Buffer.from(body, 'base64') }],
  ),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.statusCode = 404;
    response.end();
    return;
  }
  response.setHeader('Content-Type', answer.contentType);
  response.setHeader('Content-Length', answer.body.length);
  response.end(answer.body);
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
