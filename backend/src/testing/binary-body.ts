import type request from 'supertest';

/** A supertest parser that keeps a download's bytes as they came (a PDF, an .xlsx, a CSV with its BOM). */
export function binaryBody(response: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
