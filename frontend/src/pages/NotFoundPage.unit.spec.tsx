import { screen } from '@testing-library/react';
import { renderRoute } from '../test/render';

describe('404 page', () => {
  it('answers any unknown address inside the site layout, in Lithuanian by default', async () => {
    await renderRoute('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Puslapis nerastas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grįžti į pradžią' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('is translated into English', async () => {
    await renderRoute('/no/such/page', { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
