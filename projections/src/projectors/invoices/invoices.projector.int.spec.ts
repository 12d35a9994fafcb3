import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import { PostgresEventStore } from '../../eventstore/postgres-event-store';
import {
  invoiceDocumentNumber,
  invoiceSeriesStreamId,
  type CreditNoteIssued,
  type InvoiceDocumentData,
} from '../../events/invoicing/invoicing-events';
import { digestOf, prepareGeneration, publishGeneration, inGeneration } from '../../runner/projection-store';
import { testMetadata } from '../../testing/events';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { invoicesProjector } from './invoices.projector';

const seller = {
  legalName: 'UAB „Bilietų šėlsmas“',
  companyCode: '304000000',
  vatCode: '',
  address: 'Gedimino pr. 1, Vilnius',
  bankAccount: 'LT121000011101001000',
};

function document(number: number, orderId: string, totalCents: number): InvoiceDocumentData {
  return {
    series: 'TS',
    number,
    documentNumber: invoiceDocumentNumber('TS', number),
    orderId,
    orderNumber: orderId.slice(0, 8).toUpperCase(),
    issuedAt: new Date(Date.UTC(2026, 10, 1, 10, number)).toISOString(),
    issuedOn: '2026-11-01',
    seller,
    buyer: { name: 'Ona Žemaitė', email: 'ona@example.lt' },
    eventName: { lt: 'Vasaros koncertas', en: 'Summer concert' },
    lines: [
      {
        description: { lt: 'Standartinis', en: 'Standard' },
        quantity: totalCents < 0 ? -2 : 2,
        unitPriceCents: 2500,
        discountCents: 0,
        totalCents,
      },
    ],
    feeCents: 0,
    totalCents,
    currency: 'EUR',
  };
}

/** The series stream as the invoicing process appends it: two invoices, then a credit note for the first. */
function series(): { events: RecordedEvent[]; orderIds: string[] } {
  const orderIds = [randomUUID(), randomUUID()];
  const creditNote: CreditNoteIssued['data'] = {
    ...document(3, orderIds[0]!, -5000),
    refundId: randomUUID(),
    corrects: {
      documentNumber: 'TS-000001',
      issuedAt: document(1, orderIds[0]!, 5000).issuedAt,
      issuedOn: '2026-11-01',
    },
  };
  const steps: [string, InvoiceDocumentData][] = [
    ['InvoiceIssued', document(1, orderIds[0]!, 5000)],
    ['InvoiceIssued', document(2, orderIds[1]!, 5000)],
    ['CreditNoteIssued', creditNote],
  ];
  const events = steps.map(([type, data], i) => ({
    eventId: randomUUID(),
    type,
    version: 1,
    data: data as unknown as Record<string, unknown>,
    metadata: testMetadata({ actor: { kind: 'system', name: 'invoicing' } }),
    streamId: invoiceSeriesStreamId('TS'),
    streamRevision: BigInt(i),
    globalPosition: BigInt(10 + i),
    recordedAt: new Date('2026-11-01T10:00:00Z'),
  }));
  return { events, orderIds };
}

describe('invoices projector', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  async function project(batches: RecordedEvent[][]): Promise<string> {
    const schema = await prepareGeneration(database, invoicesProjector, 1);
    await database.db.transaction().execute((trx) => publishGeneration(trx, invoicesProjector, schema));
    for (const batch of batches) {
      // Straight to the projector, past the checkpoint, as a redelivery before the checkpoint check would be.
      await database.db.transaction().execute((trx) => invoicesProjector.project(batch, inGeneration(trx, schema)));
    }
    return digestOf(database.db, invoicesProjector);
  }

  async function fresh() {
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  }

  it('given every event delivered twice, then the table equals that of a single delivery', async () => {
    const { events } = series();
    const once = await project([events]);
    await fresh();

    const twice = await project([events.flatMap((event) => [event, event]), events, events.slice(1)]);

    expect(once).toMatch(/^invoices:3:/);
    expect(twice).toBe(once);
  });

  it('given one event per batch, as when live, then the table equals that of one batch', async () => {
    const { events } = series();
    const once = await project([events]);
    await fresh();

    expect(await project(events.map((event) => [event]))).toBe(once);
  });

  it('given an invoice and its credit note, then the order lists both with the document as issued', async () => {
    const { events, orderIds } = series();
    await project([events]);

    const rows = await database.db
      .selectFrom('read_models.invoices')
      .selectAll()
      .where('order_id', '=', orderIds[0]!)
      .orderBy('number')
      .execute();

    expect(rows.map((row) => [row.document_number, row.kind, Number(row.total_cents)])).toEqual([
      ['TS-000001', 'invoice', 5000],
      ['TS-000003', 'credit-note', -5000],
    ]);
    expect(rows[0]!.document).toMatchObject({
      kind: 'invoice',
      corrects: null,
      seller,
      buyer: { name: 'Ona Žemaitė' },
    });
    expect(rows[1]!.document).toMatchObject({
      kind: 'credit-note',
      corrects: { documentNumber: 'TS-000001' },
      lines: [{ quantity: -2, totalCents: -5000 }],
    });
  });

  it('given documents, then the register reads their printed day, order number and buyer from columns', async () => {
    const { events, orderIds } = series();
    await project([events, events]);

    const rows = await database.db
      .selectFrom('read_models.invoices')
      .select(['document_number', 'order_number', 'buyer_name', 'buyer_email'])
      .select(sql<string>`issued_on::text`.as('issued_on'))
      .orderBy('position')
      .execute();

    expect(rows).toEqual(
      [
        ['TS-000001', orderIds[0]!],
        ['TS-000002', orderIds[1]!],
        ['TS-000003', orderIds[0]!],
      ].map(([documentNumber, orderId]) => ({
        document_number: documentNumber,
        issued_on: '2026-11-01',
        order_number: orderId!.slice(0, 8).toUpperCase(),
        buyer_name: 'Ona Žemaitė',
        buyer_email: 'ona@example.lt',
      })),
    );
  });
});
