import { basename, extname, relative, sep } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../config/app-config';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built front end. Vite names everything under assets/ by its content hash, so a browser may keep
 * those a year without asking again; index.html names the current hashes, so it is checked on every
 * load; the few unhashed files (favicon) are kept an hour. In production source maps are not served
 * (they would hand out the source): such a request ends in the shop's ordinary 404.
 */
export function serveFrontend(app: NestExpressApplication, dist: string, config: AppConfig): void {
  const files = express.static(dist, {
    index: false,
    cacheControl: false,
    setHeaders: (response: Response, path: string) => {
      const [folder] = relative(dist, path).split(sep);
      response.setHeader(
        'Cache-Control',
        folder === 'assets' ? IMMUTABLE : basename(path) === 'index.html' ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  const hideSourceMaps = config.NODE_ENV === 'production';
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (hideSourceMaps && extname(request.path) === '.map') return next();
    files(request, response, next);
  });
}
