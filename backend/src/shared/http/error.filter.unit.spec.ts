import { ArgumentsHost, BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { UnstorableEventError } from '@ticketshop/projections';
import { DomainError } from '../event-sourcing/domain-error';
import { answerUnavailable, ErrorFilter } from './error.filter';

function respond(exception: unknown, acceptLanguage: 'lt' | 'en' = 'lt') {
  const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const request = { url: '/api/x', acceptsLanguages: () => acceptLanguage };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
  new ErrorFilter().catch(exception, host);
  return sent;
}

describe('error filter', () => {
  beforeEach(() => {
    // The 5xx case logs on purpose; the log is not what these tests read.
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('given an unexpected error, then a 500 says nothing of its internals', () => {
    const sent = respond(new Error('connection to 10.0.0.5 refused, password=secret'));
    expect(sent).toEqual({ status: 500, body: { statusCode: 500, message: 'Įvyko klaida', errors: [] } });
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a crashed server', Object.assign(new Error('terminating connection because of crash'), { code: '57P02' })],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['a cause that is one', new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } })],
  ])('given %s, then a 503 with Retry-After in the reader’s language, logged as a warning', (_case, error) => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect(respond(error, 'en')).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
      body: {
        statusCode: 503,
        message: 'The service is temporarily unavailable. Try again in a few seconds.',
        errors: [],
      },
    });
    expect(respond(error).body).toMatchObject({
      message: 'Paslauga laikinai nepasiekiama. Bandykite dar kartą po kelių sekundžių.',
    });
    expect(warned).toHaveBeenCalled();
    expect(Logger.prototype.error).not.toHaveBeenCalled();
  });

  it('given an append the store refused for its text, then the caller gets a 400 in their language', () => {
    const sent = respond(new UnstorableEventError('order-1', 'NUL character', 0, ['data', 'buyer', 'firstName']), 'en');
    expect(sent).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'The request holds characters that cannot be stored', errors: [] },
    });
  });

  it('given a domain error, then its kind picks the status and its text the language', () => {
    const error = new DomainError('catalog-event.not-found', 'not-found', {
      lt: 'Renginys nerastas',
      en: 'Event not found',
    });
    expect(respond(error, 'en')).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Event not found', code: 'catalog-event.not-found', errors: [] },
    });
    const invalid = new DomainError('x.invalid', 'invalid', { lt: 'Blogai', en: 'Bad' }, { field: 'price' });
    expect(respond(invalid).body).toMatchObject({ statusCode: 400, errors: [{ field: 'price', message: 'Blogai' }] });
  });

  it("given Nest's own 4xx, then the one shape carries a translated text", () => {
    expect(respond(new NotFoundException('Cannot GET /api/x'), 'en').body).toEqual({
      statusCode: 404,
      message: 'Not found',
      errors: [],
    });
    expect(respond(new BadRequestException('Unexpected token in JSON')).body).toEqual({
      statusCode: 400,
      message: 'Netinkama užklausa',
      errors: [],
    });
  });

  it("given an Express middleware's client error, then its 4xx in the one shape, not a logged 500", () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(respond(tooLarge, 'en')).toEqual({
      status: 413,
      body: { statusCode: 413, message: 'Payload too large', errors: [] },
    });
    expect(Logger.prototype.error).not.toHaveBeenCalled();
  });

  it('given a status on an error not meant to be shown, then it stays a 500', () => {
    const internal = Object.assign(new Error('template /srv/views/x.hbs line 3'), { status: 400 });
    expect(respond(internal).status).toBe(500);
  });

  it('given an Express middleware that lost the database (a shop page), then 503 text, and any other error goes on', () => {
    const sent: { status?: number; headers: Record<string, string>; type?: string; body?: unknown } = { headers: {} };
    const response = {
      headersSent: false,
      status: (code: number) => ((sent.status = code), response),
      setHeader: (name: string, value: string) => ((sent.headers[name] = value), response),
      type: (type: string) => ((sent.type = type), response),
      send: (body: unknown) => (sent.body = body),
    };
    const request = { acceptsLanguages: () => 'en' };
    const passed: unknown[] = [];
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    answerUnavailable(refused, request as never, response as never, (error?: unknown) => passed.push(error));
    expect(sent).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
      type: 'text/plain',
      body: 'The service is temporarily unavailable. Try again in a few seconds.',
    });
    const bug = new Error('a bug');
    answerUnavailable(bug, request as never, response as never, (error?: unknown) => passed.push(error));
    expect(passed).toEqual([bug]);
  });
});
