import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { makeAdmin, signedInState } from '../../../lib/session/user-fixtures';
import { jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { adminEventsPage, apiError, makeAdminEvent, makeEventInStatus } from '../test/admin-event-fixtures';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { EventsListPage } from './EventsListPage';
import type { AdminEventsPageResponse, BulkResultResponse } from '../../../lib/api-types/generated';

const CONCERT = makeEventInStatus('draft', { tickets_sold: 0, revenue_by_currency: [{ currency: 'EUR', amount: 0 }] });
const FESTIVAL = makeEventInStatus('published', {
  id: 'evt-2',
  name: { lt: 'Roko festivalis', en: 'Rock festival' },
  start_date: '2026-01-15T18:30:00.000Z',
  end_date: '2026-01-16T20:00:00.000Z',
  venue: { name: 'Žalgirio arena', address: 'Karaliaus Mindaugo pr. 50', city: 'Kaunas', country: 'Lietuva' },
  event_type_id: 'Festival',
  featured: true,
  tickets_sold: 1234,
  revenue_by_currency: [{ currency: 'EUR', amount: 45678.5 }],
  can_delete: false,
});
const PLAY = makeEventInStatus('cancelled', {
  id: 'evt-3',
  name: { lt: 'Spektaklis', en: 'The play' },
  event_type_id: 'Theater',
});

const COUNTS = { draft: 4, published: 7, cancelled: 1 };

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The admin events API: the list answers `list(url)` (by default the three events); every other call
 * is recorded in `sent` and answered by `write` (by default the event itself).
 */
function serveEvents({
  list = () => adminEventsPage([CONCERT, FESTIVAL, PLAY], { counts: COUNTS }),
  write = () => jsonResponse(CONCERT),
}: {
  list?: (url: URL) => AdminEventsPageResponse;
  write?: (sent: Sent) => Response;
} = {}) {
  const sent: Sent[] = [];
  const fetchMock = mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/admin/events') return jsonResponse(list(url));
    const text = await request.text();
    const call = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
    sent.push(call);
    return write(call);
  });
  const listRequests = () => requestedUrls(fetchMock).filter(({ pathname }) => pathname === '/api/admin/events');
  return { sent, listRequests };
}

function renderList(route = '/admin/events', language?: 'lt' | 'en') {
  return renderWithProviders(<EventsListPage />, { route, language, preloadedState: signedInState(makeAdmin()) });
}

/** The cells of each body row, as text, with the non-breaking spaces of number formats made plain. */
function rows(): string[][] {
  const [, ...body] = within(screen.getByRole('table')).getAllByRole('row');
  return body.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/\s/g, ' ')));
}

/** Opens a row's actions menu, named like its button ("Veiksmai: Vasaros koncertas"). */
async function openActions(user: UserEvent, name: string, label = `Veiksmai: ${name}`) {
  await user.click(await screen.findByRole('button', { name: label }));
  return screen.getByRole('menu', { name: label });
}

