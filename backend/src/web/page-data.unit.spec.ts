import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS_PAGE_SIZE, HOME_UPCOMING_EVENTS } from './page-data';

const frontend = (path: string) => readFileSync(join(__dirname, '../../../frontend/src', path), 'utf8');

// A preload of another address than the page's own request is fetched twice and wasted.
describe('the page data preloads follow the front end’s requests', () => {
  it('the home page’s upcoming events count', () => {
    expect(frontend('features/home/components/UpcomingEvents.tsx')).toMatch(
      new RegExp(`const UPCOMING_EVENTS_COUNT = ${HOME_UPCOMING_EVENTS};`),
    );
  });

  it('the events list’s page size and the order of its parameters', () => {
    const api = frontend('features/events/api/events-api.ts');
    expect(api).toMatch(new RegExp(`export const EVENTS_PAGE_SIZE = ${EVENTS_PAGE_SIZE};`));
    expect(api).toContain('params: category ? { category, page, limit } : { page, limit }');
  });

  it('the pictures: the hero slide’s srcset, the first card’s and the event page’s cover', () => {
    expect(frontend('features/home/components/HeroSlide.tsx')).toContain(
      '`${event.cardImageUrl} 640w, ${event.imageUrl} 1600w`',
    );
    expect(frontend('components/EventCard.tsx')).toContain('src={event.cardImageUrl || event.imageUrl}');
    expect(frontend('features/events/pages/EventDetailPage.tsx')).toContain('src={event.imageUrl}');
  });
});
