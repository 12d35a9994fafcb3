import { HttpStatus, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import type { Projections } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import { LocalizedHttpException } from './localized-exceptions';

export const MIN_POSITION_HEADER = 'x-min-position';
const POSITION_REACHED_HEADER = 'X-Read-Position-Reached';

/**
 * A write the log recorded whose read model has not caught up within READ_WAIT_TIMEOUT_MS (the
 * projections lag, or their worker is down): answered 202 with the new thing's id and the write's
 * position, never 404 or 5xx, which would have the client write it again (a duplicate draft). The
 * client sends the position in `X-Min-Position` when it reads the thing (docs/architecture.md).
 */
export class RecordedNotYetReadable extends LocalizedHttpException {
  constructor(
    readonly id: string,
    readonly position: string,
  ) {
    super(
      HttpStatus.ACCEPTED,
      {
        lt: 'Išsaugota, bet dar neparodyta: atnaujinkite po akimirkos',
        en: 'Saved, but not shown yet: reload in a moment',
      },
      [],
      { [MIN_POSITION_HEADER]: position, [POSITION_REACHED_HEADER]: 'false' },
    );
  }
}

/** A field error of the one error shape (docs/architecture.md, "HTTP conventions"). */
export class FieldErrorResponse {
  @ApiProperty({ example: 'email' }) field!: string;
  @ApiProperty({ example: 'Neteisingas el. pašto adresas' }) message!: string;
}

/** OpenAPI's shape of RecordedNotYetReadable's answer. */
export class RecordedNotYetReadableResponse {
  @ApiProperty({ example: 202 }) statusCode!: number;
  @ApiProperty({ example: 'Išsaugota, bet dar neparodyta: atnaujinkite po akimirkos' }) message!: string;
  @ApiProperty({ type: [FieldErrorResponse], description: 'Always empty: nothing was wrong', example: [] })
  errors!: FieldErrorResponse[];
  @ApiProperty({ description: 'The id of what the write made', example: '2f6c1c3e-4f1a-4b8e-9d0a-5c1e2b3a4d5f' })
  id!: string;
  @ApiProperty({ description: 'The write’s log position: send it as X-Min-Position', example: '48213' })
  position!: string;
}

/**
 * Reads what a write made, once the read models include it (bounded by `timeoutMs`). Found: its
 * current row. Not found while the read models are still behind the write: RecordedNotYetReadable
 * (202). Not found though they include it: `notFound()`, as the thing really is gone.
 */
export async function readAfterWrite<T>(
  projections: Pick<Projections, 'waitForPosition'>,
  timeoutMs: number,
  written: { id: string; position: string },
  read: () => Promise<T | undefined>,
  notFound: () => Error,
): Promise<T> {
  const reached = await projections.waitForPosition(BigInt(written.position), timeoutMs);
  const found = await read();
  if (found !== undefined) return found;
  throw reached ? notFound() : new RecordedNotYetReadable(written.id, written.position);
}

/**
 * A client that just wrote sends the position its command answered in `X-Min-Position`; the query
 * then waits (bounded) until the read models include it, so the next screen shows the change.
 * `X-Read-Position-Reached: false` tells the client it timed out and sees older data.
 *
 * A middleware rather than a global interceptor: a route without interceptors skips Nest's
 * observable pipeline, which every request (an order in an on-sale rush too) would otherwise pay for.
 */
@Injectable()
export class ReadYourWritesMiddleware implements NestMiddleware {
  constructor(
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const header = request.header(MIN_POSITION_HEADER);
    if (header === undefined || request.method !== 'GET') return next();
    if (!/^\d{1,19}$/.test(header)) {
      throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
        lt: 'Antraštė X-Min-Position turi būti žurnalo pozicija (sveikasis skaičius)',
        en: 'The X-Min-Position header must be a log position (a whole number)',
      });
    }
    const reached = await this.projections.waitForPosition(BigInt(header), this.config.READ_WAIT_TIMEOUT_MS);
    response.setHeader(POSITION_REACHED_HEADER, String(reached));
    next();
  }
}
