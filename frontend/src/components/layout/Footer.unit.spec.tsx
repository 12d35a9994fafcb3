import { screen, within } from '@testing-library/react';
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
});
