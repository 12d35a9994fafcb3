import express from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { nestsDeeperThan, useBodyParsers } from './body-parsing';

const deeper = (json: string, maxDepth: number) => nestsDeeperThan(Buffer.from(json, 'utf8'), maxDepth);

describe('JSON depth check', () => {
  it('counts objects and arrays opened inside each other', () => {
    expect(deeper('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[]}]}', 3)).toBe(true);
    // Side by side is not deeper.
    expect(deeper('[[],[],[],{}]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes and multi-byte characters included', () => {
    expect(deeper('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(deeper('{"a":"\\"[[[[","ą€😀":"]]"}', 1)).toBe(false);
    expect(deeper('{"a":"\\\\","b":[[]]}', 2)).toBe(true);
  });

  it('reads 40,000 levels without recursion', () => {
    expect(deeper(`${'['.repeat(40_000)}${']'.repeat(40_000)}`, 32)).toBe(true);
  });
});

describe('form bodies', () => {
  /** The parsers alone, answering what they made of the body. */
  const echo = () => {
    const app = express();
    useBodyParsers(app as unknown as NestExpressApplication, 'api');
    app.post('/api/form', (req, res) => {
      const body = req.body as Record<string, unknown>;
      res.json({ fields: body, prototypeKept: Object.getPrototypeOf(body) === Object.prototype });
    });
    return app;
  };

  it('keeps bracketed names as plain fields: no nesting, no prototype', async () => {
    const response = await request(echo())
      .post('/api/form')
      .type('form')
      .send('a[b][c]=1&__proto__[admin]=1&list[]=x&list[]=y&plain=2')
      .expect(200);
    expect(response.body).toEqual({
      fields: { 'a[b][c]': '1', '__proto__[admin]': '1', 'list[]': ['x', 'y'], plain: '2' },
      prototypeKept: true,
    });
  });
});
