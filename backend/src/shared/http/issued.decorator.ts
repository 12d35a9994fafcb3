import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@ticketshop/projections';
import type { Request, Response } from 'express';
import { actorOf, type AuthenticatedUser } from '../../identity/public-api';
import { commandMetadata, SYSTEM_ACTOR, type CommandMetadata } from '../event-sourcing/command-metadata';
import { requestIdOf } from './request-id';

/**
 * The metadata of a command issued over HTTP (docs/architecture.md, "The HTTP command kit"): the
 * signed-in user is the actor; on a public route, whose visitor has no id to name, the actor given
 * (`@Issued(GUEST_CHECKOUT)`) or the shop itself. The request's id — the one the request log and
 * `X-Request-Id` carry — is the correlation id, so the events a request caused are found from its log line.
 */
export const Issued = createParamDecorator((visitor: Actor | undefined, context: ExecutionContext): CommandMetadata => {
  const http = context.switchToHttp();
  const request = http.getRequest<Request & { user?: AuthenticatedUser }>();
  const actor = request.user ? actorOf(request.user) : (visitor ?? SYSTEM_ACTOR);
  return commandMetadata(actor, requestIdOf(request, http.getResponse<Response>()));
});
