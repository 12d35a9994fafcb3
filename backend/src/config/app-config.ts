/**
 * Configuration comes from the environment and is checked once at start: a bad value stops the shop
 * with a message naming the variable, instead of failing later in a request.
 */
import { join, resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

const TRUST_PROXY_ENTRY = String.raw`(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(?:/\d{1,3})?)`;
const TRUST_PROXY_FORMAT = new RegExp(
  String.raw`^\s*(?:\d{1,2}|${TRUST_PROXY_ENTRY}(?:\s*,\s*${TRUST_PROXY_ENTRY})*)\s*$`,
);

const SOCIAL_URL = /^https:\/\/[^\s/]+(\/\S*)?$/;

class EnvironmentVariables {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(0)
  @Max(65535)
  @Transform(({ value }) => (value === undefined || value === '' ? 3000 : Number(value)))
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must look like postgres://user@host:5432/database' })
  DATABASE_URL?: string;

  @IsOptional()
  @Matches(/^(esdb|kurrentdb|kurrent|esdb\+discover):\/\/.+/, {
    message: 'EVENTSTORE_URL must look like esdb://host:2113?tls=false',
  })
  EVENTSTORE_URL?: string;

  /**
   * The rate limits' store when set (redis://[:password@]host:6379[/db], rediss:// for TLS); otherwise
   * they live in the shop's PostgreSQL database, or in memory on embedded PGlite (docs/operations.md,
   * "Limits and proxies").
   */
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must look like redis://host:6379' })
  REDIS_URL?: string;

  @IsString()
  DATA_DIR = 'data';

  /** Names this process in /api/health's `jobs` and in the job leases; defaults to hostname:pid. */
  @IsOptional()
  @Matches(/^[^\s]{1,100}$/, { message: 'INSTANCE_NAME must be 1-100 characters without spaces' })
  INSTANCE_NAME?: string;

  /** Uploaded images (event pictures). Defaults to DATA_DIR/media; docker-compose mounts a volume here. */
  @IsOptional()
  @IsString()
  MEDIA_DIR?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Demo catalog on first start of an empty store; on by default only in embedded mode. */
  @IsOptional()
  @IsBoolean()
  @Transform(toBoolean)
  DEMO_DATA?: boolean;

  /**
   * Whether this process takes part in running the projections. Each runs in one process at a time,
   * whichever holds its lease (docs/operations.md, "Who runs the background jobs"); false opts out.
   */
  @IsBoolean()
  @Transform(({ value }) => toBoolean({ value }) ?? true)
  RUN_PROJECTIONS = true;

  /**
   * Whether this process takes part in running the process managers (ticket issuing, expiry, refunds,
   * mails, invoicing) and the hold sweeper: each runs in the one process holding its lease; false opts out.
   */
  @IsBoolean()
  @Transform(({ value }) => toBoolean({ value }) ?? true)
  RUN_PROCESS_MANAGERS = true;

  /** How long a query may wait for the reader's own write to be projected. */
  @IsInt()
  @Min(0)
  @Max(30000)
  @Transform(({ value }) => (value === undefined || value === '' ? 5000 : Number(value)))
  READ_WAIT_TIMEOUT_MS = 5000;

  /**
   * Public reads are answered from memory until their read model moves; the shop reads the
   * projection's checkpoint at most this often while serving them (0: on every request).
   */
  @IsInt()
  @Min(0)
  @Max(10000)
  @Transform(({ value }) => (value === undefined || value === '' ? 50 : Number(value)))
  PUBLIC_CACHE_CHECK_MS = 50;

  /** Memory the cached public answers may take; the least recently used go first. */
  @IsInt()
  @Min(1)
  @Max(4096)
  @Transform(({ value }) => (value === undefined || value === '' ? 64 : Number(value)))
  PUBLIC_CACHE_MAX_MB = 64;

  /** `s-maxage` of public reads: how long a CDN or proxy may serve one without asking. */
  @IsInt()
  @Min(0)
  @Max(3600)
  @Transform(({ value }) => (value === undefined || value === '' ? 1 : Number(value)))
  PUBLIC_CACHE_SHARED_SECONDS = 1;

  /** `stale-while-revalidate` of public reads (0: none). */
  @IsInt()
  @Min(0)
  @Max(86400)
  @Transform(({ value }) => (value === undefined || value === '' ? 5 : Number(value)))
  PUBLIC_CACHE_STALE_SECONDS = 5;

  /**
   * Share of successful requests logged, 0–1; by default all outside production and 1 % in it.
   * Errors (5xx), refusals (4xx) and slow requests are always logged.
   */
  @IsOptional()
  @IsNumber({}, { message: 'REQUEST_LOG_SAMPLE must be a number from 0 to 1' })
  @Min(0)
  @Max(1)
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  REQUEST_LOG_SAMPLE?: number;

  /** A request taking longer is logged whatever the sampling. */
  @IsInt()
  @Min(1)
  @Transform(({ value }) => (value === undefined || value === '' ? 1000 : Number(value)))
  SLOW_REQUEST_MS = 1000;

  /** How long a readiness check (database, projections) is reused by /api/health and /api/health/ready. */
  @IsInt()
  @Min(0)
  @Max(60000)
  @Transform(({ value }) => (value === undefined || value === '' ? 2000 : Number(value)))
  HEALTH_CHECK_CACHE_MS = 2000;

  @IsString()
  FRONTEND_DIST = '';

  /** Address of the shop as buyers reach it; links in mails point here. Defaults to http://localhost:PORT. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, { message: 'PUBLIC_URL must look like https://bilietai.example' })
  PUBLIC_URL?: string;

  /** The shop's profiles the footer links to through /social/<network>; a network left unset has no link. */
  @IsOptional()
  @Matches(SOCIAL_URL, { message: 'SOCIAL_FACEBOOK_URL must be an https:// address' })
  SOCIAL_FACEBOOK_URL?: string;

  @IsOptional()
  @Matches(SOCIAL_URL, { message: 'SOCIAL_LINKEDIN_URL must be an https:// address' })
  SOCIAL_LINKEDIN_URL?: string;

  @IsOptional()
  @Matches(SOCIAL_URL, { message: 'SOCIAL_INSTAGRAM_URL must be an https:// address' })
  SOCIAL_INSTAGRAM_URL?: string;

  @IsOptional()
  @Matches(SOCIAL_URL, { message: 'SOCIAL_TWITTER_URL must be an https:// address' })
  SOCIAL_TWITTER_URL?: string;

  /**
   * Signs access tokens. Required in production; elsewhere a generated secret is kept in DATA_DIR so
   * sessions survive restarts.
   */
  @IsOptional()
  @IsString()
  @Matches(/^.{32,}$/, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  /**
   * Encrypts the secrets saved in the settings screen (SMTP password, provider keys): 32 bytes, base64.
   * Required in production; elsewhere a generated key is kept in DATA_DIR (docs/settings.md).
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, {
    message: 'SETTINGS_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
  })
  SETTINGS_ENCRYPTION_KEY?: string;

  /** Outgoing mail. Without SMTP_HOST (outside production) mails are caught locally: /api/dev/mailbox. */
  @IsOptional()
  @IsString()
  SMTP_HOST?: string;

  @IsInt()
  @Min(1)
  @Max(65535)
  @Transform(({ value }) => (value === undefined || value === '' ? 587 : Number(value)))
  SMTP_PORT = 587;

  /** Implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  @IsBoolean()
  @Transform(({ value }) => toBoolean({ value }) ?? false)
  SMTP_SECURE = false;

  @IsOptional()
  @IsString()
  SMTP_USER?: string;

  @IsOptional()
  @IsString()
  SMTP_PASSWORD?: string;

  @IsString()
  MAIL_FROM = 'Bilietų parduotuvė <no-reply@bilietai.localhost>';

  /**
   * Account mails wait in the mail outbox until the SMTP server accepts them: the pause after the
   * first failure, doubling after each next one up to MAIL_RETRY_MAX_MS (docs/operations.md, "Mail").
   */
  @IsInt()
  @Min(1)
  @Max(3_600_000)
  @Transform(({ value }) => (value === undefined || value === '' ? 1000 : Number(value)))
  MAIL_RETRY_FIRST_MS = 1000;

  @IsInt()
  @Min(1)
  @Max(86_400_000)
  @Transform(({ value }) => (value === undefined || value === '' ? 900_000 : Number(value)))
  MAIL_RETRY_MAX_MS = 900_000;

  /** A mail the SMTP server has not accepted this many days after it was written is given up. */
  @IsInt()
  @Min(1)
  @Max(30)
  @Transform(({ value }) => (value === undefined || value === '' ? 3 : Number(value)))
  MAIL_GIVE_UP_DAYS = 3;

  /**
   * Payment providers buyers may choose, comma-separated, in the order offered: sandbox, makecommerce,
   * paysera. Defaults to the built-in sandbox outside production; production must name its providers.
   */
  @IsOptional()
  @Matches(/^\s*(sandbox|makecommerce|paysera)(\s*,\s*(sandbox|makecommerce|paysera))*\s*$/, {
    message: 'PAYMENT_PROVIDERS must list sandbox, makecommerce and/or paysera, separated by commas',
  })
  PAYMENT_PROVIDERS?: string;

  /** The payment fee in percent of the discounted subtotal, charged on top (0–10 in steps of 0.1: docs/settings.md). */
  @IsNumber({ maxDecimalPlaces: 1 })
  @Min(0)
  @Max(10)
  @Transform(({ value }) => (value === undefined || value === '' ? 0 : Number(value)))
  PAYMENT_FEE_PERCENT = 0;

  /** How long an unpaid order holds its seats before it expires and they return to sale. */
  @IsInt()
  @Min(1)
  @Max(120)
  @Transform(({ value }) => (value === undefined || value === '' ? 15 : Number(value)))
  ORDER_HOLD_MINUTES = 15;

  /** How often expired holds are looked for. */
  @IsInt()
  @Min(100)
  @Max(600000)
  @Transform(({ value }) => (value === undefined || value === '' ? 5000 : Number(value)))
  ORDER_SWEEP_INTERVAL_MS = 5000;

  /**
   * Orders one client address may place per ORDER_RATE_WINDOW_SECONDS (docs/operations.md, "Limits and
   * proxies"); a retry with the same Idempotency-Key is not counted again.
   */
  @IsInt()
  @Min(1)
  @Transform(({ value }) => (value === undefined || value === '' ? 10 : Number(value)))
  ORDER_RATE_PER_ADDRESS = 10;

  /** Orders one buyer e-mail (normalised) may place per ORDER_RATE_WINDOW_SECONDS. */
  @IsInt()
  @Min(1)
  @Transform(({ value }) => (value === undefined || value === '' ? 5 : Number(value)))
  ORDER_RATE_PER_EMAIL = 5;

  @IsInt()
  @Min(1)
  @Max(86400)
  @Transform(({ value }) => (value === undefined || value === '' ? 600 : Number(value)))
  ORDER_RATE_WINDOW_SECONDS = 600;

  /** Price quotes one client address may ask for per QUOTE_RATE_WINDOW_SECONDS. */
  @IsInt()
  @Min(1)
  @Transform(({ value }) => (value === undefined || value === '' ? 120 : Number(value)))
  QUOTE_RATE_PER_ADDRESS = 120;

  @IsInt()
  @Min(1)
  @Max(86400)
  @Transform(({ value }) => (value === undefined || value === '' ? 60 : Number(value)))
  QUOTE_RATE_WINDOW_SECONDS = 60;

  /** Report exports (PDF, .xlsx, CSV) one client address may ask for per EXPORT_RATE_WINDOW_SECONDS. */
  @IsInt()
  @Min(1)
  @Transform(({ value }) => (value === undefined || value === '' ? 20 : Number(value)))
  EXPORT_RATE_PER_ADDRESS = 20;

  @IsInt()
  @Min(1)
  @Max(86400)
  @Transform(({ value }) => (value === undefined || value === '' ? 600 : Number(value)))
  EXPORT_RATE_WINDOW_SECONDS = 600;

  /**
   * Seats one buyer (by normalised e-mail) may hold unpaid for one event at once: twice the default
   * per-order maximum of 10 (docs/catalog.md), so a second order fits while the first is being paid.
   */
  @IsInt()
  @Min(1)
  @Transform(({ value }) => (value === undefined || value === '' ? 20 : Number(value)))
  MAX_HELD_SEATS_PER_BUYER = 20;

  /**
   * Which proxies' X-Forwarded-For to believe: unset (the default) believes none, so a client's address
   * is the connection's; a hop count (1 behind one proxy) or a comma-separated list of addresses, subnets
   * and loopback/linklocal/uniquelocal, as Express's "trust proxy" takes them.
   */
  @IsOptional()
  @Matches(TRUST_PROXY_FORMAT, {
    message: 'TRUST_PROXY must be a hop count (1) or addresses/subnets/loopback separated by commas',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsString()
  MAKECOMMERCE_SHOP_ID?: string;

  @IsOptional()
  @IsString()
  MAKECOMMERCE_SECRET_KEY?: string;

  /** The API base; the provider's test API unless set (docs/payments.md). */
  @IsOptional()
  @Matches(/^https?:\/\/\S+\/$/, { message: 'MAKECOMMERCE_API_URL must be an http(s) URL ending in /' })
  MAKECOMMERCE_API_URL?: string;

  @IsOptional()
  @Matches(/^\d+$/, { message: 'PAYSERA_PROJECT_ID must be a number' })
  PAYSERA_PROJECT_ID?: string;

  @IsOptional()
  @IsString()
  PAYSERA_PASSWORD?: string;

  /** Paysera's public key (PEM) to check ss3 signatures; without it ss1 is checked. */
  @IsOptional()
  @IsString()
  PAYSERA_PUBLIC_KEY?: string;

  /** Paysera test payments (no money moves); on unless production. */
  @IsOptional()
  @IsBoolean()
  @Transform(toBoolean)
  PAYSERA_TEST?: boolean;

  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'PAYSERA_PAY_URL must be an http(s) URL' })
  PAYSERA_PAY_URL?: string;

  /** Signs the sandbox provider's pages and notifications; generated at start when unset. */
  @IsOptional()
  @IsString()
  @Matches(/^.{32,}$/, { message: 'PAYMENT_SANDBOX_SECRET must be at least 32 characters' })
  PAYMENT_SANDBOX_SECRET?: string;

  /**
   * Bearer token that opens GET /api/metrics. In production the route answers 404 without it; elsewhere
   * the metrics are open unless it is set.
   */
  @IsOptional()
  @IsString()
  @Matches(/^\S{32,}$/, { message: 'METRICS_TOKEN must be at least 32 characters without spaces' })
  METRICS_TOKEN?: string;
}

// Properties without a default are not own keys of a fresh instance, so they are listed here.
const OPTIONAL_VARIABLES = [
  'DATABASE_URL',
  'MEDIA_DIR',
  'EVENTSTORE_URL',
  'INSTANCE_NAME',
  'REDIS_URL',
  'DEMO_DATA',
  'PUBLIC_URL',
  'SOCIAL_FACEBOOK_URL',
  'SOCIAL_LINKEDIN_URL',
  'SOCIAL_INSTAGRAM_URL',
  'SOCIAL_TWITTER_URL',
  'JWT_SECRET',
  'SETTINGS_ENCRYPTION_KEY',
  'SMTP_HOST',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'PAYMENT_PROVIDERS',
  'MAKECOMMERCE_SHOP_ID',
  'MAKECOMMERCE_SECRET_KEY',
  'MAKECOMMERCE_API_URL',
  'PAYSERA_PROJECT_ID',
  'PAYSERA_PASSWORD',
  'PAYSERA_PUBLIC_KEY',
  'PAYSERA_TEST',
  'PAYSERA_PAY_URL',
  'PAYMENT_SANDBOX_SECRET',
  'TRUST_PROXY',
  'METRICS_TOKEN',
  'REQUEST_LOG_SAMPLE',
];

export type AppConfig = EnvironmentVariables;

export class ConfigurationError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigurationError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = [...Object.keys(new EnvironmentVariables()), ...OPTIONAL_VARIABLES];
  const relevant = Object.fromEntries(
    // An empty variable means unset, as in shells and compose files.
    Object.entries(env).filter(([key, value]) => value !== '' && known.includes(key)),
  );
  const config = plainToInstance(EnvironmentVariables, relevant, { exposeDefaultValues: true });
  const problems = validateSync(config, { skipMissingProperties: false }).map(
    (error) => `${error.property}=${JSON.stringify(error.value)}: ${Object.values(error.constraints ?? {}).join(', ')}`,
  );
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    problems.push('JWT_SECRET=undefined: production needs a fixed secret of at least 32 characters');
  }
  if (config.NODE_ENV === 'production' && !config.SETTINGS_ENCRYPTION_KEY) {
    problems.push(
      'SETTINGS_ENCRYPTION_KEY=undefined: production needs a fixed key for the secrets saved in the settings (openssl rand -base64 32)',
    );
  }
  if (config.NODE_ENV === 'production' && !config.PAYMENT_PROVIDERS) {
    problems.push('PAYMENT_PROVIDERS=undefined: production must name its payment providers (makecommerce, paysera)');
  }
  const providers = paymentProvidersOf(config);
  if (config.NODE_ENV === 'production' && providers.includes('sandbox')) {
    // The sandbox marks orders paid with no money moved: in a live shop that is free tickets for anyone.
    problems.push(
      'PAYMENT_PROVIDERS includes sandbox: the sandbox provider takes no money and is refused in production (name makecommerce and/or paysera)',
    );
  }
  if (providers.includes('makecommerce') && !(config.MAKECOMMERCE_SHOP_ID && config.MAKECOMMERCE_SECRET_KEY)) {
    problems.push('MAKECOMMERCE_SHOP_ID and MAKECOMMERCE_SECRET_KEY are required when makecommerce is enabled');
  }
  if (providers.includes('paysera') && !(config.PAYSERA_PROJECT_ID && config.PAYSERA_PASSWORD)) {
    problems.push('PAYSERA_PROJECT_ID and PAYSERA_PASSWORD are required when paysera is enabled');
  }
  if (problems.length > 0) throw new ConfigurationError(problems);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Express's "trust proxy" setting: false (the socket's address) unless TRUST_PROXY names the proxies. */
