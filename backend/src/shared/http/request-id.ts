import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, type NestMiddleware } from '@nestjs/common';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** The response header that answers the request's id. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request's id: a caller's own id is kept, so one id follows a request across services; otherwise
 * a new one. Kept on the request, so that everything asking later gets the same.
 */
export function requestIdFrom(request: IncomingMessage & { id?: unknown }): string {
  if (typeof request.id === 'string') return request.id;
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  request.id = id;
  return id;
}

/** The request's id, answered in `X-Request-Id`. The request logger and this middleware share it. */
export function requestIdOf(request: IncomingMessage & { id?: unknown }, response: ServerResponse): string {
  if (typeof request.id === 'string') return request.id;
  const id = requestIdFrom(request);
  response.setHeader(REQUEST_ID_HEADER, id);
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
