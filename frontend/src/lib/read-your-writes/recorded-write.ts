import type { RecordedNotYetReadableResponse } from '../api-types/generated';

/**
 * A write the log recorded whose read model had not caught up within the server's wait: answered 202
 * `{ statusCode, message, errors, id, position }` (backend RecordedNotYetReadable) instead of the saved
 * thing. It is saved: never offer to send it again (a second draft), go where the saved thing goes by
 * `id`, and let the reads that follow wait for `position` (the API does, see `read-after-writes.ts`).
 */
type RecordedWrite = RecordedNotYetReadableResponse;

/** What a create answers: the thing as saved, or only its id while the read models catch up. */
export type Saved<T> = T | RecordedWrite;

export function isRecordedWrite(answer: unknown): answer is RecordedWrite {
  if (typeof answer !== 'object' || answer === null) return false;
  const { statusCode, id, position } = answer as Partial<Record<keyof RecordedWrite, unknown>>;
  return statusCode === 202 && typeof id === 'string' && typeof position === 'string';
}
