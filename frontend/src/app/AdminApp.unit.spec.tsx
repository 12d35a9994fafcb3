import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { jsonResponse, mockFetch } from '../test/http';
import { renderWithProviders } from '../test/render';
import { quietReport } from '../features/admin-reports/test/report-fixtures';
import AdminApp from './AdminApp';

/** The back-office as the app mounts it: under `admin/*`. */
function renderAdmin(route: string, language?: 'lt' | 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="admin/*" element={<AdminApp />} />
    </Routes>,
    { route, language },
  );
}

// Every page is answered with empty data; these tests are about which page shows.
function serveEmptyAdmin() {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    switch (pathname) {
      case '/api/admin/statistics/events':
        return jsonResponse({ total: 0, draft: 0, published: 0, cancelled: 0, past: 0 });
      case '/api/admin/statistics/users':
        return jsonResponse({
          total: 0,
          superAdmin: 0,
          admin: 0,
          organizer: 0,
          attendee: 0,
          user: 0,
          verified: 0,
          unverified: 0,
          suspended: 0,
        });
      case '/api/admin/activity':
        return jsonResponse({ data: [] });
      case '/api/admin/orders':
        return jsonResponse({
          data: [],
          pagination: { page: 1, limit: 20, total: 0, total_pages: 0 },
          summary: {
            total_orders: 0,
            revenue: [{ currency: 'EUR', amount: 0 }],
            pending_orders: 0,
            refunded_orders: 0,
          },
        });
      case '/api/admin/reports':
        return jsonResponse(quietReport());
      case '/api/admin/users':
        return jsonResponse({
          data: [],
          pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
          counters: { verified: 0, unverified: 0, organizer: 0, suspended: 0 },
        });
      default:
        return jsonResponse({ statusCode: 404, message: 'Not found', errors: [] }, 404);
    }
  });
}

describe('admin app', () => {
  it('shows the dashboard at /admin inside the admin layout, titled as such', async () => {
    serveEmptyAdmin();
    await renderAdmin('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Valdymo skydas' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Administravimo skyriai' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Valdymo skydas – administravimas | Bilietų parduotuvė');
    });
  });

  it('shows the users page at /admin/users', async () => {
    serveEmptyAdmin();
    await renderAdmin('/admin/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Vartotojai' })).toBeInTheDocument();
    expect(await screen.findByText('Nerasta vartotojų pagal nurodytus kriterijus.')).toBeInTheDocument();
    expect(document.title).toBe('Vartotojai – administravimas | Bilietų parduotuvė');
  });

  it('shows the orders page at /admin/orders', async () => {
    serveEmptyAdmin();
    await renderAdmin('/admin/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Užsakymai' })).toBeInTheDocument();
    expect(await screen.findByText('Užsakymų nerasta')).toBeInTheDocument();
    expect(document.title).toBe('Užsakymai – administravimas | Bilietų parduotuvė');
  });

  it('shows the reports page at /admin/reports', async () => {
    serveEmptyAdmin();
    await renderAdmin('/admin/reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Ataskaitos' })).toBeInTheDocument();
    expect(await screen.findByText('Šiuo laikotarpiu pardavimų nebuvo.')).toBeInTheDocument();
    expect(document.title).toBe('Ataskaitos – administravimas | Bilietų parduotuvė');
  });

  it.each(['/admin/settings/nowhere', '/admin/no/such/section'])(
    'says that %s is not a section, with a way back, inside the layout',
    async (route) => {
      await renderAdmin(route);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: 'Skyrius nerastas' })).toBeInTheDocument();
      expect(within(main).getByText(/Tokio administravimo skyriaus nėra/)).toBeInTheDocument();
      expect(within(main).getByRole('link', { name: 'Grįžti į valdymo skydą' })).toHaveAttribute('href', '/admin');
      expect(screen.getByRole('link', { name: 'Grįžti į svetainę' })).toBeInTheDocument();
    },
  );

  it('says so in English too', async () => {
    await renderAdmin('/admin/no/such/section', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Section not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
    await waitFor(() => {
      expect(document.title).toBe('Section not found – administration | Ticket Shop');
    });
  });
});
