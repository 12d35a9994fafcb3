/**
 * PostgreSQL's COPY text format (tab separated, one row per line), for bulk-loading the same events the
 * store holds, as the baseline a rebuild is compared with.
 */
import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { EventToAppend } from '@ticketshop/projections';

/** Column order of {@link eventLogCopyLine}; matches the benchmark's event-log-shaped table. */
export const EVENT_LOG_COPY_COLUMNS = [
  'stream_id',
  'stream_revision',
  'event_id',
  'event_type',
  'event_version',
  'data',
  'metadata',
] as const;

const SPECIAL = /[\\\t\n\r]/;

/** Backslash, tab and line breaks are COPY's syntax; JSON text escapes its own newlines but keeps backslashes. */
function copyText(value: string): string {
  if (!SPECIAL.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

export function eventLogCopyLine(streamId: string, revision: number, event: EventToAppend): string {
  return (
    `${copyText(streamId)}\t${revision}\t${event.eventId}\t${copyText(event.type)}\t${event.version}\t` +
    `${copyText(JSON.stringify(event.data))}\t${copyText(JSON.stringify(event.metadata))}\n`
  );
}

export interface CopyFiles {
  files: string[];
  rows: number;
  bytes: number;
}

/**
 * Writes COPY text to files of `rowsPerFile` rows each, so a COPY can then be timed without this
 * process generating the text at the same time, and without holding it all in memory.
 */
export function writeCopyFiles(directory: string, lines: Iterable<string>, rowsPerFile: number): CopyFiles {
  const files: string[] = [];
  let rows = 0;
  let bytes = 0;
  let fd: number | undefined;
  try {
    for (const line of lines) {
      if (rows % rowsPerFile === 0) {
        if (fd !== undefined) closeSync(fd);
        const file = join(directory, `rows-${String(files.length).padStart(5, '0')}.copy`);
        fd = openSync(file, 'w');
        files.push(file);
      }
      bytes += writeSync(fd!, line);
      rows++;
    }
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return { files, rows, bytes };
}

/** The files' text in pieces of a size streams handle well; UTF-8 split across pieces is reassembled. */
export async function* readCopyFiles(files: readonly string[]): AsyncGenerator<string> {
  for (const file of files) {
    for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
      yield chunk as string;
    }
  }
}
