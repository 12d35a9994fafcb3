import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { RequestHandler } from 'express';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { mediaDirOf, trustProxyOf, type AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { serveFrontend } from './web/frontend-assets';
import { serveShopPages } from './web/shop-pages';
import { securityHeaders } from './web/security-headers';
import { refuseMalformedAddress } from './shared/http/address-encoding';
import { answerUnavailable } from './shared/http/error.filter';
import { useBodyParsers } from './shared/http/body-parsing';
import { withResponseExamples } from './shared/http/openapi-examples';
import { PublicReads } from './shared/http/public-reads/public-reads';
import { headersSetBy, PublicReadsFastPath } from './shared/http/public-reads/public-reads-fast-path';
import { fastPathRequestLog } from './shared/http/request-log';
import { ShopSettings } from './settings/shop-settings';
import { ACCESS_BEARER_SCHEME, ACCESS_COOKIE_SCHEME, REFRESH_COOKIE_SCHEME } from './identity/auth/access-decorators';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './identity/infrastructure/session-policy';
import { METRICS_TOKEN_SCHEME } from './health/metrics-access';

const API_PREFIX = 'api';
const ASSETS_DIR = resolve(__dirname, '../assets');

/** Where the shop's log goes instead of stdout (a spec reading what the log keeps). */
export interface AppOptions {
  logDestination?: DestinationStream;
}

/** Builds the whole shop: API, OpenAPI, demo media and the front end with its SPA fallback. */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.logDestination), {
    bufferLogs: true,
    // The shop's own parsers (useBodyParsers) replace Nest's: limits, depth and localized errors.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.disable('x-powered-by');
  // Only the proxies TRUST_PROXY names may set the client's address; by default it is the connection's.
  app.set('trust proxy', trustProxyOf(config));
  // Before anything answers, so the API, the docs and the files all go out compressed (brotli or
  // gzip, as the browser accepts) and with the security headers.
  app.use(compression());
  const headers = securityHeaders(config, `/${API_PREFIX}/docs`);
  app.use(headers);
  app.use(cookieParser());
  app.use(refuseMalformedAddress);
  useBodyParsers(app, API_PREFIX);

  SwaggerModule.setup(`${API_PREFIX}/docs`, app, openApiDocument(app), {
    jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
  });

  app.useStaticAssets(join(ASSETS_DIR, 'demo-images'), { prefix: '/media/demo', maxAge: '7d' });
  // Uploaded images never change under a name (a new upload gets a new id), so browsers may keep them.
  app.useStaticAssets(join(mediaDirOf(config), 'events'), { prefix: '/media/events', maxAge: '365d', immutable: true });
  const frontend = config.FRONTEND_DIST || resolve(__dirname, '../../frontend/dist');
  if (existsSync(join(frontend, 'index.html'))) serveFrontend(app, frontend, config);
  // Any page address the API does not own is the single-page app's, with its head rendered per page.
  serveShopPages(app, { frontendDist: frontend, apiPrefix: API_PREFIX, config });
  // A page whose head could not read the catalog for want of the database: 503, not Express's 500.
  app.use(answerUnavailable);
  installPublicReadsFastPath(app, config, headers);
  return app;
}

/**
 * The API's OpenAPI document (docs/api.md). A signed-in route accepts the access token either way the
 * JWT strategy reads it, so the document defines both schemes under the names `SignedIn` refers to.
 * Swagger UI sends only the bearer one: a browser never lets a page set a Cookie header, the cookie
 * travels by itself once the shop's sign-in has set it.
 *
 * @public frontend/scripts/api-types.mjs loads it from the build (backend/dist/app.js) to generate the
 * front end's API types; knip does not follow that require.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Ticket shop API')
      .setDescription('Events, tickets and orders of the Baltic ticket shop. Errors: {statusCode, message, errors[]}.')
      .setVersion('1')
      .addServer('/', 'This shop')
      .addCookieAuth(
        ACCESS_COOKIE,
        { type: 'apiKey', description: 'The httpOnly cookie POST /api/auth/login sets for the shop’s pages' },
        ACCESS_COOKIE_SCHEME,
      )
      .addCookieAuth(
        REFRESH_COOKIE,
        { type: 'apiKey', description: 'The httpOnly cookie sign-in sets, sent only to /api/auth' },
        REFRESH_COOKIE_SCHEME,
      )
      .addBearerAuth(
        {
          type: 'http',
          bearerFormat: 'JWT',
          description: 'accessToken from POST /api/auth/login or /api/auth/refresh',
        },
        ACCESS_BEARER_SCHEME,
      )
      .addBearerAuth(
        {
          type: 'http',
          bearerFormat: 'METRICS_TOKEN',
          description: 'METRICS_TOKEN, for GET /api/metrics (docs/operations.md)',
        },
        METRICS_TOKEN_SCHEME,
      )
      .build(),
  );
  // Deny by default: an operation no access decorator documented is a Public() one, and says so
  // (an empty list) rather than leaving readers and linters to guess.
  for (const operations of Object.values(document.paths))
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = operations[method];
      if (operation && !operation.security) operation.security = [];
    }
  return withResponseExamples(document);
}

/** Cached public reads skip Express and Nest (docs/operations.md, "Public reads"), never maintenance mode. */
function installPublicReadsFastPath(app: NestExpressApplication, config: AppConfig, headers: RequestHandler): void {
  const fastPath = new PublicReadsFastPath(app.get(PublicReads), {
    headers: headersSetBy(headers, `/${API_PREFIX}/events`),
    log: fastPathRequestLog(config, () => PinoLogger.root),
  });
  const settings = app.get(ShopSettings);
  fastPath.admitOnlyWhile(() => !settings.current().maintenance.maintenanceMode);
  fastPath.install(app.getHttpServer());
}
