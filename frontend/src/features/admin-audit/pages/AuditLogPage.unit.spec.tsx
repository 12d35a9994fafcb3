import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { AuditLogPage } from './AuditLogPage';
import type { AuditLogEntryResponse, AuditLogPageResponse } from '../../../lib/api-types/generated';

const EVENT_ID = '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f5a6b7';
const ORDER_ID = '0d9e8f7a-6b5c-4d3e-2f1a-0b9c8d7e6f5a';
const REQUEST_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function entry(overrides: Partial<AuditLogEntryResponse>): AuditLogEntryResponse {
  return {
    position: '10',
    occurred_at: '2026-11-02T08:15:00.000Z',
    action: 'order.refund_requested',
    actor: { kind: 'user', id: 'u-1', name: 'Rūta Kasininkė', role: 'admin' },
    order_id: ORDER_ID,
    refund_request_id: null,
    refund_id: 'r-1',
    event: { id: EVENT_ID, name: 'Vasaros koncertas' },
    amount: 12.5,
    currency: 'EUR',
    reason: 'Sulūžusi kėdė',
    request_id: 'req-42',
    details: {},
    ...overrides,
  };
}

const REFUND = entry({});
const REFUNDED = entry({
  position: '11',
  occurred_at: '2026-11-02T08:16:00.000Z',
  action: 'order.refunded',
  actor: { kind: 'system', id: 'payment-refunds', name: 'payment-refunds', role: null },
  reason: '',
});
const SUBMITTED = entry({
  position: '12',
  action: 'refund_request.submitted',
  actor: { kind: 'user', id: 'u-2', name: 'Jonas Vadovas', role: 'super_admin' },
  order_id: null,
  refund_request_id: REQUEST_ID,
  refund_id: null,
  amount: 300,
  reason: 'Renginys atšauktas',
});

function pageOf(entries: AuditLogEntryResponse[], page = 1, total = entries.length): AuditLogPageResponse {
  return { data: entries, pagination: { page, limit: 20, total, total_pages: Math.max(1, Math.ceil(total / 20)) } };
}

const WINTER_ID = '7a2b3c4d-0000-4e9f-a0b1-c2d3e4f5a6b8';
const CATALOG = [
  { id: WINTER_ID, name: { lt: 'Žiemos šventė', en: 'Winter fair' }, status: 'cancelled' },
  { id: EVENT_ID, name: { lt: 'Vasaros koncertas', en: 'Summer concert' }, status: 'published' },
];

function serveLog({
  events = () => jsonResponse({ data: CATALOG, pagination: { page: 1, limit: 100, total: 2, total_pages: 1 } }),
  list = () => jsonResponse(pageOf([SUBMITTED, REFUNDED, REFUND])),
  exported = () =>
    new Response('\uFEFFLaikas,Veiksmas\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="audit-log-2026-11-25.csv"',
      },
    }),
}: { events?: () => Response; list?: (url: URL) => Response; exported?: () => Response } = {}) {
  const fetchMock = mockFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/admin/audit-log') return list(url);
    if (request.method === 'GET' && url.pathname === '/api/admin/audit-log/export') return exported();
    if (request.method === 'GET' && url.pathname === '/api/admin/events') return events();
    return jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404);
  });
  const requests = (pathname: string) => requestedUrls(fetchMock).filter((url) => url.pathname === pathname);
  return {
    listRequests: () => requests('/api/admin/audit-log'),
    exportRequests: () => requests('/api/admin/audit-log/export'),
    eventRequests: () => requests('/api/admin/events'),
  };
}

const renderLog = (route = '/admin/audit', language?: 'lt' | 'en') =>
  renderWithProviders(<AuditLogPage />, { route, language });

/** The cells of each body row, as text. */
function rows(): string[][] {
  const [, ...body] = within(screen.getByRole('table')).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/\s/g, ' ')));
}

const lastQuery = (urls: URL[]) => Object.fromEntries(urls.at(-1)!.searchParams);

