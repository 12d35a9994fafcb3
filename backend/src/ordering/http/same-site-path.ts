import { HttpStatus } from '@nestjs/common';
import type { Request } from 'express';
import { sameSitePath } from '../../payments/public-api';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';

/**
 * A return address the client asked for, kept only as a path of this shop: an absolute URL must name
 * the host the request came to. Anything else is refused, so the payment flow is no open redirect.
 */
export function sameSitePathOf(url: string | undefined, request: Request, field: string): string | undefined {
  if (url === undefined || url === '') return undefined;
  let candidate = url;
  if (!url.startsWith('/')) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw refused(field);
    }
    if (parsed.host !== request.get('host')) throw refused(field);
    candidate = `${parsed.pathname}${parsed.search}`;
  }
  const path = sameSitePath(candidate);
  if (path === null) throw refused(field);
  return path;
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
