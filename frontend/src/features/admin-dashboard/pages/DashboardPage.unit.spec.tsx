import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch, requestedUrls } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { DashboardPage } from './DashboardPage';
import type {
  ActivityResponse,
  CurrencyTotalsResponse,
  PeriodEventStatisticsResponse,
  PeriodUserStatisticsResponse,
  StatisticsOverviewResponse,
} from '../../../lib/api-types/generated';

const EVENT_STATISTICS: PeriodEventStatisticsResponse = { total: 14, draft: 3, published: 7, cancelled: 1, past: 3 };
const USER_STATISTICS: PeriodUserStatisticsResponse = {
  total: 58,
  superAdmin: 1,
  admin: 2,
  organizer: 5,
  attendee: 11,
  user: 39,
  verified: 41,
  unverified: 13,
  suspended: 4,
};

const EUR_SALES: CurrencyTotalsResponse = {
  currency: 'EUR',
  gross_revenue_cents: 1_250_000,
  refunds_cents: 4_000,
  net_revenue_cents: 1_246_000,
  orders: 148,
  tickets: 300,
};

const OVERVIEW: StatisticsOverviewResponse = {
  position: '4711',
  sales: { totals: [EUR_SALES], completed_orders: 148, pending_orders: 3 },
  events: EVENT_STATISTICS,
  users: USER_STATISTICS,
};

function activity(overrides: Partial<ActivityResponse>): ActivityResponse {
  return {
    position: '1',
    type: 'UserRegistered',
    occurredAt: '2026-02-14T17:05:00.000Z',
    actor: null,
    subject: { kind: 'user', id: 'u-1', name: 'Ona Onaitė' },
    details: {},
    ...overrides,
  };
}

const ACTIVITY: ActivityResponse[] = [
  activity({
    position: '9',
    type: 'UserRoleChanged',
    actor: { id: 'u-admin', name: 'Jonas Jonaitis' },
    details: { from: 'user', to: 'organizer' },
  }),
  activity({
    position: '8',
    type: 'CatalogEventPublished',
    actor: { id: 'u-admin', name: 'Jonas Jonaitis' },
    subject: {
      kind: 'event',
      id: 'evt-1',
      name: 'Vasaros koncertas',
      names: { lt: 'Vasaros koncertas', en: 'Summer concert' },
    },
  }),
  activity({ position: '7', type: 'EmailVerified', actor: { id: 'u-1', name: 'Ona Onaitė' } }),
  activity({ position: '6', type: 'UserRegistered' }),
  activity({ position: '5', type: 'SomethingNew' }),
];

interface Failures {
  sales?: boolean;
  events?: boolean;
  users?: boolean;
  activity?: boolean;
}

/** The dashboard's four calls; `failing` makes the named ones answer 500 until it is changed. */
function serveDashboard(failing: Failures = {}, overview: StatisticsOverviewResponse = OVERVIEW) {
  const fetchMock = mockFetch((request) => {
    const { pathname } = new URL(request.url);
    const error = jsonResponse({ statusCode: 500, message: 'Internal error', errors: [] }, 500);
    switch (pathname) {
      case '/api/admin/statistics/overview':
        return failing.sales ? error : jsonResponse(overview);
      case '/api/admin/statistics/events':
        return failing.events ? error : jsonResponse(EVENT_STATISTICS);
      case '/api/admin/statistics/users':
        return failing.users ? error : jsonResponse(USER_STATISTICS);
      case '/api/admin/activity':
        return failing.activity ? error : jsonResponse({ data: ACTIVITY });
      default:
        return jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404);
    }
  });
  return { fetchMock, failing };
}

/** Each label of a statistics section with the figure shown for it. */
function figures(region: HTMLElement): Record<string, string | undefined> {
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** Intl's no-break spaces read as plain ones. */
const plainText = (text: string) => text.replace(/\s/g, ' ').trim();

function plain(shown: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(shown).map(([label, value]) => [label, plainText(value ?? '')]));
}

