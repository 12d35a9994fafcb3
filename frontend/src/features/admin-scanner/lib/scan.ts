import { httpStatusOf, serverMessageOf } from '../../../lib/api';
import type { ScanResponse } from '../../../lib/api-types/generated';

/** Why a check got no answer: kept as data so its text follows a language switch. */
export type ScanFailure =
  | { kind: 'network' }
  | { kind: 'forbidden' }
  /** `message` is the API's own words; undefined when it gave none. */
  | { kind: 'other'; message: string | undefined };

export type ScanOutcome =
  { kind: 'pending' } | { kind: 'answered'; response: ScanResponse } | { kind: 'failed'; failure: ScanFailure };

/** One code sent to the server, camera read or typed. */
export interface Scan {
  id: number;
  code: string;
  /** Epoch milliseconds. */
  scannedAt: number;
  outcome: ScanOutcome;
}

/** The scanner keeps this many scans on screen, newest first. */
export const RECENT_SCANS = 10;

export function scanFailureOf(error: unknown): ScanFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  // No answer at all: the phone is offline, the server is down, or it took longer than the timeout.
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'network' };
  if (httpStatusOf(error) === 403) return { kind: 'forbidden' };
  return { kind: 'other', message: serverMessageOf(error) };
}