describe('admin events list', () => {
  beforeAll(installDialogPolyfill);

  it('asks for the first page of twenty with no filters, and shows each event', async () => {
    const { listRequests } = serveEvents();
    await renderList();
    await screen.findByRole('table');
    const [url] = listRequests();
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('20');
    expect(url?.searchParams.has('search')).toBe(false);
    expect(url?.searchParams.has('status')).toBe(false);
    expect(rows()).toEqual([
      [
        '',
        'Vasaros koncertasVingio parkas',
        '2026-07-14 19:00',
        'Vilnius',
        'Koncertas',
        'Juodraštis',
        '–Nerodomas',
        '0',
        '0,00 €',
        '',
      ],
      [
        '',
        'Roko festivalisŽalgirio arena',
        '2026-01-15 20:30',
        'Kaunas',
        'Festivalis',
        'Paskelbtas',
        '★ Rodomas',
        '1 234',
        '45 678,50 €',
        '',
      ],
      [
        '',
        'SpektaklisVingio parkas',
        '2026-07-14 19:00',
        'Vilnius',
        'Teatras',
        'Atšauktas',
        '–Nerodomas',
        '0',
        '0,00 €',
        '',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Roko festivalis' })).toHaveAttribute('href', '/admin/events/evt-2/edit');
    expect(screen.getByRole('link', { name: 'Naujas renginys' })).toHaveAttribute('href', '/admin/events/new');
    expect(screen.getByText('Rasta renginių: 3')).toBeInTheDocument();
  });

  it('shows revenue net of refunds one currency per line, never adding dollars to euros', async () => {
    const mixed = makeEventInStatus('published', {
      tickets_sold: 3,
      revenue_by_currency: [
        { currency: 'EUR', amount: 109.68 },
        { currency: 'USD', amount: 50 },
      ],
    });
    serveEvents({ list: () => adminEventsPage([mixed], { counts: COUNTS }) });
    await renderList();
    await screen.findByText('Rasta renginių: 1');
    const revenue = [...document.querySelectorAll('.event-revenue')].map((line) =>
      line.textContent.replace(/\s/g, ' '),
    );
    expect(revenue).toEqual(['109,68 €', '50,00 USD']);
  });

  it('shows the counters from the answer', async () => {
    serveEvents();
    await renderList();
    await screen.findByRole('table');
    const counters = screen.getByRole('region', { name: 'Renginių suvestinė' });
    expect(
      within(counters)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Juodraščiai', '4'],
      ['Paskelbti', '7'],
      ['Atšaukti', '1'],
    ]);
  });

  describe('search', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it('is sent once, as `search`, when typing pauses for 300 ms, starting again from page 1', async () => {
      jest.useFakeTimers();
      const { listRequests } = serveEvents();
      const { router } = await renderList('/admin/events?page=2&status=draft');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await screen.findByRole('table');

      await user.type(screen.getByRole('searchbox', { name: 'Paieška' }), 'roko');
      act(() => {
        jest.advanceTimersByTime(299);
      });
      expect(listRequests().filter((url) => url.searchParams.has('search'))).toEqual([]);
      act(() => {
        jest.advanceTimersByTime(1);
      });

      await waitFor(() => {
        expect(listRequests().map((url) => url.searchParams.get('search'))).toEqual([null, 'roko']);
      });
      expect(listRequests().at(-1)?.searchParams.get('page')).toBe('1');
      expect(listRequests().at(-1)?.searchParams.get('status')).toBe('draft');
      expect(router.state.location.search).toBe('?search=roko&status=draft');
    });
  });

  it('sends the status filter, keeps it in the address and reads it back', async () => {
    const { listRequests } = serveEvents();
    const { router, user } = await renderList('/admin/events?page=3');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Būsena' }), 'Paskelbtas');
    await waitFor(() => {
      expect(listRequests().at(-1)?.searchParams.get('status')).toBe('published');
    });
    expect(listRequests().at(-1)?.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=published');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Būsena' }), 'Visos būsenos');
    expect(router.state.location.search).toBe('');
    await waitFor(() => {
      expect(listRequests().at(-1)?.searchParams.has('status')).toBe(false);
    });
  });

  it('opens with the filters named in the address', async () => {
    const { listRequests } = serveEvents();
    await renderList('/admin/events?status=cancelled&search=spekt');
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Būsena' })).toHaveDisplayValue('Atšauktas');
    expect(screen.getByRole('searchbox', { name: 'Paieška' })).toHaveValue('spekt');
    expect(listRequests()[0]?.searchParams.get('status')).toBe('cancelled');
    expect(listRequests()[0]?.searchParams.get('search')).toBe('spekt');
  });

  it('pages through a long list twenty at a time', async () => {
    const { listRequests } = serveEvents({
      list: (url) => {
        const page = Number(url.searchParams.get('page'));
        const event = makeAdminEvent({
          id: `evt-p${String(page)}`,
          name: { lt: `Puslapis ${String(page)}`, en: 'Page' },
        });
        return adminEventsPage([event], { page, total: 45, counts: COUNTS });
      },
    });
    const { router, user } = await renderList('/admin/events?status=draft');
    await screen.findByText('Puslapis 1');
    await user.click(screen.getByRole('button', { name: '2 puslapis' }));
    expect(await screen.findByText('Puslapis 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=draft&page=2');
    expect(listRequests().at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('says when no event matches', async () => {
    serveEvents({ list: () => adminEventsPage([], { counts: COUNTS }) });
    await renderList('/admin/events?search=nieko');
    expect(await screen.findByText('Renginių pagal nurodytus kriterijus nerasta.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let failing = true;
    mockFetch(() =>
      failing ? jsonResponse(apiError(500, 'Įvyko klaida'), 500) : jsonResponse(adminEventsPage([CONCERT])),
    );
    const { user } = await renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti renginių');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  describe('bulk changes', () => {
    it('publishes the selected rows and says how many were updated and skipped', async () => {
      const result: BulkResultResponse = {
        updated: ['evt-1'],
        skipped: [{ id: 'evt-3', reason: 'Renginys atšauktas, jo keisti nebegalima' }],
      };
      const { sent, listRequests } = serveEvents({ write: () => jsonResponse(result) });
      const { user } = await renderList();
      await screen.findByRole('table');
      const publish = screen.getByRole('button', { name: 'Paskelbti pažymėtus' });
      expect(publish).toBeDisabled();

      await user.click(screen.getByRole('checkbox', { name: 'Pažymėti: Vasaros koncertas' }));
      await user.click(screen.getByRole('checkbox', { name: 'Pažymėti: Spektaklis' }));
      expect(screen.getByText('Pažymėta: 2')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Pažymėti visus šio puslapio renginius' })).toHaveProperty(
        'indeterminate',
        true,
      );
      await user.click(publish);

      const message = await screen.findByRole('status', { name: '' });
      expect(message).toHaveTextContent('Paskelbta renginių: 1, praleista: 1.');
      expect(sent).toEqual([
        { method: 'POST', path: '/api/admin/events/bulk-publish', body: { event_ids: ['evt-1', 'evt-3'] } },
      ]);
      expect(screen.getByText('Pažymėta: 0')).toBeInTheDocument();
      await waitFor(() => {
        expect(listRequests()).toHaveLength(2);
      });
      await user.click(within(message).getByRole('button', { name: 'Uždaryti pranešimą' }));
      expect(screen.queryByText(/Paskelbta renginių/)).not.toBeInTheDocument();
    });

    it('unpublishes every row of the page after select-all', async () => {
      const { sent } = serveEvents({ write: () => jsonResponse({ updated: ['evt-2'], skipped: [] }) });
      const { user } = await renderList();
      await screen.findByRole('table');
      await user.click(screen.getByRole('checkbox', { name: 'Pažymėti visus šio puslapio renginius' }));
      expect(screen.getByRole('checkbox', { name: 'Pažymėti: Roko festivalis' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Grąžinti pažymėtus į juodraščius' }));
      expect(await screen.findByText('Į juodraščius grąžinta renginių: 1, praleista: 0.')).toBeInTheDocument();
      expect(sent[0]).toEqual({
        method: 'POST',
        path: '/api/admin/events/bulk-unpublish',
        body: { event_ids: ['evt-1', 'evt-2', 'evt-3'] },
      });
    });

    it('says so when a bulk publish fails, in its own words when the server gives none', async () => {
      serveEvents({ write: () => new Response('Bad gateway', { status: 502 }) });
      const { user } = await renderList();
      await user.click(await screen.findByRole('checkbox', { name: 'Pažymėti: Vasaros koncertas' }));
      await user.click(screen.getByRole('button', { name: 'Paskelbti pažymėtus' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko paskelbti pažymėtų renginių');
      expect(screen.getByRole('checkbox', { name: 'Pažymėti: Vasaros koncertas' })).toBeChecked();
    });
  });

  describe('row actions', () => {
    it('offers what fits each status, with links to the event’s other pages', async () => {
      serveEvents();
      const { user } = await renderList();
      const items = (menu: HTMLElement) =>
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent);

      let menu = await openActions(user, 'Vasaros koncertas');
      expect(items(menu)).toEqual([
        'Redaguoti',
        'Paskelbti',
        'Sukurti kopiją',
        'Rodyti pagrindiniame puslapyje',
        'Bilietų tipai',
        'Nuolaidų kodai',
        'Pinigų grąžinimas',
        'Atšaukti renginį',
        'Ištrinti',
      ]);
      expect(within(menu).getByRole('menuitem', { name: 'Redaguoti' })).toHaveAttribute(
        'href',
        '/admin/events/evt-1/edit',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Bilietų tipai' })).toHaveAttribute(
        'href',
        '/admin/events/evt-1/tickets',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Nuolaidų kodai' })).toHaveAttribute(
        'href',
        '/admin/events/evt-1/discount-codes',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Pinigų grąžinimas' })).toHaveAttribute(
        'href',
        '/admin/events/evt-1/refund',
      );
      await user.keyboard('{Escape}');

      menu = await openActions(user, 'Roko festivalis');
      expect(items(menu)).toContain('Grąžinti į juodraščius');
      expect(items(menu)).toContain('Neberodyti pagrindiniame puslapyje');
      expect(items(menu)).not.toContain('Paskelbti');
      await user.keyboard('{Escape}');

      menu = await openActions(user, 'Spektaklis');
      expect(items(menu)).toEqual([
        'Redaguoti',
        'Sukurti kopiją',
        'Bilietų tipai',
        'Nuolaidų kodai',
        'Pinigų grąžinimas',
        'Ištrinti',
      ]);
    });

    it('is usable from the keyboard alone', async () => {
      const { sent } = serveEvents();
      const { user } = await renderList();
      const button = await screen.findByRole('button', { name: 'Veiksmai: Vasaros koncertas' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      button.focus();
      await user.keyboard('{ArrowDown}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('menuitem', { name: 'Redaguoti' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('menuitem', { name: 'Ištrinti' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Redaguoti' })).toHaveFocus();
      await user.keyboard('{ArrowDown}{Enter}');

      expect(await screen.findByText('Renginys „Vasaros koncertas“ paskelbtas.')).toBeInTheDocument();
      expect(sent).toEqual([{ method: 'PUT', path: '/api/events/evt-1/publish', body: undefined }]);
      expect(button).toHaveFocus();

      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('menuitem', { name: 'Ištrinti' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it("shows the server's reason when publishing is refused", async () => {
      serveEvents({
        write: () => jsonResponse(apiError(400, 'Renginio negalima paskelbti be bilietų tipų'), 400),
      });
      const { user } = await renderList();
      await user.click(
        within(await openActions(user, 'Vasaros koncertas')).getByRole('menuitem', { name: 'Paskelbti' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('Renginio negalima paskelbti be bilietų tipų');
    });

    it('unpublishes and unfeatures a published event', async () => {
      const { sent } = serveEvents({ write: () => jsonResponse(FESTIVAL) });
      const { user } = await renderList();
      await user.click(
        within(await openActions(user, 'Roko festivalis')).getByRole('menuitem', { name: 'Grąžinti į juodraščius' }),
      );
      expect(await screen.findByText('Renginys „Roko festivalis“ grąžintas į juodraščius.')).toBeInTheDocument();
      await user.click(
        within(await openActions(user, 'Roko festivalis')).getByRole('menuitem', {
          name: 'Neberodyti pagrindiniame puslapyje',
        }),
      );
      expect(
        await screen.findByText('Renginys „Roko festivalis“ neberodomas pagrindinio puslapio skaidrėse.'),
      ).toBeInTheDocument();
      expect(sent).toEqual([
        { method: 'PUT', path: '/api/events/evt-2/unpublish', body: undefined },
        { method: 'PUT', path: '/api/events/evt-2/featured', body: { featured: false } },
      ]);
    });

    it('duplicates an event and links to the copy', async () => {
      const copy = makeAdminEvent({
        id: 'evt-copy',
        name: { lt: 'Vasaros koncertas (kopija)', en: 'Summer concert (copy)' },
      });
      const { sent } = serveEvents({ write: () => jsonResponse(copy, 201) });
      const { user } = await renderList();
      await user.click(
        within(await openActions(user, 'Vasaros koncertas')).getByRole('menuitem', { name: 'Sukurti kopiją' }),
      );
      const message = await screen.findByRole('status', { name: '' });
      expect(message).toHaveTextContent('Sukurta kopija „Vasaros koncertas (kopija)“ (juodraštis).');
      expect(within(message).getByRole('link', { name: 'Redaguoti kopiją' })).toHaveAttribute(
        'href',
        '/admin/events/evt-copy/edit',
      );
      expect(sent).toEqual([{ method: 'POST', path: '/api/events/evt-1/duplicate', body: undefined }]);
    });

    it('says so when duplicating fails', async () => {
      serveEvents({ write: () => new Response('Bad gateway', { status: 502 }) });
      const { user } = await renderList();
      await user.click(
        within(await openActions(user, 'Vasaros koncertas')).getByRole('menuitem', { name: 'Sukurti kopiją' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko nukopijuoti renginio');
    });
  });

  describe('delete and cancel', () => {
    it('asks before deleting and sends nothing when the administrator steps back', async () => {
      const { sent } = serveEvents();
      const { user } = await renderList();
      await user.click(
        within(await openActions(user, 'Vasaros koncertas')).getByRole('menuitem', { name: 'Ištrinti' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Ištrinti renginį „Vasaros koncertas“?' });
      expect(dialog).toHaveAccessibleDescription(/Ištrinto renginio atkurti nebus galima/);
      await user.click(within(dialog).getByRole('button', { name: 'Grįžti' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('deletes after confirmation', async () => {
      const { sent, listRequests } = serveEvents({ write: () => new Response(null, { status: 204 }) });
      const { user } = await renderList();
      await user.click(
        within(await openActions(user, 'Vasaros koncertas')).getByRole('menuitem', { name: 'Ištrinti' }),
      );
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ištrinti' }));
      expect(await screen.findByText('Renginys „Vasaros koncertas“ ištrintas.')).toBeInTheDocument();
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/events/evt-1', body: undefined }]);
      await waitFor(() => {
        expect(listRequests()).toHaveLength(2);
      });
    });

    it("shows the server's message when tickets were sold meanwhile (409)", async () => {
      const refusal = 'Renginio ištrinti negalima, nes jam jau parduota bilietų. Atšaukite renginį.';
      serveEvents({ write: () => jsonResponse(apiError(409, refusal), 409) });
      const { user } = await renderList();
      await user.click(
        within(await openActions(user, 'Vasaros koncertas')).getByRole('menuitem', { name: 'Ištrinti' }),
      );
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ištrinti' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(refusal);
      await user.click(within(alert).getByRole('button', { name: 'Uždaryti pranešimą' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('explains that an event with tickets sold cannot be deleted, with no button that cancels it in its place', async () => {
      const { sent } = serveEvents();
      const { user } = await renderList();
      await user.click(within(await openActions(user, 'Roko festivalis')).getByRole('menuitem', { name: 'Ištrinti' }));
      const dialog = screen.getByRole('dialog', { name: 'Renginio „Roko festivalis“ ištrinti negalima' });
      expect(dialog).toHaveTextContent('Šiam renginiui jau parduota bilietų, todėl jo ištrinti negalima.');
      expect(dialog).toHaveTextContent('veiksmų meniu punktu „Atšaukti renginį“');
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Grįžti']);
      await user.click(within(dialog).getByRole('button', { name: 'Grįžti' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('cancels an event that sold tickets only after its own acknowledgement, then leads to its refunds', async () => {
      const { sent } = serveEvents({ write: () => jsonResponse({ ...FESTIVAL, status: 'cancelled' }) });
      const { user, router } = await renderList();
      await user.click(
        within(await openActions(user, 'Roko festivalis')).getByRole('menuitem', { name: 'Atšaukti renginį' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Atšaukti renginį „Roko festivalis“?' });
      const confirm = within(dialog).getByRole('button', { name: 'Atšaukti renginį' });
      expect(confirm).toBeDisabled();
      await user.click(within(dialog).getByRole('checkbox', { name: /Suprantu: renginys bus atšauktas visam laikui/ }));
      await user.click(confirm);
      // Its buyers have paid: the refund page offers a request for their orders, saying why.
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/admin/events/evt-2/refund');
      });
      expect(router.state.location.state).toEqual({ eventCancelled: true });
      expect(sent).toEqual([{ method: 'PUT', path: '/api/events/evt-2/cancel', body: undefined }]);
    });

    it('asks before cancelling an event', async () => {
      const { sent } = serveEvents();
      const { user } = await renderList();
      await user.click(
        within(await openActions(user, 'Vasaros koncertas')).getByRole('menuitem', { name: 'Atšaukti renginį' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Atšaukti renginį „Vasaros koncertas“?' });
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Atšaukti renginį' }));
      expect(await screen.findByText('Renginys „Vasaros koncertas“ atšauktas.')).toBeInTheDocument();
      expect(sent).toEqual([{ method: 'PUT', path: '/api/events/evt-1/cancel', body: undefined }]);
    });
  });

  it('is translated into English', async () => {
    serveEvents({ list: () => adminEventsPage([FESTIVAL], { counts: COUNTS }) });
    const { user } = await renderList('/admin/events', 'en');
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(rows()).toEqual([
      [
        '',
        'Rock festivalŽalgirio arena',
        '15 Jan 2026, 20:30',
        'Kaunas',
        'Festival',
        'Published',
        '★ Featured',
        '1,234',
        '€45,678.50',
        '',
      ],
    ]);
    await user.click(
      within(await openActions(user, 'Rock festival', 'Actions: Rock festival')).getByRole('menuitem', {
        name: 'Delete',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'The event “Rock festival” cannot be deleted' })).toBeInTheDocument();
  });
});