function activityLines(): string[] {
  const region = screen.getByRole('region', { name: /veikla|activity/i });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('admin dashboard', () => {
  it('shows the event and user statistics the API counted', async () => {
    serveDashboard();
    await renderWithProviders(<DashboardPage />, { route: '/admin' });
    const events = screen.getByRole('region', { name: 'Renginiai' });
    await within(events).findByText('14');
    expect(figures(events)).toEqual({
      'Iš viso': '14',
      Juodraščiai: '3',
      Paskelbti: '7',
      Atšaukti: '1',
      Praėję: '3',
    });
    const users = screen.getByRole('region', { name: 'Vartotojai' });
    await within(users).findByText('58');
    expect(figures(users)).toEqual({
      'Iš viso': '58',
      'Super administratoriai': '1',
      Administratoriai: '2',
      Patvirtinti: '41',
      Nepatvirtinti: '13',
      Organizatoriai: '5',
      Dalyviai: '11',
      Suspenduoti: '4',
    });
  });

  it('shows the sales figures of the overview: net revenue, the refunds taken off it and the orders', async () => {
    const { fetchMock } = serveDashboard();
    await renderWithProviders(<DashboardPage />, { route: '/admin' });
    const sales = screen.getByRole('region', { name: 'Pardavimai' });
    await within(sales).findByText('148');
    expect(plain(figures(sales))).toEqual({
      'Grynosios pajamos': '12 460,00 €',
      Grąžinta: '−40,00 €',
      'Įvykdyti užsakymai': '148',
      'Laukia apmokėjimo': '3',
    });
    expect(
      requestedUrls(fetchMock)
        .map((url) => url.pathname)
        .sort(),
    ).toEqual([
      '/api/admin/activity',
      '/api/admin/statistics/events',
      '/api/admin/statistics/overview',
      '/api/admin/statistics/users',
    ]);
  });

  it('shows each currency sold on its own line, the shop’s first, never added into one', async () => {
    const usd: CurrencyTotalsResponse = {
      currency: 'USD',
      gross_revenue_cents: 5_000,
      refunds_cents: 1_000,
      net_revenue_cents: 4_000,
      orders: 1,
      tickets: 1,
    };
    serveDashboard({}, { ...OVERVIEW, sales: { ...OVERVIEW.sales, totals: [EUR_SALES, usd], completed_orders: 149 } });
    await renderWithProviders(<DashboardPage />, { route: '/admin' });
    const sales = screen.getByRole('region', { name: 'Pardavimai' });
    await within(sales).findByText('149');
    const lines = (label: string) =>
      within(within(sales).getByText(label).nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => plainText(item.textContent ?? ''));
    expect(lines('Grynosios pajamos')).toEqual(['12 460,00 €', '40,00 USD']);
    expect(lines('Grąžinta')).toEqual(['−40,00 €', '−10,00 USD']);
    expect(plainText(sales.textContent ?? '')).not.toContain('12 500,00');
  });

  it('shows the sales figures in English', async () => {
    serveDashboard();
    await renderWithProviders(<DashboardPage />, { route: '/admin', language: 'en' });
    const sales = screen.getByRole('region', { name: 'Sales' });
    await within(sales).findByText('148');
    expect(plain(figures(sales))).toEqual({
      'Net revenue': '€12,460.00',
      Refunded: '-€40.00',
      'Completed orders': '148',
      'Awaiting payment': '3',
    });
  });

  it('says when the sales figures could not be retrieved, and retries them', async () => {
    const { failing } = serveDashboard({ sales: true });
    const { user } = await renderWithProviders(<DashboardPage />, { route: '/admin' });
    const sales = screen.getByRole('region', { name: 'Pardavimai' });
    expect(await within(sales).findByRole('alert')).toHaveTextContent('Nepavyko gauti statistikos duomenų');
    failing.sales = false;
    await user.click(within(sales).getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await within(sales).findByText('12 460,00 €', { normalizer: plainText })).toBeInTheDocument();
  });

  it('links the quick actions to their screens', async () => {
    serveDashboard();
    await renderWithProviders(<DashboardPage />, { route: '/admin' });
    const actions = screen.getByRole('region', { name: 'Greiti veiksmai' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sukurti renginį', '/admin/events/new'],
      ['Valdyti vartotojus', '/admin/users'],
      ['Peržiūrėti ataskaitas', '/admin/reports'],
      ['Keisti nustatymus', '/admin/settings'],
    ]);
  });

  it('lists the ten latest activities in words, with who did it and when', async () => {
    const { fetchMock } = serveDashboard();
    await renderWithProviders(<DashboardPage />, { route: '/admin' });
    await screen.findByText(/Vasaros koncertas/);
    const url = requestedUrls(fetchMock).find(({ pathname }) => pathname === '/api/admin/activity');
    expect(url?.searchParams.get('limit')).toBe('10');
    expect(activityLines()).toEqual([
      'Pakeista vartotojo Ona Onaitė rolė į: OrganizatoriusJonas Jonaitis2026-02-14 19:05',
      'Paskelbtas renginys „Vasaros koncertas“Jonas Jonaitis2026-02-14 19:05',
      'Vartotojas Ona Onaitė patvirtino el. pašto adresąOna Onaitė2026-02-14 19:05',
      'Užsiregistravo vartotojas Ona OnaitėSistema2026-02-14 19:05',
      'Kitas veiksmas (SomethingNew)Sistema2026-02-14 19:05',
    ]);
    expect(screen.getAllByText('2026-02-14 19:05')[0]).toHaveAttribute('datetime', '2026-02-14T17:05:00.000Z');
  });

  it('describes the activity in English, naming events by their English names', async () => {
    serveDashboard();
    await renderWithProviders(<DashboardPage />, { route: '/admin', language: 'en' });
    await screen.findByText(/Summer concert/);
    expect(activityLines()).toEqual([
      'Role of user Ona Onaitė changed to: OrganizerJonas Jonaitis14 Feb 2026, 19:05',
      'Event “Summer concert” publishedJonas Jonaitis14 Feb 2026, 19:05',
      'User Ona Onaitė verified their e-mail addressOna Onaitė14 Feb 2026, 19:05',
      'User Ona Onaitė registeredSystem14 Feb 2026, 19:05',
      'Other activity (SomethingNew)System14 Feb 2026, 19:05',
    ]);
    expect(screen.getByRole('region', { name: 'Events' })).toBeInTheDocument();
  });

  it('says when the statistics could not be retrieved, and retries', async () => {
    const { failing } = serveDashboard({ events: true, users: true });
    const { user } = await renderWithProviders(<DashboardPage />, { route: '/admin' });
    const events = screen.getByRole('region', { name: 'Renginiai' });
    expect(await within(events).findByRole('alert')).toHaveTextContent('Nepavyko gauti statistikos duomenų');
    const users = screen.getByRole('region', { name: 'Vartotojai' });
    expect(await within(users).findByRole('alert')).toHaveTextContent('Nepavyko gauti statistikos duomenų');
    expect(await screen.findByText(/Vasaros koncertas/)).toBeInTheDocument();

    failing.events = false;
    await user.click(within(events).getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await within(events).findByText('14')).toBeInTheDocument();
    expect(within(users).getByRole('alert')).toBeInTheDocument();
  });

  it('says so in English too', async () => {
    serveDashboard({ events: true, activity: true });
    await renderWithProviders(<DashboardPage />, { route: '/admin', language: 'en' });
    const events = screen.getByRole('region', { name: 'Events' });
    expect(await within(events).findByRole('alert')).toHaveTextContent('Failed to retrieve statistics data');
    expect(within(events).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const feed = screen.getByRole('region', { name: 'Recent activity' });
    expect(await within(feed).findByRole('alert')).toHaveTextContent('Error retrieving data');
  });

  it('says when there is no activity yet', async () => {
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/admin/activity') return jsonResponse({ data: [] });
      if (pathname === '/api/admin/statistics/overview') return jsonResponse(OVERVIEW);
      return jsonResponse(pathname.endsWith('/events') ? EVENT_STATISTICS : USER_STATISTICS);
    });
    await renderWithProviders(<DashboardPage />, { route: '/admin' });
    expect(await screen.findByText('Veiklos kol kas nėra.')).toBeInTheDocument();
  });
});
