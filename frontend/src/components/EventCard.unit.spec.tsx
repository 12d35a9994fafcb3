import { screen } from '@testing-library/react';
import { makeEvent } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { EventCard } from './EventCard';

describe('EventCard', () => {
  it('shows the card cut of the cover', async () => {
    const event = makeEvent({ imageUrl: '/media/events/a/large.webp', cardImageUrl: '/media/events/a/card.webp' });
    await renderWithProviders(<EventCard event={event} headingLevel={2} />);
    expect(screen.getByRole('img', { name: 'Vasaros koncertas' })).toHaveAttribute('src', '/media/events/a/card.webp');
  });

  it('falls back to the full cover when the event has no card cut', async () => {
    const event = makeEvent({ imageUrl: '/media/events/a/large.webp', cardImageUrl: '' });
    await renderWithProviders(<EventCard event={event} headingLevel={2} />);
    expect(screen.getByRole('img', { name: 'Vasaros koncertas' })).toHaveAttribute('src', '/media/events/a/large.webp');
  });
});
