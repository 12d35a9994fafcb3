import {
  HttpStatus,
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { LocalizedHttpException } from './localized-exceptions';
import { fallbackMessage } from './validation-messages';
import { REQUEST_HAS_ERRORS } from './validation.pipe';

const TAKES_FOREIGN_QUERY = 'ticketshop:takes-foreign-query';

/**
 * A route that reads a query it does not choose, as it comes (a payment provider's return or
 * notification names its own fields): unknown keys are its to ignore.
 */
export const TakesForeignQuery = (): ClassDecorator & MethodDecorator => SetMetadata(TAKES_FOREIGN_QUERY, true);

/** What a route reads from its query: a class (checked by the validation pipe), some named keys, or nothing. */
type QueryRule = 'class' | 'foreign' | readonly string[];

interface RouteArgument {
  index: number;
  data?: unknown;
}

/**
 * Refuses query keys a route does not know, as the validation pipe refuses them for a route that reads
 * its query into a class: a route that reads none (or only `@Query('name')`) never meets the pipe with
 * its query, so `?anything=1` went through unnoticed (issue 22). Runs after the guards (an anonymous
 * caller still gets 401) and before the pipes; the answer is the pipe's 400 with a field error per key.
 */
@Injectable()
export class QueryKeysInterceptor implements NestInterceptor {
  private readonly rules = new Map<unknown, QueryRule>();

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const query = context.switchToHttp().getRequest<Request>().query as Record<string, unknown> | undefined;
    const keys = Object.keys(query ?? {});
    if (keys.length === 0) return next.handle();
    const rule = this.ruleOf(context);
    if (rule === 'class' || rule === 'foreign') return next.handle();
    const unknown = keys.filter((key) => !rule.includes(key));
    if (unknown.length === 0) return next.handle();
    throw new LocalizedHttpException(
      HttpStatus.BAD_REQUEST,
      REQUEST_HAS_ERRORS,
      unknown.map((key) => ({ field: key, message: fallbackMessage('whitelistValidation', key, '') })),
    );
  }

  private ruleOf(context: ExecutionContext): QueryRule {
    const handler = context.getHandler();
    const known = this.rules.get(handler);
    if (known) return known;
    let rule: QueryRule;
    if (this.reflector.getAllAndOverride<boolean>(TAKES_FOREIGN_QUERY, [handler, context.getClass()])) {
      rule = 'foreign';
    } else {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {}) as Record<
        string,
        RouteArgument
      >;
      const queries = Object.entries(args)
        .filter(([key]) => key.split(':')[0] === String(RouteParamtypes.QUERY))
        .map(([, argument]) => argument.data);
      rule = queries.some((data) => typeof data !== 'string') ? 'class' : (queries as string[]);
    }
    this.rules.set(handler, rule);
    return rule;
  }
}