describe('audit log page', () => {
  it('asks for the newest twenty entries and shows each with its action, actor, subject, money, reason and request', async () => {
    const { listRequests } = serveLog();
    await renderLog();
    await screen.findByRole('table');

    expect(lastQuery(listRequests())).toEqual({ page: '1', limit: '20' });
    expect(rows()).toEqual([
      [
        expect.stringMatching(/^2026-11-02/),
        'Pateiktas grąžinimo prašymas',
        'Jonas VadovasVyr. administratorius',
        'Grąžinimo prašymas: Vasaros koncertasTik šis renginys',
        '300,00 €',
        'Renginys atšauktas',
        'req-42',
      ],
      [
        expect.stringMatching(/^2026-11-02/),
        'Pinigai grąžinti',
        'Sistema (payment-refunds)',
        'Užsakymas 8D7E6F5AVasaros koncertasTik šis renginys',
        '12,50 €',
        '',
        'req-42',
      ],
      [
        expect.stringMatching(/^2026-11-02 10:15/),
        'Paprašyta grąžinti pinigus',
        'Rūta KasininkėAdministratorius',
        'Užsakymas 8D7E6F5AVasaros koncertasTik šis renginys',
        '12,50 €',
        'Sulūžusi kėdė',
        'req-42',
      ],
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('link', { name: 'Užsakymas 8D7E6F5A' })[0]).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(within(table).getAllByRole('link', { name: 'Vasaros koncertas' })[0]).toHaveAttribute(
      'href',
      `/admin/events/${EVENT_ID}/refund`,
    );
    expect(screen.getByText('Rasta įrašų: 3')).toBeInTheDocument();
    // Read only: no row has anything that changes an entry.
    expect(within(table).queryByRole('button', { name: /redaguoti|ištrinti|edit|delete/i })).toBeNull();
  });

  it('sends the actor, action and Vilnius days as filters, each time from the first page', async () => {
    const { listRequests } = serveLog();
    const { user, router } = await renderLog('/admin/audit?page=3');
    await screen.findByRole('table');
    expect(lastQuery(listRequests()).page).toBe('3');

    await user.selectOptions(screen.getByLabelText('Veiksmas'), 'Pakeisti grąžinimų limitai');
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({ action: 'refund_policy.changed', page: '1', limit: '20' });
    });

    await user.type(screen.getByLabelText('Nuo'), '2026-11-01');
    await user.type(screen.getByLabelText('Iki'), '2026-11-30');
    await user.type(screen.getByLabelText('Vykdytojas'), 'rūta{Enter}');
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({
        actor: 'rūta',
        action: 'refund_policy.changed',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '1',
        limit: '20',
      });
    });
    expect(router.state.location.search).toContain('from=2026-11-01');
  });

  it("picks an event from the catalog's events of every status, keeps it in the address, and picks all again", async () => {
    const { listRequests, eventRequests } = serveLog();
    const { user, router } = await renderLog('/admin/audit?action=order.refunded&page=2');
    await screen.findByRole('table');
    const picker = screen.getByRole('combobox', { name: 'Renginys' });
    await waitFor(() => {
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Visi renginiai', 'Žiemos šventė', 'Vasaros koncertas']);
    });
    expect(lastQuery(eventRequests())).toEqual({ status: 'all', page: '1', limit: '100' });

    await user.selectOptions(picker, 'Žiemos šventė');
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({
        action: 'order.refunded',
        event_id: WINTER_ID,
        page: '1',
        limit: '20',
      });
    });
    expect(new URLSearchParams(router.state.location.search).get('event_id')).toBe(WINTER_ID);
    expect(picker).toHaveValue(WINTER_ID);

    await user.selectOptions(picker, 'Visi renginiai');
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({ action: 'order.refunded', page: '1', limit: '20' });
    });
    expect(router.state.location.search).not.toContain('event_id');
  });

  it('names the events in the English page in English, and keeps a linked event the list does not hold', async () => {
    const elsewhere = '9f9f9f9f-0000-4000-8000-00000000e999';
    serveLog({ list: () => jsonResponse(pageOf([entry({ event: { id: elsewhere, name: 'Senas festivalis' } })])) });
    await renderLog(`/admin/audit?event_id=${elsewhere}`, 'en');
    await screen.findByRole('table');
    const picker = screen.getByRole('combobox', { name: 'Event' });
    await waitFor(() => {
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All events', 'Senas festivalis', 'Winter fair', 'Summer concert']);
    });
    expect(picker).toHaveValue(elsewhere);
  });

  it('narrows to one event from a row, names it in the filter bar, and drops it again', async () => {
    const { listRequests } = serveLog();
    const { user } = await renderLog();
    await screen.findByRole('table');

    await user.click(screen.getAllByRole('button', { name: 'Rodyti tik renginio „Vasaros koncertas“ įrašus' })[0]!);
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({ event_id: EVENT_ID, page: '1', limit: '20' });
    });
    const filters = screen.getByRole('group', { name: 'Žurnalo filtrai' });
    expect(await within(filters).findByText('Vasaros koncertas')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Išvalyti filtrą „Renginys“' }));
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({ page: '1', limit: '20' });
    });
  });

  it('takes an order filter from a link, as the order page gives it', async () => {
    const { listRequests } = serveLog({ list: () => jsonResponse(pageOf([REFUND])) });
    await renderLog(`/admin/audit?order_id=${ORDER_ID}`);
    await screen.findByRole('table');
    expect(lastQuery(listRequests())).toEqual({ order_id: ORDER_ID, page: '1', limit: '20' });
    expect(within(screen.getByRole('group', { name: 'Žurnalo filtrai' })).getByText('8D7E6F5A')).toBeInTheDocument();
  });

  it('takes a refund request filter from a link, as the refund page gives it, and drops it', async () => {
    const { listRequests } = serveLog({ list: () => jsonResponse(pageOf([SUBMITTED])) });
    const { user } = await renderLog(`/admin/audit?refund_request_id=${REQUEST_ID}`);
    await screen.findByRole('table');
    expect(lastQuery(listRequests())).toEqual({ refund_request_id: REQUEST_ID, page: '1', limit: '20' });
    const filters = screen.getByRole('group', { name: 'Žurnalo filtrai' });
    await user.click(within(filters).getByRole('button', { name: 'Išvalyti filtrą „Grąžinimo prašymas“' }));
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({ page: '1', limit: '20' });
    });
  });

  it('exports with the filters in force and hands the file to the browser', async () => {
    const { exportRequests } = serveLog();
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await renderLog('/admin/audit?action=order.refunded&from=2026-11-01');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Eksportuoti CSV' }));
    await waitFor(() => {
      expect(saved).toEqual(['audit-log-2026-11-25.csv']);
    });
    expect(lastQuery(exportRequests())).toEqual({ action: 'order.refunded', from: '2026-11-01' });
    click.mockRestore();
  });

  it("shows the server's words when the export or the list is refused", async () => {
    serveLog({
      list: (url) =>
        url.searchParams.get('to') === '2026-10-01'
          ? jsonResponse({ statusCode: 400, message: 'Data „nuo“ negali būti vėlesnė už datą „iki“', errors: [] }, 400)
          : jsonResponse(pageOf([REFUND])),
      exported: () =>
        jsonResponse({ statusCode: 403, message: 'Reikalingos administratoriaus teisės.', errors: [] }, 403),
    });
    const { user } = await renderLog();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Eksportuoti CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reikalingos administratoriaus teisės.');

    await renderLog('/admin/audit?from=2026-11-01&to=2026-10-01');
    expect(await screen.findByText('Data „nuo“ negali būti vėlesnė už datą „iki“')).toBeInTheDocument();
  });

  it('is translated into English, action texts included', async () => {
    serveLog();
    await renderLog('/admin/audit', 'en');
    await screen.findByRole('table');
    expect(rows().map((row) => row[1])).toEqual(['Refund request submitted', 'Refund completed', 'Refund requested']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  });

  it('names who changed which settings from what to what, a secret only as changed, and picks settings changes', async () => {
    const settingsChange = (
      position: string,
      action: AuditLogEntryResponse['action'],
      details: Record<string, string>,
    ) =>
      entry({
        position,
        action,
        order_id: null,
        refund_id: null,
        event: null,
        amount: null,
        currency: null,
        reason: '',
        details,
      });
    const { listRequests } = serveLog({
      list: () =>
        jsonResponse(
          pageOf([
            settingsChange('21', 'settings.email_changed', {
              'smtpHost.from': '',
              'smtpHost.to': 'smtp.example.lt',
              smtpPassword: 'changed',
            }),
            settingsChange('20', 'settings.system_changed', {
              'siteName.from': 'Bilietų parduotuvė',
              'siteName.to': 'Koncertai',
              'allowRegistration.from': 'true',
              'allowRegistration.to': 'false',
            }),
          ]),
        ),
    });
    const { user } = await renderLog();
    await screen.findByRole('table');

    expect(rows().map((row) => [row[1], row[3]])).toEqual([
      ['Pakeisti el. pašto nustatymai', 'SMTP serveris: — → smtp.example.ltSMTP slaptažodis: pakeistas'],
      [
        'Pakeisti sistemos nustatymai',
        'Svetainės pavadinimas: Bilietų parduotuvė → KoncertaiLeisti registruotis: taip → ne',
      ],
    ]);
    await user.selectOptions(screen.getByLabelText('Veiksmas'), 'Pakeisti mokėjimų nustatymai');
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({ action: 'settings.payment_changed', page: '1', limit: '20' });
    });
  });

  it('names who gave whom which role, and picks role changes', async () => {
    const { listRequests } = serveLog({
      list: () =>
        jsonResponse(
          pageOf([
            entry({
              position: '30',
              action: 'user.role_changed',
              actor: { kind: 'user', id: 'u-super', name: 'Vida Vyriausioji', role: 'super_admin' },
              order_id: null,
              refund_id: null,
              event: null,
              amount: null,
              currency: null,
              reason: '',
              details: { from: 'user', to: 'admin', userId: 'u-ona', userName: 'Ona Onaitė' },
            }),
          ]),
        ),
    });
    const { user } = await renderLog();
    await screen.findByRole('table');
    expect(rows().map((row) => [row[1], row[2], row[3]])).toEqual([
      ['Pakeista vartotojo rolė', 'Vida VyriausiojiVyr. administratorius', 'Ona Onaitė: Vartotojas → Administratorius'],
    ]);
    await user.selectOptions(screen.getByLabelText('Veiksmas'), 'Pakeista vartotojo rolė');
    await waitFor(() => {
      expect(lastQuery(listRequests())).toEqual({ action: 'user.role_changed', page: '1', limit: '20' });
    });
  });

  it('says so when no entry matches', async () => {
    serveLog({ list: () => jsonResponse(pageOf([])) });
    await renderLog();
    expect(await screen.findByText('Įrašų nerasta')).toBeInTheDocument();
  });
});
