import type { ServerResponse } from 'node:http';
import { basename, extname, relative, sep } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig } from '../config/app-config';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built front end. Vite names everything under assets/ by its content hash, so a browser may keep
 * those a year without asking again; index.html names the current hashes, so it is checked on every
 * load; the few unhashed files (favicon) are kept an hour. In production source maps are not served
 * (they would hand out the source): such a request ends in the shop's ordinary 404.
 *
 * The build writes each file's brotli (quality 11) and gzip (level 9) copy beside it (vite.config.ts);
 * a browser gets the copy its Accept-Encoding prefers, brotli first, with Content-Encoding and
 * Vary: Accept-Encoding, and the compression middleware leaves an answer so encoded alone. The copies are
 * found when the shop starts: a file built later goes out as built, compressed on the fly.
 */
export function serveFrontend(app: NestExpressApplication, dist: string, config: AppConfig): void {
  const files = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (response: ServerResponse, path: string) => {
        // `path` is the file sent, a compressed copy's when one is (index.html has none, see vite.config.ts).
        const [folder] = relative(dist, path).split(sep);
        response.setHeader(
          'Cache-Control',
          folder === 'assets' ? IMMUTABLE : basename(path) === 'index.html' ? 'no-cache' : 'public, max-age=3600',
        );
      },
    },
  });
  const hideSourceMaps = config.NODE_ENV === 'production';
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (hideSourceMaps && extname(request.path) === '.map') return next();
    files(request, response, next);
  });
}
