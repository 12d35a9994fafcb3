import { gzipSync } from 'node:zlib';
import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: { content: Record<string, { schema?: OpenApiSchema }> };
}

interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
}

/** One route and method of the API, with what it declares about its input. */
export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` placeholders included. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The schema of a JSON body, resolved; undefined when the route takes none or another type. */
  body?: OpenApiSchema;
}

/** Who sends a request: a browser with no session, the admin, or someone with forged credentials. */
type Caller = 'anonymous' | 'admin' | 'forged';

export interface MalformedRequest {
  method: string;
  /** The OpenAPI path it was made for. */
  route: string;
  path: string;
  caller: Caller;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** A gzipped body as it was before, for the report. */
  inflated?: Buffer;
}

/** Real ids of the shop under test, so some requests get past "not found" into the handlers. */
export interface KnownIds {
  events: string[];
  ticketTypes: string[];
  users: string[];
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: OpenApiSchema | undefined): OpenApiSchema | undefined => {
    const name = schema?.$ref?.split('/').pop();
    return name ? document.components?.schemas?.[name] : schema;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        body: resolveDeep(resolve(content['application/json']?.schema), resolve),
      };
    }),
  );
}

function resolveDeep(
  schema: OpenApiSchema | undefined,
  resolve: (schema: OpenApiSchema | undefined) => OpenApiSchema | undefined,
  depth = 0,
): OpenApiSchema | undefined {
  const resolved = resolve(schema);
  if (!resolved || depth > 5) return resolved;
  return {
    ...resolved,
    items: resolveDeep(resolved.items, resolve, depth + 1),
    properties: resolved.properties
      ? Object.fromEntries(
          Object.entries(resolved.properties).map(([name, property]) => [
            name,
            resolveDeep(property, resolve, depth + 1) ?? {},
          ]),
        )
      : undefined,
  };
}

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀',
  '\u202e\ufeff',
  'ą'.repeat(300),
  'a'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  'a@b',
  '@',
  'jonas@example.lt',
  'jonas@example.lt\u0000',
  `${'a'.repeat(300)}@example.lt`,
  'jonas@exa mple.lt',
  '"@"@example.lt',
  '2026-02-30T25:61:00Z',
  '2026-06-01T18:00:00.000Z',
  '+37060000000',
  '__proto__',
  'constructor',
  'hasOwnProperty',
];

const NASTY_NUMBERS = [0, -0, -1, 1, 1e-9, 0.1 + 0.2, 1.5, 2 ** 31, 2 ** 53 + 2, 1e21, -1e308, 999_999_999];

const text = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);
const number = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true }));

/** Any JSON value, weighted towards what breaks validators: odd texts and numbers, nulls, wrong shapes. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom('constructor', 'prototype', 'toString')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A value of the declared kind (an example, an enum member, a well-formed id), else anything at all. */
function valueFor(schema: OpenApiSchema | undefined, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  const plausible: fc.Arbitrary<unknown>[] = [];
  if (schema?.example !== undefined) plausible.push(fc.constant(schema.example));
  if (schema?.enum?.length) plausible.push(fc.constantFrom(...schema.enum));
  if (schema?.format === 'uuid') plausible.push(fc.uuid(), fc.constantFrom(...ids.events, ...ids.ticketTypes));
  if (schema?.format === 'date-time')
    plausible.push(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()));
  if (schema?.properties && depth < 4) plausible.push(objectFor(schema, ids, depth + 1));
  if (schema?.type === 'array' && depth < 4)
    plausible.push(fc.array(valueFor(schema.items, ids, depth + 1), { maxLength: 3 }));
  if (schema?.type === 'string') plausible.push(text);
  if (schema?.type === 'number' || schema?.type === 'integer') plausible.push(number);
  if (schema?.type === 'boolean') plausible.push(fc.boolean());
  return plausible.length ? fc.oneof({ arbitrary: fc.oneof(...plausible), weight: 3 }, anyValue) : anyValue;
}

/** The declared fields, each present or not, plus now and then one nobody declared. */
function objectFor(schema: OpenApiSchema, ids: KnownIds, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property, ids, depth)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('constructor', 'prototype', 'role', 'isAdmin', 'id'), anyValue)),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

const nestedJson = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** JSON bodies as bytes: shaped like the route's input but wrong, or not JSON at all. */
function jsonBodyFor(operation: Operation, ids: KnownIds): fc.Arbitrary<Buffer> {
  const shaped = operation.body?.properties ? objectFor(operation.body, ids) : anyValue;
  return fc
    .oneof(
      { arbitrary: shaped.map((value) => Buffer.from(JSON.stringify(value) ?? 'null')), weight: 8 },
      { arbitrary: anyValue.map((value) => Buffer.from(JSON.stringify(value) ?? 'null')), weight: 2 },
      {
        arbitrary: fc.constantFrom(
          'null',
          '[]',
          '""',
          '0',
          '{',
          '{"a":1,"a":2}',
          '{"price":1e999,"quantity":-1e999}',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"admin":true}}}',
          '{"email":"\\ud800@example.lt","password":"\\u0000"}',
          nestedJson(31),
          nestedJson(40),
          nestedJson(20_000),
          `{"email":"${'a'.repeat(110 * 1024)}"}`,
        ),
        weight: 2,
      },
      { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
    )
    .map((body) => (typeof body === 'string' ? Buffer.from(body) : body));
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=UTF-8',
  'application/json; charset=utf-16',
  'application/json; charset=ebcdic-xx',
  'application/json; charset=',
  'application/json;;;',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/xml',
  '*/*',
  'garbage',
];

/** 8 MB of zeros in 8 kB: inflated, far past any body limit. */
const GZIP_BOMB = gzipSync(Buffer.alloc(8 * 1024 * 1024));

const ENCODINGS = [
  'none',
  'none',
  'none',
  'gzip',
  'gzip bomb',
  'gzip, gzip',
  'br',
  'deflate',
  'identity',
  'x-foo',
  'GZIP',
];

/** A body and the headers that describe it, the description often wrong. */
function bodyFor(
  operation: Operation,
  ids: KnownIds,
): fc.Arbitrary<{ body?: Buffer; inflated?: Buffer; headers: Record<string, string> }> {
  const json = jsonBodyFor(operation, ids);
  const form = fc
    .array(fc.tuple(text, text), { maxLength: 6 })
    .map((pairs) => Buffer.from(new URLSearchParams(pairs).toString() + '&a[b][c]=1&__proto__[x]=1'));
  const multipart = text.map((value) =>
    Buffer.from(
      `--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n${value}\r\n--xyz--\r\n`,
    ),
  );
  const encoded = fc.tuple(fc.oneof(json, form, multipart), fc.constantFrom(...ENCODINGS)).map(([body, encoding]) => {
    if (encoding === 'none') return { body, encoding: undefined };
    if (encoding === 'gzip') return { body: gzipSync(body), inflated: body, encoding };
    if (encoding === 'gzip bomb') return { body: GZIP_BOMB, encoding: 'gzip' };
    return { body, encoding };
  });
  return fc.oneof(
    { arbitrary: fc.constant({ headers: {} }), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          encoded,
          fc.oneof({ arbitrary: fc.constant('application/json'), weight: 3 }, fc.constantFrom(...CONTENT_TYPES)),
        )
        .map(([{ body, inflated, encoding }, contentType]) => ({
          body,
          inflated,
          headers: { 'Content-Type': contentType, ...(encoding ? { 'Content-Encoding': encoding } : {}) },
        })),
      weight: 6,
    },
  );
}

/** Header values as a client can send them: printable Latin-1, no line breaks. */
const headerText = fc.oneof(
  fc.constantFrom('', ' ', '*', ',,,', ';q=abc', 'ä'.repeat(20), 'x'.repeat(4000), 'null', '%E0%A4%A', '\t'),
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((code) => code !== 0x7f)
      .map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
);

const FORGED_TOKENS = [
  'Bearer ',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer\u00a0x',
];

/** Headers beside the body's: languages, cookies, credentials, ids, origins, some of them junk. */
function headersFor(caller: Caller): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        'Accept-Language': fc.oneof(fc.constantFrom('en', 'lt', 'en-US,en;q=0.9', 'xx-YY;q=abc', '*;q=-1'), headerText),
        Cookie: fc.oneof(
          fc.constantFrom('access_token=garbage', 'refresh_token=%E0%A4%A', '=;=;', 'access_token=; refresh_token='),
          headerText,
        ),
        Authorization: fc.oneof(fc.constantFrom(...FORGED_TOKENS), headerText),
        'X-Request-Id': headerText,
        'Idempotency-Key': headerText,
        Origin: fc.constantFrom('null', 'http://evil.example', 'http://127.0.0.1', 'file://'),
        Accept: fc.constantFrom('*/*', 'text/html', 'application/pdf', 'x/y;q=0'),
      },
      { requiredKeys: [] },
    )
    .map((headers) => {
      // The admin's own credentials are set when sending; junk ones would only replace them.
      if (caller !== 'forged') {
        delete headers.Authorization;
        delete headers.Cookie;
      }
      return headers;
    });
}

/** For a URL: an unpaired surrogate has no UTF-8 form (encodeURIComponent throws), so it becomes U+FFFD first. */
const percentEncoded = (value: string) => encodeURIComponent(Buffer.from(value).toString());

const NASTY_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '..',
  '%2e%2e',
  '%2F',
  'a%0Ab',
  '%F0%9F%98%80',
  'x'.repeat(3000),
];

function pathFor(operation: Operation, ids: KnownIds): fc.Arbitrary<string> {
  const known = [...ids.events, ...ids.ticketTypes, ...ids.users, 'sandbox', 'paysera', 'makecommerce'];
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 4 },
    { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 2 },
    { arbitrary: text.map(percentEncoded), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
  );
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...operation.queryParams, 'page'), weight: 3 },
        fc.constantFrom('__proto__[x]', 'constructor[prototype][x]', 'a[b][c][d]', 'limit[]', ''),
      ),
      fc.oneof(text.map(percentEncoded), number.map(String), fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '[]')),
    ),
    { maxLength: 4 },
  );
  return fc
    .tuple(fc.array(segment, { minLength: operation.pathParams.length, maxLength: operation.pathParams.length }), query)
    .map(([segments, pairs]) => {
      let path = operation.path;
      operation.pathParams.forEach((name, index) => (path = path.replace(`{${name}}`, segments[index]!)));
      const search = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
      return search ? `${path}?${search}` : path;
    });
}

/** Malformed requests to one route and method. */
export function malformedRequestTo(operation: Operation, ids: KnownIds): fc.Arbitrary<MalformedRequest> {
  return fc
    .constantFrom<Caller>('anonymous', 'admin', 'admin', 'forged')
    .chain((caller) =>
      fc.record({
        path: pathFor(operation, ids),
        described: bodyFor(operation, ids),
        headers: headersFor(caller),
        caller: fc.constant(caller),
      }),
    )
    .map(({ path, described, headers, caller }) => ({
      method: operation.method,
      route: operation.path,
      path,
      caller,
      headers: { ...headers, ...described.headers },
      body: described.body,
      inflated: described.inflated,
    }));
}
