import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import { requestLogSampleOf, type AppConfig } from '../../config/app-config';
import { requestIdOf } from './request-id';

type LevelOf = NonNullable<Options['customLogLevel']>;

const startedAt = new WeakMap<IncomingMessage, number>();

/**
 * Which finished requests the request log keeps, and at what level: failures (5xx, an exception) as
 * errors, refusals (4xx) and slow requests as warnings, always; of the rest a sample at info and the
 * others at debug, so that a busy shop's log holds what needs looking at rather than every request.
 */
export function requestLogLevel(config: AppConfig, random: () => number = Math.random): LevelOf {
  const sample = requestLogSampleOf(config);
  return (request, response, error) => {
    if (error || response.statusCode >= 500) return 'error';
    if (response.statusCode >= 400) return 'warn';
    const started = startedAt.get(request);
    if (started !== undefined && performance.now() - started >= config.SLOW_REQUEST_MS) return 'warn';
    return sample > 0 && random() < sample ? 'info' : 'debug';
  };
}

/** The request logger's options: one short line per kept request, without the headers. */
export function requestLogOptions(config: AppConfig): Options {
  return {
    level: config.LOG_LEVEL,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      startedAt.set(request, performance.now());
      return requestIdOf(request, response);
    },
    customLogLevel: requestLogLevel(config),
    serializers: {
      req: (request: {
        id: unknown;
        method: string;
        url: string;
        remoteAddress?: string;
        headers: Record<string, unknown>;
      }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
        remoteAddress: request.remoteAddress,
        userAgent: request.headers['user-agent'],
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    autoLogging: {
      ignore: (request) => request.url?.startsWith('/api/health') === true || request.url === '/api/metrics',
    },
  };
}

const LOGS_EVERY_REQUEST = new Set(['debug', 'trace']);

/** Whether the request log keeps a successful, quick request (sampled at info, or every one at debug). */
export function requestLogged(config: AppConfig, random: () => number = Math.random): () => boolean {
  if (LOGS_EVERY_REQUEST.has(config.LOG_LEVEL)) return () => true;
  if (config.LOG_LEVEL !== 'info') return () => false;
  const sample = requestLogSampleOf(config);
  return () => sample > 0 && random() < sample;
}

/**
 * The request log of the fast path of public reads, which answers without Express and so without the
 * request logger there: it keeps the same requests, in the same line, into the same log (`logger`, the
 * shop's root logger, known once the application has started). Called before the answer is sent.
 */
export function fastPathRequestLog(
  config: AppConfig,
  logger: () => Logger | undefined,
  random: () => number = Math.random,
): (request: IncomingMessage, response: ServerResponse) => void {
  const kept = requestLogged(config, random);
  let log: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  return (request, response) => {
    if (!kept()) return;
    // Already sampled: the level is decided as for a request the sample drew.
    log ??= pinoHttp({
      ...requestLogOptions(config),
      customLogLevel: requestLogLevel(config, () => 0),
      logger: logger(),
    });
    log(request, response);
  };
}
