import type { QueryBus } from '@nestjs/cqrs';
import {
  ListFeaturedEventsQuery,
  ListPublicEventsQuery,
  HERO_SLIDES,
  type PublicEventResponse,
} from '../catalog/public-api';
import type { HeadPreload } from './page-head';
import type { SitePage } from './site-pages';

/**
 * The first requests of the shop's pages, as the front end sends them; a preload naming another
 * address would be fetched a second time, so `page-data.unit.spec.ts` holds these to the front end's.
 */
/** frontend/src/features/home/components/UpcomingEvents.tsx */
export const HOME_UPCOMING_EVENTS = 3;
/** frontend/src/features/events/api/events-api.ts */
export const EVENTS_PAGE_SIZE = 6;

/** The events list's page as frontend/src/features/events/lib/list-params.ts reads it from the address. */
function listPageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The hero slide's picture as frontend/src/features/home/components/HeroSlide.tsx asks for it. */
function heroImage(event: PublicEventResponse): HeadPreload | undefined {
  const href = event.imageUrl || event.cardImageUrl;
  if (!href) return undefined;
  return event.cardImageUrl && event.imageUrl
    ? { as: 'image', href, srcset: `${event.cardImageUrl} 640w, ${event.imageUrl} 1600w`, sizes: '100vw' }
    : { as: 'image', href };
}

/** An event card's picture as frontend/src/components/EventCard.tsx asks for it. */
function cardImage(event: PublicEventResponse): HeadPreload | undefined {
  const href = event.cardImageUrl || event.imageUrl;
  return href ? { as: 'image', href } : undefined;
}

/** The event's page reads the event as soon as its code runs (features/events/api) and opens on its cover. */
export function eventPagePreloads(event: PublicEventResponse, tickets: boolean, apiPrefix: string): HeadPreload[] {
  const read: HeadPreload = { as: 'fetch', href: `/${apiPrefix}/events/${encodeURIComponent(event.id)}` };
  // frontend/src/features/events/pages/EventDetailPage.tsx; the ticket selection shows no cover.
  return tickets || !event.imageUrl ? [read] : [read, { as: 'image', href: event.imageUrl }];
}

/**
 * What a page shows first besides its code: the API reads its page sends as soon as it runs, and the
 * picture its first screen opens on (the largest thing painted, which otherwise starts loading only
 * once the script has drawn it). Asked for in the page's head, they load while the script does.
 */
export async function pageDataPreloads(
  page: SitePage,
  query: URLSearchParams,
  queries: QueryBus,
  apiPrefix: string,
  now: Date,
): Promise<HeadPreload[]> {
  const api = (path: string): HeadPreload => ({ as: 'fetch', href: `/${apiPrefix}/${path}` });
  const present = (preload: HeadPreload | undefined): HeadPreload[] => (preload ? [preload] : []);
  if (page.kind === 'page' && page.key === 'home') {
    const featured = await queries.execute(new ListFeaturedEventsQuery(HERO_SLIDES, now));
    const first = featured.data[0];
    return [
      api('events/featured'),
      api(`events?page=1&limit=${HOME_UPCOMING_EVENTS}`),
      ...present(first && heroImage(first)),
    ];
  }
  if (page.kind === 'page' && page.key === 'events') {
    const category = page.query.category;
    const listPage = listPageOf(query);
    const search = new URLSearchParams({
      ...(category ? { category } : {}),
      page: String(listPage),
      limit: String(EVENTS_PAGE_SIZE),
    });
    const listed = await queries.execute(
      new ListPublicEventsQuery({
        category: category as ListPublicEventsQuery['filter']['category'],
        page: listPage,
        limit: EVENTS_PAGE_SIZE,
        now,
      }),
    );
    const first = listed.data[0];
    return [api(`events?${search.toString()}`), ...present(first && cardImage(first))];
  }
  return [];
}
