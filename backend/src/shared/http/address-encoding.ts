import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LocalizedHttpException } from './localized-exceptions';

const decodes = (path: string): boolean => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * An address whose percent-escapes are no UTF-8 (`%ED%A0%80`, a lone surrogate; `%FF`) cannot be
 * matched to a route: the router's own decoding throws, and Express's fallback handler answered that
 * with a bare "URI malformed" page. Refused here first, as the shop's localized 400.
 */
export const refuseMalformedAddress: RequestHandler = (request: Request, _response: Response, next: NextFunction) => {
  if (decodes(request.path)) return next();
  next(
    new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
      lt: 'Adresas netinkamai užkoduotas: jame yra ne UTF-8 simbolių',
      en: 'The address is not validly encoded: it holds characters that are not UTF-8',
    }),
  );
};
