import type {
  PublicEventResponse,
  PublicEventsPageResponse,
  PublicTicketTypeResponse,
} from '../lib/api-types/generated';

export function makeTicketType(overrides: Partial<PublicTicketTypeResponse> = {}): PublicTicketTypeResponse {
  return {
    id: 'tt-standard',
    name: { lt: 'Standartinis', en: 'Standard' },
    description: { lt: 'Stovimos vietos', en: 'Standing area' },
    price: 29.99,
    currency: 'EUR',
    available: 120,
    maxPerOrder: 10,
    onSale: true,
    saleStartsAt: '2026-01-01T10:00:00.000Z',
    saleEndsAt: '2026-07-14T16:00:00.000Z',
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<PublicEventResponse> = {}): PublicEventResponse {
  return {
    id: 'evt-1',
    title: { lt: 'Vasaros koncertas', en: 'Summer concert' },
    description: {
      lt: 'Pirma pastraipa.\n\nAntra pastraipa.',
      en: 'First paragraph.\n\nSecond paragraph.',
    },
    category: 'Concert',
    organizer: 'Gyva muzika, UAB',
    startsAt: '2026-07-14T16:00:00.000Z',
    endsAt: null,
    date: '2026-07-14',
    time: '19:00',
    endDate: null,
    location: 'Vilnius',
    venue: 'Vingio parkas',
    address: 'M. K. Čiurlionio g. 100',
    country: 'Lietuva',
    imageUrl: '/media/demo/concert.svg',
    cardImageUrl: '/media/demo/concert.svg',
    additionalImages: [],
    features: { lt: ['Gyvas garsas'], en: ['Live sound'] },
    price: 29.99,
    currency: 'EUR',
    featured: false,
    ticketTypes: [makeTicketType()],
    ...overrides,
  };
}

/** `count` distinct events, numbered from `first`, so pages of a long list can be told apart. */
export function makeEvents(count: number, first = 1): PublicEventResponse[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(first + index);
    return makeEvent({
      id: `evt-${number}`,
      title: { lt: `Renginys ${number}`, en: `Event ${number}` },
    });
  });
}

export function pageOf(
  data: PublicEventResponse[],
  page: number,
  limit: number,
  total: number,
): PublicEventsPageResponse {
  return { data, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}
