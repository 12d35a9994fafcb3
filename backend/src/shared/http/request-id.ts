import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, type NestMiddleware } from '@nestjs/common';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * The request's id, answered in `X-Request-Id`: a caller's own id is kept, so one id follows a request
 * across services; otherwise a new one. The request logger and this middleware share it.
 */
export function requestIdOf(request: IncomingMessage & { id?: unknown }, response: ServerResponse): string {
  if (typeof request.id === 'string') return request.id;
  const incoming = request.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  request.id = id;
  response.setHeader('x-request-id', id);
  return id;
}

/** Gives every request its id, also when request logging is off. */
@Injectable()
export class RequestIdMiddleware implements NestMiddleware {
  use(request: IncomingMessage, response: ServerResponse, next: () => void): void {
    requestIdOf(request, response);
    next();
  }
}
