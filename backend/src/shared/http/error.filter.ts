import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isConnectionError, UnstorableEventError } from '@ticketshop/projections';
import { DomainError } from '../event-sourcing/domain-error';
import { LocalizedHttpException, type LocalizedText } from './localized-exceptions';
import { RecordedNotYetReadable } from './read-your-writes.middleware';
import { redactedUrl } from './request-log';

export interface ErrorBody {
  statusCode: number;
  message: string;
  code?: string;
  errors: { field: string; message: string }[];
  /** A recorded write not readable yet (202): the new thing's id and the write's log position. */
  id?: string;
  position?: string;
}

const STATUS_OF_DOMAIN_ERROR = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
} as const;

const GENERIC: Record<number, LocalizedText> = {
  400: { lt: 'Netinkama užklausa', en: 'Bad request' },
  401: { lt: 'Reikia prisijungti', en: 'Unauthorized' },
  403: { lt: 'Neturite teisių', en: 'Forbidden' },
  404: { lt: 'Nerasta', en: 'Not found' },
  405: { lt: 'Toks veiksmas negalimas', en: 'Method not allowed' },
  409: { lt: 'Konfliktas su esama būsena', en: 'Conflict' },
  413: { lt: 'Užklausa per didelė', en: 'Payload too large' },
  415: { lt: 'Nepalaikomas turinio tipas', en: 'Unsupported media type' },
  429: { lt: 'Per daug užklausų, bandykite vėliau', en: 'Too many requests, try again later' },
  500: { lt: 'Įvyko klaida', en: 'An error occurred' },
  503: { lt: 'Paslauga laikinai nepasiekiama', en: 'Service temporarily unavailable' },
};

/**
 * The status of a client's mistake: Nest's own 4xx, or an Express middleware's error that carries a
 * 4xx status meant to be shown (http-errors sets `expose`), as body-parser's do.
 */
function clientErrorStatusOf(exception: unknown): number | undefined {
  if (exception instanceof HttpException) {
    return exception.getStatus() < 500 ? exception.getStatus() : undefined;
  }
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, expose } = exception as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500
    ? status
    : undefined;
}

/**
 * How long a client is asked to wait when the database is away: a restart takes seconds, and the shop
 * answers again within 5 s of the database's return (docs/operations.md, "Outages").
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Not naming the database: a connection refused by a payment provider's server lands here too. */
const UNAVAILABLE_TEXT: LocalizedText = {
  lt: 'Paslauga laikinai nepasiekiama. Bandykite dar kartą po kelių sekundžių.',
  en: 'The service is temporarily unavailable. Try again in a few seconds.',
};

const UNSTORABLE_TEXT: LocalizedText = {
  lt: 'Užklausoje yra simbolių, kurių negalima išsaugoti',
  en: 'The request holds characters that cannot be stored',
};

/**
 * Every error leaves in one shape, `{statusCode, message, errors[]}`, in the reader's language
 * (Accept-Language, Lithuanian by default). A 5xx never shows internals; they go to the log.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const language = request.acceptsLanguages('lt', 'en') === 'en' ? 'en' : 'lt';
    // Whatever the request was, a database (or another server) that cannot be reached is neither its
    // fault nor a bug: 503 with a Retry-After that load balancers and clients honour. Logged per
    // request without a stack: an outage is many such requests with one cause.
    if (isConnectionError(exception)) {
      this.logger.warn({
        msg: 'unavailable: connection failed',
        path: redactedUrl(request.url),
        error: String(exception),
      });
      if (response.headersSent) return;
      response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      response
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .json({ statusCode: 503, message: UNAVAILABLE_TEXT[language], errors: [] } satisfies ErrorBody);
      return;
    }
    const body = this.toBody(exception, language);
    if (body.statusCode >= 500) {
      this.logger.error({ msg: 'request failed', err: exception, path: redactedUrl(request.url) });
    }
    if (response.headersSent) return;
    if (exception instanceof LocalizedHttpException) {
      for (const [name, value] of Object.entries(exception.headers)) response.setHeader(name, value);
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, language: keyof LocalizedText): ErrorBody {
    if (exception instanceof DomainError) {
      return {
        statusCode: STATUS_OF_DOMAIN_ERROR[exception.kind],
        message: exception.messages[language],
        code: exception.code,
        errors:
          typeof exception.details.field === 'string'
            ? [{ field: exception.details.field, message: exception.messages[language] }]
            : [],
      };
    }
    if (exception instanceof RecordedNotYetReadable) {
      return {
        statusCode: exception.getStatus(),
        message: exception.messages[language],
        errors: [],
        id: exception.id,
        position: exception.position,
      };
    }
    if (exception instanceof LocalizedHttpException) {
      return {
        statusCode: exception.getStatus(),
        message: exception.messages[language],
        errors: exception.fieldErrors.map((error) => ({ field: error.field, message: error.message[language] })),
      };
    }
    // The input rules keep such text out; should any slip past them, the request is at fault and the
    // store kept none of it, so the caller is told, not the operator paged.
    if (exception instanceof UnstorableEventError) {
      return { statusCode: 400, message: UNSTORABLE_TEXT[language], errors: [] };
    }
    const clientStatus = clientErrorStatusOf(exception);
    if (clientStatus !== undefined) {
      return { statusCode: clientStatus, message: (GENERIC[clientStatus] ?? GENERIC[400]!)[language], errors: [] };
    }
    const status = exception instanceof HttpException ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode: status, message: (GENERIC[status] ?? GENERIC[500]!)[language], errors: [] };
  }
}

/**
 * For Express's own middleware, which Nest's filter does not stand around (the shop pages that read
 * the catalog for their head): a connection error is the same 503 with Retry-After, as text in the
 * reader's language, rather than Express's bare 500 page. Anything else goes on as before.
 */
export function answerUnavailable(error: unknown, request: Request, response: Response, next: NextFunction): void {
  if (!isConnectionError(error) || response.headersSent) return next(error);
  const language = request.acceptsLanguages('lt', 'en') === 'en' ? 'en' : 'lt';
  response
    .status(HttpStatus.SERVICE_UNAVAILABLE)
    .setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    .type('text/plain')
    .send(UNAVAILABLE_TEXT[language]);
}
