import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { lastMonthOf } from '../lib/invoice-params';
import { InvoicesPage } from './InvoicesPage';
import type { InvoiceRegisterPageResponse, RegisterDocumentResponse } from '../../../lib/api-types/generated';

const ORDER_ID = '0d9e8f7a-6b5c-4d3e-2f1a-0b9c8d7e6f5a';

function document(overrides: Partial<RegisterDocumentResponse>): RegisterDocumentResponse {
  return {
    document_number: 'TS-000002',
    kind: 'invoice',
    series: 'TS',
    number: 2,
    issued_on: '2026-11-01',
    issued_at: '2026-11-01T08:15:00.000Z',
    order_id: ORDER_ID,
    order_number: '0D9E8F7A',
    buyer: { name: 'Ona Žemaitė', email: 'ona@example.lt' },
    event_name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
    total_cents: 4620,
    currency: 'EUR',
    corrects: null,
    ...overrides,
  };
}

const INVOICE = document({});
const DOLLARS = document({
  document_number: 'TS-000003',
  number: 3,
  issued_on: '2026-11-15',
  buyer: { name: 'John Smith', email: 'john@example.com' },
  total_cents: 5000,
  currency: 'USD',
});
const CREDIT_NOTE = document({
  document_number: 'TS-000004',
  kind: 'credit_note',
  number: 4,
  issued_on: '2026-11-20',
  total_cents: -4620,
  corrects: { document_number: 'TS-000002', issued_on: '2026-11-01' },
});

const PAGE: InvoiceRegisterPageResponse = {
  data: [INVOICE, DOLLARS, CREDIT_NOTE],
  pagination: { page: 1, limit: 20, total: 43, total_pages: 3 },
  totals: [
    {
      currency: 'EUR',
      invoices: 40,
      invoiced_cents: 184800,
      credit_notes: 1,
      credited_cents: -4620,
      balance_cents: 180180,
    },
    { currency: 'USD', invoices: 2, invoiced_cents: 10000, credit_notes: 0, credited_cents: 0, balance_cents: 10000 },
  ],
};

function serveRegister({
  list = () => jsonResponse(PAGE),
  file = (url: URL) =>
    new Response('PK', {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${url.pathname.endsWith('archive') ? 'saskaitos-2026-11-01_2026-11-30.zip' : `saskaitu-registras-2026-11-01_2026-11-30.${url.searchParams.get('format')}`}"`,
      },
    }),
}: { list?: (url: URL) => Response; file?: (url: URL) => Response } = {}) {
  const fetchMock = mockFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/admin/invoices') return list(url);
    if (request.method === 'GET' && /^\/api\/admin\/invoices\/(export|archive)$/.test(url.pathname)) return file(url);
    return jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404);
  });
  const requests = (pathname: string) => requestedUrls(fetchMock).filter((url) => url.pathname === pathname);
  return {
    listRequests: () => requests('/api/admin/invoices'),
    fileRequests: () => [...requests('/api/admin/invoices/export'), ...requests('/api/admin/invoices/archive')],
  };
}

const renderRegister = (route = '/admin/invoices', language?: 'lt' | 'en') =>
  renderWithProviders(<InvoicesPage />, { route, language });

/** The cells of each body row, as text. */
function rows(): string[][] {
  const [, ...body] = within(screen.getByRole('table')).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/\s/g, ' ')));
}

const lastQuery = (urls: URL[]) => Object.fromEntries(urls.at(-1)!.searchParams);

