import type { PublicEventResponse, PublicTicketTypeResponse } from '../catalog/public-api';
import type { PageLanguage } from './page-texts';

const SCHEMA = 'https://schema.org';
const LOCALES: Record<PageLanguage, string> = { lt: 'lt-LT', en: 'en-GB' };
/** Search results cut descriptions at about 160 characters. */
const DESCRIPTION_LENGTH = 160;

/** An absolute address for a path of the shop (PUBLIC_URL). */
export type Absolute = (path: string) => string;

/** When and where, in the page's language and the venue's time zone: "2027 m. birželio 1 d. 19:00, Arena, Vilnius". */
function whenAndWhere(event: PublicEventResponse, language: PageLanguage): string {
  const when = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Vilnius',
  }).format(new Date(event.startsAt));
  return `${when}, ${event.venue}, ${event.location}`;
}

function shortened(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The preview text of an event page: date and venue first, then the start of its description. */
export function eventDescription(event: PublicEventResponse, language: PageLanguage): string {
  const [first = ''] = event.description[language].split(/\n\s*\n/);
  return shortened(`${whenAndWhere(event, language)}. ${first}`, DESCRIPTION_LENGTH);
}

function availabilityOf(ticketType: PublicTicketTypeResponse, now: Date): string {
  if (ticketType.available === 0) return `${SCHEMA}/SoldOut`;
  if (ticketType.onSale) return `${SCHEMA}/InStock`;
  return Date.parse(ticketType.saleStartsAt) > now.getTime() ? `${SCHEMA}/PreSale` : `${SCHEMA}/Discontinued`;
}

const absoluteImage = (url: string, absolute: Absolute) => (/^https?:\/\//.test(url) ? url : absolute(url));

/** The event's images as absolute addresses, the cover first. */
export function eventImages(event: PublicEventResponse, absolute: Absolute): string[] {
  return [event.imageUrl, ...event.additionalImages].filter(Boolean).map((url) => absoluteImage(url, absolute));
}

/**
 * schema.org Event (what search engines read for event results): a published event is scheduled and
 * held at its venue; each ticket type is an offer, bought on the ticket selection page.
 */
export function eventStructuredData(
  event: PublicEventResponse,
  language: PageLanguage,
  now: Date,
  absolute: Absolute,
): object {
  const ticketsUrl = absolute(language === 'lt' ? `/tickets/${event.id}` : `/tickets/${event.id}?lang=${language}`);
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.title[language],
    description: eventDescription(event, language),
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    inLanguage: language,
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address,
        addressLocality: event.location,
        addressCountry: event.country,
      },
    },
    image: eventImages(event, absolute),
    ...(event.organizer ? { organizer: { '@type': 'Organization', name: event.organizer } } : {}),
    offers: event.ticketTypes.map((ticketType) => ({
      '@type': 'Offer',
      name: ticketType.name[language],
      price: ticketType.price.toFixed(2),
      priceCurrency: ticketType.currency,
      availability: availabilityOf(ticketType, now),
      validFrom: ticketType.saleStartsAt,
      url: ticketsUrl,
    })),
  };
}