export function trustProxyOf(config: AppConfig): false | number | string[] {
  const setting = config.TRUST_PROXY?.trim();
  if (!setting) return false;
  if (/^\d+$/.test(setting)) return Number(setting) === 0 ? false : Number(setting);
  return setting.split(',').map((entry) => entry.trim());
}

/** Where uploaded images are kept. */
export function mediaDirOf(config: AppConfig): string {
  return resolve(config.MEDIA_DIR ?? join(config.DATA_DIR, 'media'));
}

export type ConfiguredPaymentProvider = 'sandbox' | 'makecommerce' | 'paysera';

/** The enabled payment providers, in the order buyers are offered them. */
export function paymentProvidersOf(config: AppConfig): ConfiguredPaymentProvider[] {
  if (!config.PAYMENT_PROVIDERS) return config.NODE_ENV === 'production' ? [] : ['sandbox'];
  const names = config.PAYMENT_PROVIDERS.split(',').map((name) => name.trim()) as ConfiguredPaymentProvider[];
  return [...new Set(names)];
}

/** Share of successful requests the request log keeps (REQUEST_LOG_SAMPLE). */
export function requestLogSampleOf(config: AppConfig): number {
  return config.REQUEST_LOG_SAMPLE ?? (config.NODE_ENV === 'production' ? 0.01 : 1);
}