/** Catches the files handed to the browser's downloads. */
function savedFiles(): { saved: string[]; restore: () => void } {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoices'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

describe('invoice register page', () => {
  it('lists each document with its kind, date, order, buyer, event and sum, and the totals per currency', async () => {
    const { listRequests } = serveRegister();
    await renderRegister();
    await screen.findByRole('table');

    expect(lastQuery(listRequests())).toEqual({ page: '1', limit: '20' });
    expect(rows()).toEqual([
      [
        'TS-000002Sąskaita faktūra',
        '2026-11-01',
        '0D9E8F7A',
        'Ona Žemaitėona@example.lt',
        'Vasaros koncertas',
        '46,20 €',
      ],
      [
        'TS-000003Sąskaita faktūra',
        '2026-11-15',
        '0D9E8F7A',
        'John Smithjohn@example.com',
        'Vasaros koncertas',
        '50,00 USD',
      ],
      [
        'TS-000004Kreditinė, koreguoja TS-000002',
        '2026-11-20',
        '0D9E8F7A',
        'Ona Žemaitėona@example.lt',
        'Vasaros koncertas',
        '−46,20 €',
      ],
    ]);
    expect(within(screen.getByRole('table')).getAllByRole('link', { name: '0D9E8F7A' })[0]).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(screen.getByText('Rasta dokumentų: 43')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Sumos pagal valiutą' });
    const text = (currency: string) => within(totals).getByLabelText(currency).textContent.replace(/\s/g, ' ');
    expect(text('EUR')).toBe('Sąskaitos (40)1 848,00 €Kreditinės (1)−46,20 €Iš viso1 801,80 €');
    expect(text('USD')).toBe('Sąskaitos (2)100,00 USDKreditinės (0)0,00 USDIš viso100,00 USD');
  });

  it('sends the period, kind, series and search as filters from the first page, and keeps them in the address', async () => {
    const { listRequests } = serveRegister();
    const { user, router } = await renderRegister('/admin/invoices?page=2');
    await screen.findByRole('table');
    expect(lastQuery(listRequests()).page).toBe('2');

    await user.type(screen.getByLabelText('Nuo'), '2026-11-01');
    await user.type(screen.getByLabelText('Iki'), '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Dokumentas'), 'Kreditinė sąskaita faktūra');
    await user.type(screen.getByLabelText('Serija'), 'TS{Enter}');
    await user.type(screen.getByLabelText('Paieška'), 'žemaitė{Enter}');
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        kind: 'credit_note',
        series: 'TS',
        q: 'žemaitė',
        page: '1',
        limit: '20',
      });
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      kind: 'credit_note',
      series: 'TS',
      q: 'žemaitė',
    });
  });

  it('sets last month’s period with one button', async () => {
    const { listRequests } = serveRegister();
    const { user } = await renderRegister('/admin/invoices?kind=invoice');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Praėjęs mėnuo' }));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({ ...lastMonthOf(today), kind: 'invoice', page: '1', limit: '20' });
    });
  });

  it('downloads the CSV, the workbook and the PDF archive with the filters in force', async () => {
    const { fileRequests } = serveRegister();
    const { saved, restore } = savedFiles();
    const { user } = await renderRegister('/admin/invoices?from=2026-11-01&to=2026-11-30&q=smith');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Atsisiųsti CSV' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Atsisiųsti Excel' }));
    await waitFor(() => {
      expect(saved).toHaveLength(2);
    });
    await user.click(screen.getByRole('button', { name: 'PDF archyvas (ZIP)' }));
    await waitFor(() => {
      expect(saved).toHaveLength(3);
    });

    expect(saved).toEqual([
      'saskaitu-registras-2026-11-01_2026-11-30.csv',
      'saskaitu-registras-2026-11-01_2026-11-30.xlsx',
      'saskaitos-2026-11-01_2026-11-30.zip',
    ]);
    const filters = { from: '2026-11-01', to: '2026-11-30', q: 'smith' };
    expect(fileRequests().map((url) => [url.pathname, Object.fromEntries(url.searchParams)])).toEqual([
      ['/api/admin/invoices/export', { ...filters, format: 'csv' }],
      ['/api/admin/invoices/export', { ...filters, format: 'xlsx' }],
      ['/api/admin/invoices/archive', filters],
    ]);
    restore();
  });

  it("shows the server's words when an archive is refused or a filter is", async () => {
    const tooMany = 'Per daug dokumentų vienam archyvui (2500, daugiausia 2000): susiaurinkite laikotarpį';
    serveRegister({
      list: (url) =>
        url.searchParams.get('to') === '2026-10-01'
          ? jsonResponse({ statusCode: 400, message: 'Data „nuo“ negali būti vėlesnė už datą „iki“', errors: [] }, 400)
          : jsonResponse(PAGE),
      file: () => jsonResponse({ statusCode: 400, message: tooMany, errors: [] }, 400),
    });
    const { user } = await renderRegister();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'PDF archyvas (ZIP)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);

    await renderRegister('/admin/invoices?from=2026-11-01&to=2026-10-01');
    expect(await screen.findByText('Data „nuo“ negali būti vėlesnė už datą „iki“')).toBeInTheDocument();
  });

  it('is translated into English, the event named in English', async () => {
    serveRegister();
    await renderRegister('/admin/invoices', 'en');
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(rows()[2]).toEqual([
      'TS-000004Credit note for TS-000002',
      '2026-11-20',
      '0D9E8F7A',
      'Ona Žemaitėona@example.lt',
      'Summer concert',
      '-€46.20',
    ]);
    expect(screen.getByRole('button', { name: 'PDF archive (ZIP)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sums per currency' })).getByLabelText('EUR')).toHaveTextContent(
      'Invoices (40)€1,848.00Credit notes (1)-€46.20Total€1,801.80',
    );
  });
});
