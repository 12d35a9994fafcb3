import type { LocalizedTextResponse } from '../../../lib/api-types/generated';

/** What a row of the events list offers besides its links. */
export type RowAction = 'publish' | 'unpublish' | 'duplicate' | 'feature' | 'unfeature' | 'cancel' | 'delete';

export type BulkChange = 'publish' | 'unpublish';

/** The outcome of the last change, kept as data so its text follows a language switch. */
export type ListOutcome =
  | { kind: 'done'; action: Exclude<RowAction, 'duplicate'>; name: LocalizedTextResponse }
  | { kind: 'duplicated'; name: LocalizedTextResponse; copyId: string }
  | { kind: 'bulk'; change: BulkChange; updated: number; skipped: number }
  /** `message` is the API's own words; undefined when it gave none. */
  | { kind: 'failed'; action: RowAction | `bulk-${BulkChange}`; message: string | undefined };
