import { parse } from 'csv-parse/sync';
import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import request from 'supertest';
import { eventDetails } from '@ticketshop/projections/testing';
import { sql } from 'kysely';
import type { Database } from '@ticketshop/projections';
import { ChangeCatalogEventDetailsCommand } from '../../catalog/change-event-details/change-event-details.command';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { InvoicingModule } from '../../invoicing/invoicing.module';
import {
  ORDER_LIMITS_LIFTED,
  eventOnSale,
  inDays,
  payInSandbox,
  settle,
} from '../../ordering/testing/checkout-fixtures';
import { createAccount, signIn } from '../../testing/accounts';
import { binaryBody } from '../../testing/binary-body';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { commandMetadata, SYSTEM_ACTOR } from '../event-sourcing/command-metadata';
import { FORMULA_STARTS } from './csv';

/**
 * Issue 22: text people type reaches the CSV files finance opens in a spreadsheet. Formula text is fed
 * through every input that reaches an export (a guest's name and e-mail at checkout, an admin's refund
 * reason, a refund request's reason, approval notes, admins' names, an event's title), the four CSVs
 * (orders, audit log, report, invoice register) are read back with csv-parse, and no cell may start as a formula: each such text is there with a quote in
 * front, and the only cells starting with `-` are the shop's own figures.
 */

/** A cell that is one of the shop's figures: digits, maybe a sign and decimals. */
const FIGURE = /^-?\d+(\.\d+)?$/;
/** Spreadsheet formula starts that survive the inputs' rules (a lone CR is refused, a tab is trimmed). */
const TYPED_STARTS = FORMULA_STARTS.filter((start) => start !== '\r' && start !== '\t');

/** Formula text with a letter in it, so it can never pass for one of the shop's figures. */
const formula = fc
  .tuple(
    fc.constantFrom(...TYPED_STARTS),
    fc.constantFrom('HYPERLINK("http://x.example/","open")', 'SUM(A1)', '1+1 x', "cmd|' /C calc'!A0", 'A1'),
  )
  .map(([start, body]) => start + body);

/** The stored form of a typed value: what the inputs keep after trimming. */
const stored = (typed: string) => typed.trim();

interface Hostile {
  firstName: string;
  lastName: string;
  emailStart: string;
  refundReason: string;
  requestReason: string;
  approvalNotes: string;
  requesterName: string;
  approverName: string;
  eventName: string;
}

const hostile: fc.Arbitrary<Hostile> = fc.record({
  firstName: formula,
  lastName: formula,
  emailStart: fc.constantFrom('+1+1.', '-2.', '=x.', '\uFF1D', '+'),
  refundReason: formula,
  // Typed with a tab first: trimmed to the formula before it is stored, and still caught.
  requestReason: formula.map((text) => `\t${text}`),
  approvalNotes: formula,
  requesterName: formula,
  approverName: formula,
  eventName: formula,
});

const cellsOf = (file: Buffer): string[][] =>
  parse(file.subarray(3).toString('utf8'), { relax_column_count: true }) as string[][];

