import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../test/http';
import { servePublicSettings } from '../../test/public-settings';
import { renderRoute } from '../../test/render';

describe('footer', () => {
  it('shows about text, category links, contacts, working hours and the current year', async () => {
    await renderRoute('/nowhere');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Apie mus' })).toBeInTheDocument();
    const categories = within(footer).getByRole('navigation', { name: 'Renginių kategorijos' });
    expect(within(categories).getByRole('link', { name: 'Festivaliai' })).toHaveAttribute(
      'href',
      '/events?category=Festival',
    );
    expect(within(footer).getByRole('link', { name: 'pagalba@bilietu-parduotuve.lt' })).toHaveAttribute(
      'href',
      'mailto:pagalba@bilietu-parduotuve.lt',
    );
    expect(within(footer).getByRole('link', { name: '+370 5 200 0000' })).toHaveAttribute('href', 'tel:+37052000000');
    expect(within(footer).getByText('I–V 9:00–18:00')).toBeInTheDocument();
    expect(within(footer).getByText(new RegExp(`© ${String(new Date().getFullYear())} `))).toBeInTheDocument();
  });

  it('shows the working hours in English', async () => {
    await renderRoute('/nowhere', { language: 'en' });
    expect(within(screen.getByRole('contentinfo')).getByText('Mon-Fri 9:00-18:00')).toBeInTheDocument();
  });

  it('shows the site name, contact e-mail and support phone an administrator set', async () => {
    servePublicSettings({
      siteName: 'Kauno bilietai',
      contactEmail: 'info@kauno-bilietai.lt',
      supportPhone: '+370 (37) 123-456',
    });
    await renderRoute('/nowhere');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'info@kauno-bilietai.lt' })).toHaveAttribute(
      'href',
      'mailto:info@kauno-bilietai.lt',
    );
    expect(within(footer).getByRole('link', { name: '+370 (37) 123-456' })).toHaveAttribute('href', 'tel:+37037123456');
    expect(within(footer).getByText('Kauno bilietai')).toBeInTheDocument();
    expect(within(footer).getByText(/Kauno bilietai\. Visos teisės saugomos\./)).toBeInTheDocument();
  });

  it('keeps the built-in name and contacts in their place while the settings load', async () => {
    servePublicSettings(() => new Promise<Response>(() => undefined));
    await renderRoute('/nowhere');
    const footer = screen.getByRole('contentinfo');
    const contacts = within(footer).getByRole('link', { name: 'pagalba@bilietu-parduotuve.lt' }).closest('dl');
    expect(contacts).toHaveAttribute('aria-busy', 'true');
    expect(within(footer).getByRole('link', { name: '+370 5 200 0000' })).toBeInTheDocument();
    expect(within(footer).getByText('Bilietų parduotuvė')).toBeInTheDocument();
  });

  it('keeps the built-in contacts when the settings cannot be read', async () => {
    servePublicSettings(() => jsonResponse({ statusCode: 500, message: 'Įvyko klaida', errors: [] }, 500));
    await renderRoute('/nowhere');
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => {
      expect(within(footer).getByRole('link', { name: 'pagalba@bilietu-parduotuve.lt' }).closest('dl')).toHaveAttribute(
        'aria-busy',
        'false',
      );
    });
    expect(within(footer).getByRole('link', { name: '+370 5 200 0000' })).toBeInTheDocument();
  });
});
