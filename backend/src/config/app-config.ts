/**
 * Configuration comes from the environment and is checked once at start: a bad value stops the shop
 * with a message naming the variable, instead of failing later in a request.
 */
import { join, resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

export class EnvironmentVariables {
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

  @IsString()
  DATA_DIR = 'data';

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

  /** Off when a separate projections worker runs them (docker-compose). */
  @IsBoolean()
  @Transform(({ value }) => toBoolean({ value }) ?? true)
  RUN_PROJECTIONS = true;

  /** How long a query may wait for the reader's own write to be projected. */
  @IsInt()
  @Min(0)
  @Max(30000)
  @Transform(({ value }) => (value === undefined || value === '' ? 5000 : Number(value)))
  READ_WAIT_TIMEOUT_MS = 5000;

  @IsString()
  FRONTEND_DIST = '';

  /** Address of the shop as buyers reach it; links in mails point here. Defaults to http://localhost:PORT. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, { message: 'PUBLIC_URL must look like https://bilietai.example' })
  PUBLIC_URL?: string;

  /**
   * Signs access tokens. Required in production; elsewhere a generated secret is kept in DATA_DIR so
   * sessions survive restarts.
   */
  @IsOptional()
  @IsString()
  @Matches(/^.{32,}$/, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

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
}

// Properties without a default are not own keys of a fresh instance, so they are listed here.
const OPTIONAL_VARIABLES = [
  'DATABASE_URL',
  'MEDIA_DIR',
  'EVENTSTORE_URL',
  'DEMO_DATA',
  'PUBLIC_URL',
  'JWT_SECRET',
  'SMTP_HOST',
  'SMTP_USER',
  'SMTP_PASSWORD',
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
  if (problems.length > 0) throw new ConfigurationError(problems);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Where uploaded images are kept. */
export function mediaDirOf(config: AppConfig): string {
  return resolve(config.MEDIA_DIR ?? join(config.DATA_DIR, 'media'));
}