describe('CSV exports: no cell a spreadsheet would run, whatever people typed', () => {
  let shop: TestApp;
  let run = 0;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    // Each run exports four files: the shared export budget is raised for this spec alone.
    shop = await createTestApp({ ...ORDER_LIMITS_LIFTED, EXPORT_RATE_PER_ADDRESS: '1000' });
  });
  afterAll(() => shop.close());

  /** Everything recorded so far is handled by the process managers, invoicing among them, and projected. */
  async function settleInvoices(): Promise<void> {
    const lastWritten = async () => {
      const result = await sql<{ position: string | null }>`select max(global_position)::text as position
        from event_log`.execute(shop.app.get<Database>(DATABASE).db);
      return BigInt(result.rows[0]?.position ?? 0);
    };
    for (;;) {
      await settle(shop.app);
      const last = await lastWritten();
      await shop.app.get(InvoicingModule).whenProcessed(last);
      await settle(shop.app);
      if ((await lastWritten()) === last) return;
    }
  }

  /** Every input of `typed` taken through the shop; answers the four CSV files. */
  async function exportsAfter(
    typed: Hostile,
  ): Promise<{ orders: Buffer; audit: Buffer; report: Buffer; invoices: Buffer }> {
    run += 1;
    const admin = async (name: string) => {
      const account = await createAccount(shop.app, 'admin', { firstName: name, lastName: `Admin${run}` });
      return (await signIn(shop.app, account)).accessToken;
    };
    const requester = await admin(typed.requesterName);
    const approver = await admin(typed.approverName);
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2_000, quantity: 100 }]);
    await shop.app.get(CommandBus).execute(
      new ChangeCatalogEventDetailsCommand(
        {
          type: 'ChangeCatalogEventDetails',
          data: {
            catalogEventId,
            details: eventDetails({
              startsAt: inDays(30),
              endsAt: null,
              name: { lt: typed.eventName, en: typed.eventName },
            }),
          },
        },
        commandMetadata(SYSTEM_ACTOR),
      ),
    );

    const email = `${typed.emailStart}run${run}@example.com`;
    const paidOrder = async (): Promise<string> => {
      const created = await api()
        .post('/api/v1/orders/guest/create')
        .send({
          guest_email: email,
          guest_first_name: typed.firstName,
          guest_last_name: typed.lastName,
          guest_phone: '+370 600 00000',
          tickets: [{ id: ticketTypeIds[0], quantity: 1 }],
        })
        .expect(201);
      const orderId = created.body.order.identifier as string;
      const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
      await payInSandbox(shop.app, started.body.payment_url as string);
      return orderId;
    };
    const partlyRefunded = await paidOrder();
    const requested = await paidOrder();
    await settle(shop.app);

    await api()
      .post(`/api/orders/${partlyRefunded}/refund`)
      .set('Authorization', `Bearer ${requester}`)
      .send({ amount: 5, reason: typed.refundReason, notify_customer: false })
      .expect(202);
    const asked = await api()
      .post(`/api/admin/events/${catalogEventId}/request-bulk-refund`)
      .set('Authorization', `Bearer ${requester}`)
      .send({
        reason: typed.requestReason,
        refund_type: 'bulk',
        order_ids: [requested],
        notify_customers: false,
        admin_password_confirmation: 'correct horse battery',
      })
      .expect(201);
    await api()
      .post(`/api/admin/refund-requests/${asked.body.refund_request_id as string}/approve`)
      .set('Authorization', `Bearer ${approver}`)
      .send({ approval_notes: typed.approvalNotes, admin_password_confirmation: 'correct horse battery' })
      .expect(200);
    await settleInvoices();

    const file = async (call: request.Test) =>
      (await call.set('Authorization', `Bearer ${requester}`).buffer(true).parse(binaryBody).expect(200))
        .body as Buffer;
    return {
      orders: await file(api().post(`/api/admin/orders/export?search=run${run}%40example.com`)),
      audit: await file(api().get(`/api/admin/audit-log/export?event_id=${catalogEventId}`)),
      report: await file(api().get('/api/admin/reports/export?format=csv')),
      invoices: await file(api().get(`/api/admin/invoices/export?q=run${run}%40example.com`)),
    };
  }

  /** No cell starts as a formula unless it is one of the shop's figures. */
  function expectNoFormula(cells: string[][], name: string): void {
    const formulas = cells
      .flat()
      .filter((cell) => (FORMULA_STARTS as readonly string[]).includes(cell[0] ?? '') && !FIGURE.test(cell));
    expect({ file: name, formulas }).toEqual({ file: name, formulas: [] });
  }

  it('quotes every formula typed at checkout, in refunds, requests, approvals, admins’ names and event titles', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (typed) => {
        const { orders, audit, report, invoices } = await exportsAfter(typed);
        const [orderCells, auditCells, reportCells, invoiceCells] = [orders, audit, report, invoices].map(cellsOf) as [
          string[][],
          string[][],
          string[][],
          string[][],
        ];
        for (const [cells, name] of [
          [orderCells, 'orders'],
          [auditCells, 'audit log'],
          [reportCells, 'report'],
          [invoiceCells, 'invoice register'],
        ] as const) {
          expectNoFormula(cells, name);
        }

        // Each typed text is in its file, as typed (trimmed as stored) behind one quote.
        const customer = `'${stored(typed.firstName)} ${stored(typed.lastName)}`;
        expect(orderCells.slice(1)).toHaveLength(2);
        for (const record of orderCells.slice(1)) {
          expect(record.slice(2, 4)).toEqual([customer, `'${typed.emailStart}run${run}@example.com`]);
          expect(record[5]).toBe(`'${typed.eventName}`);
        }
        const auditTexts = new Set(auditCells.flat());
        for (const text of [typed.refundReason, typed.requestReason, typed.approvalNotes, typed.eventName]) {
          expect(auditTexts).toContain(`'${stored(text)}`);
        }
        expect([...auditTexts].some((cell) => cell.startsWith(`'${typed.requesterName} `))).toBe(true);
        expect([...auditTexts].some((cell) => cell.startsWith(`'${typed.approverName} `))).toBe(true);
        expect(reportCells.flat()).toContain(`'${typed.eventName}`);
        // Both invoices (and the credit notes that followed the refunds) name the buyer and the event as typed.
        const invoiceRecords = invoiceCells.slice(1);
        expect(invoiceRecords.filter((record) => record[7] === '20.00')).toHaveLength(2);
        for (const record of invoiceRecords) {
          expect(record.slice(4, 7)).toEqual([
            customer,
            `'${typed.emailStart}run${run}@example.com`,
            `'${typed.eventName}`,
          ]);
        }

        // The shop's own figures stay numbers: the amounts, and the ledger's negative refunds.
        expect(orderCells.slice(1).map((record) => record[7])).toEqual(['20.00', '20.00']);
        expect(orderCells.slice(1).map((record) => record[9])).toContain('5.00');
        expect(reportCells.flat().filter((cell) => cell.startsWith('-') && FIGURE.test(cell)).length).toBeGreaterThan(
          0,
        );
      }),
      { numRuns: 4, endOnFailure: true },
    );
  }, 300_000);
});
