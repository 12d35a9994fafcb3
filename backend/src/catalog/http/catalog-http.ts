import { Inject, Injectable } from '@nestjs/common';
import type { Projections } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { localizedNotFound } from '../../shared/http/localized-exceptions';
import { readAfterWrite, RecordedNotYetReadableResponse } from '../../shared/http/read-your-writes.middleware';

export const eventNotFound = () => localizedNotFound({ lt: 'Renginys nerastas', en: 'Event not found' });
export const ticketTypeNotFound = () =>
  localizedNotFound({ lt: 'Bilieto tipas nerastas', en: 'Ticket type not found' });
export const discountCodeNotFound = () =>
  localizedNotFound({ lt: 'Nuolaidos kodas nerastas', en: 'Discount code not found' });

/** OpenAPI's words for the 202 of a write whose read model is behind (RecordedNotYetReadable). */
export const RECORDED_NOT_YET_READABLE = {
  type: RecordedNotYetReadableResponse,
  description:
    'Recorded, but the read models have not caught up within READ_WAIT_TIMEOUT_MS: {statusCode: 202, message, id, ' +
    'position}. Do not send it again; read it with `X-Min-Position: <position>`.',
};

/** Writes answer after the read models include them, so the admin's next screen shows the change. */
@Injectable()
export class CatalogReadYourWrites {
  constructor(
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async caughtUp(result: Pick<CommandResult, 'position'>): Promise<void> {
    await this.projections.waitForPosition(BigInt(result.position), this.config.READ_WAIT_TIMEOUT_MS);
  }

  /**
   * The row a write made or changed, as the admin's next screen shows it. A read model still behind
   * the write is answered 202 with the id and position, never a 404: the write is recorded, and an
   * admin told otherwise would make it again (a second draft).
   */
  answer<T>(
    id: string,
    result: Pick<CommandResult, 'position'>,
    read: () => Promise<T | undefined>,
    notFound: () => Error,
  ): Promise<T> {
    return readAfterWrite(
      this.projections,
      this.config.READ_WAIT_TIMEOUT_MS,
      { id, position: result.position },
      read,
      notFound,
    );
  }
}
