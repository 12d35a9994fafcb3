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

  it('links the information pages, in Lithuanian and English', async () => {
    await renderRoute('/nowhere');
    const info = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Informacija' });
    expect(
      within(info)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/info/about',
      '/info/how-to-buy',
      '/info/terms-of-service',
      '/info/refund-policy',
      '/info/privacy-policy',
      '/info/faq',
    ]);
    expect(within(info).getByRole('link', { name: 'Paslaugų teikimo sąlygos' })).toBeInTheDocument();

    await renderRoute('/nowhere', { language: 'en' });
    const english = within(screen.getAllByRole('contentinfo').at(-1)!).getByRole('navigation', { name: 'Information' });
    expect(within(english).getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/info/terms-of-service',
    );
  });

  it('links the social profiles the server has, through its /social redirects, and hides the others', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'site-config';
    config.textContent = JSON.stringify({ socialLinks: ['facebook', 'instagram'] });
    document.head.append(config);
    try {
      await renderRoute('/nowhere');
      const social = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Sekite mus' });
      expect(
        within(social)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/social/facebook', '/social/instagram']);
    } finally {
      config.remove();
    }
  });

  it('shows no social links when none is set', async () => {
    await renderRoute('/nowhere');
    expect(within(screen.getByRole('contentinfo')).queryByRole('navigation', { name: 'Sekite mus' })).toBeNull();
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
