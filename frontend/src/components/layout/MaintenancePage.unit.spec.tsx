import { act, screen, within } from '@testing-library/react';
import { MAINTENANCE_RECHECK_MS } from '../../lib/site-settings/public-settings-api';
import { makeAdmin, makeUser, signedInState } from '../../lib/session/user-fixtures';
import { jsonResponse, mockFetch } from '../../test/http';
import { servePublicSettings, SHOP_PUBLIC_SETTINGS } from '../../test/public-settings';
import { renderRoute } from '../../test/render';

const MAINTENANCE = { maintenanceMode: true, contactEmail: 'info@kauno-bilietai.lt', supportPhone: '+370 37 123 456' };

/** The events list's answer while the server is under maintenance (docs/settings.md). */
const underMaintenance = () =>
  new Response(
    JSON.stringify({ statusCode: 503, message: 'Vyksta techniniai darbai. Bandykite vėliau.', errors: [] }),
    { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '300' } },
  );

const EMPTY_EVENTS = { data: [], pagination: { page: 1, limit: 12, total: 0, total_pages: 0 } };

describe('maintenance page', () => {
  it('shows buyers the maintenance page with the contacts instead of the shop', async () => {
    servePublicSettings(MAINTENANCE);
    await renderRoute('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vyksta techniniai darbai' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@kauno-bilietai.lt' })).toHaveAttribute(
      'href',
      'mailto:info@kauno-bilietai.lt',
    );
    expect(screen.getByRole('link', { name: '+370 37 123 456' })).toHaveAttribute('href', 'tel:+37037123456');
    expect(screen.queryByRole('navigation', { name: 'Pagrindinė navigacija' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Darbuotojų prisijungimas' })).toHaveAttribute('href', '/login');
  });

  it('speaks English when the visitor chose it', async () => {
    servePublicSettings(MAINTENANCE);
    await renderRoute('/', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance in progress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('keeps the login open, so staff can sign in', async () => {
    servePublicSettings(MAINTENANCE);
    await renderRoute('/login');
    expect(await screen.findByRole('button', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vyksta techniniai darbai' })).not.toBeInTheDocument();
  });

  it('shows a signed-in administrator the shop, and a signed-in buyer the maintenance page', async () => {
    servePublicSettings(MAINTENANCE);
    mockFetch(() => jsonResponse(EMPTY_EVENTS));
    const admin = await renderRoute('/nowhere', { preloadedState: signedInState(makeAdmin()) });
    expect(await screen.findByRole('heading', { name: 'Puslapis nerastas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vyksta techniniai darbai' })).not.toBeInTheDocument();
    admin.unmount();

    await renderRoute('/nowhere', { preloadedState: signedInState(makeUser()) });
    expect(await screen.findByRole('heading', { name: 'Vyksta techniniai darbai' })).toBeInTheDocument();
  });

  it('switches to the maintenance page when an API call answers 503 with Retry-After', async () => {
    let reads = 0;
    // The page opened before maintenance began; the settings say so once read again.
    servePublicSettings(() => {
      reads += 1;
      return jsonResponse({ ...SHOP_PUBLIC_SETTINGS, maintenanceMode: reads > 1 });
    });
    mockFetch(underMaintenance);
    await renderRoute('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vyksta techniniai darbai' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('leaves the page alone for a 503 without Retry-After, which is an outage, not maintenance', async () => {
    mockFetch(() => jsonResponse({ statusCode: 503, message: 'Paslauga laikinai nepasiekiama', errors: [] }, 503));
    await renderRoute('/events');
    expect(await within(screen.getByRole('main')).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vyksta techniniai darbai' })).not.toBeInTheDocument();
  });

  describe('once maintenance ends', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('reads the settings again every minute and gives the buyer the shop back', async () => {
      servePublicSettings(MAINTENANCE);
      mockFetch(() => jsonResponse(EMPTY_EVENTS));
      await renderRoute('/nowhere');
      expect(await screen.findByRole('heading', { name: 'Vyksta techniniai darbai' })).toBeInTheDocument();

      servePublicSettings({ maintenanceMode: false });
      await act(() => jest.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS));
      expect(await screen.findByRole('heading', { name: 'Puslapis nerastas' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    });
  });
});
