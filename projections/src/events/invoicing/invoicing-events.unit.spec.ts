import { eventCatalog } from '../shop-event-catalog';

describe('invoicing events, version 2', () => {
  it('given a v1 invoice, when read, then it is dated with the Vilnius day it was printed with', () => {
    const read = eventCatalog.upcast('InvoiceIssued', 1, {
      documentNumber: 'TS-000001',
      issuedAt: '2026-10-31T22:30:00.000Z',
    });
    expect(read).toEqual({ documentNumber: 'TS-000001', issuedAt: '2026-10-31T22:30:00.000Z', issuedOn: '2026-11-01' });
  });

  it('given a v1 credit note, when read, then it and the invoice it corrects are dated so', () => {
    const read = eventCatalog.upcast('CreditNoteIssued', 1, {
      issuedAt: '2026-11-03T09:00:00.000Z',
      corrects: { documentNumber: 'TS-000001', issuedAt: '2026-10-31T22:30:00.000Z' },
    });
    expect(read).toEqual({
      issuedAt: '2026-11-03T09:00:00.000Z',
      issuedOn: '2026-11-03',
      corrects: { documentNumber: 'TS-000001', issuedAt: '2026-10-31T22:30:00.000Z', issuedOn: '2026-11-01' },
    });
  });
});
