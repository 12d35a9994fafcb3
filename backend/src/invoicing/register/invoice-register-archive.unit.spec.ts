import { Writable } from 'node:stream';
import JSZip from 'jszip';
import type { PrintedDocument } from '../queries/invoices.queries';
import { writeInvoicesArchive } from './invoice-register-archive';

function invoice(number: number): PrintedDocument {
  const documentNumber = `TS-${String(number).padStart(6, '0')}`;
  return {
    kind: 'invoice',
    corrects: null,
    series: 'TS',
    number,
    documentNumber,
    orderId: '3f0b6a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    orderNumber: '3F0B6A4E',
    issuedAt: '2026-11-02T09:00:00.000Z',
    issuedOn: '2026-11-02',
    seller: { legalName: 'UAB „Bilietai“', companyCode: '304000000', vatCode: '', address: 'Vilnius', bankAccount: '' },
    buyer: { name: 'Ona Žemaitė', email: 'ona@example.lt' },
    eventName: { lt: 'Koncertas', en: 'Concert' },
    lines: [
      {
        description: { lt: 'Bilietas', en: 'Ticket' },
        quantity: 1,
        unitPriceCents: 2500,
        discountCents: 0,
        totalCents: 2500,
      },
    ],
    feeCents: 0,
    totalCents: 2500,
    currency: 'EUR',
  };
}

async function* chunksOf(documents: PrintedDocument[], size: number): AsyncGenerator<PrintedDocument[]> {
  for (let i = 0; i < documents.length; i += size) yield documents.slice(i, i + size);
}

/** A reader slower than the writer: it takes each piece only on a later turn, holding little at once. */
function slowReader(received: Buffer[], { failAfter }: { failAfter?: number } = {}): Writable {
  return new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk);
      if (failAfter !== undefined && received.length > failAfter) {
        done(new Error('the reader went away'));
        return;
      }
      setImmediate(done);
    },
  });
}

describe('the register’s archive', () => {
  it('given a reader slower than the rendering, then every document is in the ZIP once, in order, named by its number', async () => {
    const documents = Array.from({ length: 12 }, (_, i) => invoice(i + 1));
    const received: Buffer[] = [];

    await writeInvoicesArchive(chunksOf(documents, 5), 'lt', slowReader(received));

    const zip = await JSZip.loadAsync(Buffer.concat(received));
    expect(Object.keys(zip.files)).toEqual(documents.map((document) => `${document.documentNumber}.pdf`));
    const first = await zip.file('TS-000001.pdf')!.async('nodebuffer');
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(zip.files['TS-000001.pdf']!.date).toEqual(new Date('2026-11-02T09:00:00.000Z'));
  }, 60_000);

  it('given a reader that goes away midway, then it stops rendering and says the archive was not written', async () => {
    let read = 0;
    async function* counted(): AsyncGenerator<PrintedDocument[]> {
      for (let i = 1; i <= 50; i += 1) {
        read += 1;
        yield [invoice(i)];
      }
    }

    await expect(writeInvoicesArchive(counted(), 'en', slowReader([], { failAfter: 3 }))).rejects.toThrow(
      'the reader went away',
    );
    expect(read).toBeLessThan(50);
  }, 60_000);
});
