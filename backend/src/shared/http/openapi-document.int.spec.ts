import type { Server } from 'node:http';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject } from '@nestjs/swagger';
import request from 'supertest';
import { createAccount, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  label: string;
  path: string;
  method: (typeof METHODS)[number];
  operation: OperationObject;
}

/** The document /api/docs shows, as a reader of /api/openapi.json gets it. */
describe('the OpenAPI document', () => {
  let shop: TestApp;
  let server: Server;
  let document: OpenAPIObject;
  let operations: Operation[];

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
    document = (await request(server).get('/api/openapi.json').expect(200)).body as OpenAPIObject;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        label: `${method.toUpperCase()} ${path}`,
        path,
        method,
        operation: item[method]!,
      })),
    );
  });
  afterAll(() => shop.close());

  it('passes Redocly’s recommended rules without an error', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/api/openapi.json',
      config: await createConfig({
        extends: ['recommended'],
        // An example that does not fit its schema would mislead the reader like a wrong schema would.
        rules: { 'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false } },
      }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('defines every security scheme an operation requires, the access token both ways', () => {
    const defined = Object.keys(document.components?.securitySchemes ?? {});
    const required = new Set(
      operations.flatMap(({ operation }) =>
        (operation.security ?? []).flatMap((alternative) => Object.keys(alternative)),
      ),
    );
    expect([...required].filter((scheme) => !defined.includes(scheme))).toEqual([]);
    expect(document.components?.securitySchemes).toMatchObject({
      access_token_cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
      access_token_bearer: { type: 'http', scheme: 'bearer' },
    });
    const signedIn = operations.filter(({ operation }) =>
      operation.security?.some((alternative) => 'access_token_bearer' in alternative),
    );
    expect(signedIn.length).toBeGreaterThan(60);
    for (const { label, operation } of signedIn)
      expect([label, operation.security]).toEqual([label, [{ access_token_cookie: [] }, { access_token_bearer: [] }]]);
  });

  it('says which operations need no sign-in, as the guards really let anonymous callers through', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const anonymous = async ({ method, path }: Operation) => {
      const pending = request(server)[method](path.replace(/\{[^}]+\}/g, someId));
      return (await (method === 'get' || method === 'delete' ? pending : pending.send({}))).status;
    };
    const documentedOpen = (operation: OperationObject) =>
      operation.security!.length === 0 ||
      operation.security!.some((alternative) => Object.keys(alternative).length === 0);
    const mismatched: string[] = [];
    for (const route of operations) {
      const open = documentedOpen(route.operation);
      const status = await anonymous(route);
      if (open === (status === 401))
        mismatched.push(`${route.label}: documented ${open ? 'open' : 'closed'}, ${status}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('types page and limit as bounded integers, so "Try it out" sends them', () => {
    const paged = operations.flatMap(({ label, operation }) =>
      ((operation.parameters ?? []) as ParameterObject[])
        .filter((parameter) => parameter.in === 'query' && ['page', 'limit'].includes(parameter.name))
        .map((parameter) => ({ label, name: parameter.name, schema: parameter.schema as SchemaObject })),
    );
    expect(paged.map(({ label }) => label)).toEqual(
      expect.arrayContaining(['GET /api/events', 'GET /api/admin/orders']),
    );
    for (const { label, name, schema } of paged) {
      expect([label, name, schema.type, schema.minimum]).toEqual([label, name, 'integer', 1]);
      if (name === 'limit') expect([label, typeof schema.maximum]).toEqual([label, 'number']);
    }
    const events = operations.find(({ label }) => label === 'GET /api/events')!.operation;
    expect((events.parameters as ParameterObject[]).find((parameter) => parameter.name === 'limit')?.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 6,
    });
  });

  it('gives every operation a summary and every parameter a description', () => {
    const unsummarized = operations.filter(({ operation }) => !operation.summary?.trim()).map(({ label }) => label);
    expect(unsummarized).toEqual([]);
    const undescribed = operations.flatMap(({ label, operation }) =>
      ((operation.parameters ?? []) as ParameterObject[])
        .filter((parameter) => !parameter.description?.trim())
        .map((parameter) => `${label} ${parameter.in} ${parameter.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('gives every 2xx answer with a body a schema, and every JSON one an example', () => {
    const lacking = operations.flatMap(({ label, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2') && status !== '204')
        .flatMap(([status, response]) => {
          const content = response && 'content' in response ? (response.content ?? {}) : {};
          const types = Object.entries(content);
          if (types.length === 0) return [`${label} ${status}: no content`];
          return types.flatMap(([type, media]) => [
            ...(media.schema ? [] : [`${label} ${status} ${type}: no schema`]),
            ...(type === 'application/json' && media.example === undefined ? [`${label} ${status}: no example`] : []),
          ]);
        }),
    );
    expect(lacking).toEqual([]);
  });

  it('shows examples shaped like what the shop really answers, a bearer token being enough to sign in', async () => {
    const admin = await signIn(shop.app, await createAccount(shop.app, 'super_admin'));
    const routes = [
      'GET /api/health',
      'GET /api/auth/me',
      'GET /api/admin/users',
      'GET /api/admin/events',
      'GET /api/admin/orders',
      'GET /api/admin/statistics/overview',
      'GET /api/admin/reports',
      'GET /api/admin/audit-log',
      'GET /api/v1/checkout/options',
      'GET /api/event-topics',
      'GET /api/admin/settings',
      'GET /api/admin/settings/export',
      'GET /api/settings/public',
    ];
    const mismatched: string[] = [];
    for (const label of routes) {
      const { operation, path } = operations.find((route) => route.label === label)!;
      const answer = await request(server).get(path).set('Authorization', `Bearer ${admin.accessToken}`).expect(200);
      const example = exampleOf(operation);
      const differences = shapeDifferences(example, answer.body, '');
      if (differences.length) mismatched.push(`${label}: ${differences.join(', ')}`);
    }
    expect(mismatched).toEqual([]);
  });
});

const exampleOf = (operation: OperationObject): unknown =>
  (operation.responses['200'] as { content: Record<string, { example?: unknown }> }).content['application/json']!
    .example;

/**
 * Where an example and a real answer differ in shape: keys, and types of values. A null in either may
 * stand for any value (a nullable field), and an empty array in the answer fits any example items.
 */
function shapeDifferences(example: unknown, answer: unknown, at: string): string[] {
  if (example === null || answer === null) return [];
  if (Array.isArray(example) && Array.isArray(answer))
    return answer.length === 0 || example.length === 0 ? [] : shapeDifferences(example[0], answer[0], `${at}[0]`);
  if (typeof example === 'object' && typeof answer === 'object' && !Array.isArray(example) && !Array.isArray(answer)) {
    const documented = example as Record<string, unknown>;
    const real = answer as Record<string, unknown>;
    const keys = new Set([...Object.keys(documented), ...Object.keys(real)]);
    return [...keys].flatMap((key) => {
      if (!(key in real)) return [`${at}.${key} only in the example`];
      if (!(key in documented)) return [`${at}.${key} missing from the example`];
      return shapeDifferences(documented[key], real[key], `${at}.${key}`);
    });
  }
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);
  return kind(example) === kind(answer) ? [] : [`${at}: ${kind(example)} in the example, ${kind(answer)} answered`];
}
