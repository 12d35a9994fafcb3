/**
 * The register's PDFs as one ZIP, a file per document named by its number (`TS-000123.pdf`), each the
 * page the buyer's file holds for it. Streamed: a document is rendered, stored and written out before the
 * next is read, and the next waits while the reader is behind, so the archive never sits in memory.
 */
import { once } from 'node:events';
import type { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OrderLanguage } from '@ticketshop/projections';
import { ZipFile } from 'yazl';
import { renderInvoicesPdf } from '../documents/invoice-pdf';
import type { PrintedDocument } from '../queries/invoices.queries';

/**
 * The most documents one archive holds: a few thousand pages is a month of a busy shop and a minute of
 * rendering; more is a period to split, not a file to wait for.
 */
export const MAX_ARCHIVE_DOCUMENTS = 2000;

/** Documents per read of the read model while archiving. */
export const ARCHIVE_CHUNK = 100;

export const REGISTER_ARCHIVE_STEM = { lt: 'saskaitos', en: 'invoices' } as const;

/** Writes the documents' PDFs to `output` as one ZIP; resolves when the archive is complete. */
export async function writeInvoicesArchive(
  chunks: AsyncIterable<PrintedDocument[]>,
  language: OrderLanguage,
  output: Writable,
): Promise<void> {
  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only "readable").
  const archive = zip.outputStream as PassThrough;
  const written = pipeline(archive, output);
  // A reader that went away never drains: stop waiting and stop rendering.
  const gone = new AbortController();
  written.catch(() => gone.abort());
  try {
    reading: for await (const documents of chunks) {
      for (const document of documents) {
        if (gone.signal.aborted) break reading;
        const pdf = await renderInvoicesPdf([document], language, { createdAt: new Date(document.issuedAt) });
        // Stored, not deflated: a PDF's streams are compressed already. A stored entry is written at once,
        // so waiting for the output to drain bounds what is held to about one document.
        zip.addBuffer(pdf, `${document.documentNumber}.pdf`, { compress: false, mtime: new Date(document.issuedAt) });
        if (archive.writableNeedDrain) await once(archive, 'drain', { signal: gone.signal });
      }
    }
  } catch (error) {
    if (!gone.signal.aborted) {
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }
  zip.end();
  await written;
}
