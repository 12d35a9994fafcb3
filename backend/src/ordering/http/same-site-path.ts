import { HttpStatus } from '@nestjs/common';
import type { Request } from 'express';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';

/**
 * A return address the client asked for, kept only as a path of this shop: an absolute URL must name
 * the host the request came to. Anything else is refused, so the payment flow is no open redirect.
 */
export function sameSitePath(url: string | undefined, request: Request, field: string): string | undefined {
  if (url === undefined || url === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    throw refused(field);
  }
  const relative = parsed.host === 'relative.invalid' && url.startsWith('/') && !url.startsWith('//');
  if (!relative && parsed.host !== request.get('host')) throw refused(field);
  return `${parsed.pathname}${parsed.search}`;
}

const refused = (field: string) =>
  new LocalizedHttpException(
    HttpStatus.BAD_REQUEST,
    { lt: 'Grįžimo adresas turi būti šios parduotuvės puslapis', en: 'The return address must be a page of this shop' },
    [
      {
        field,
        message: {
          lt: 'Grįžimo adresas turi būti šios parduotuvės puslapis',
          en: 'The return address must be a page of this shop',
        },
      },
    ],
  );
