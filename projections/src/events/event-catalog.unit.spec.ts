import { defineEvent, EventCatalog, UnknownEventTypeError } from './event-catalog';
import { eventCatalog } from './shop-event-catalog';

describe('event catalog', () => {
  // A price first stored in euros (v1), then in cents (v2), then with a currency (v3).
  const TicketPriced = defineEvent('TicketPriced', 3, {
    1: (data) => ({ ticketId: data.ticketId, priceCents: Math.round(Number(data.priceEuros) * 100) }),
    2: (data) => ({ ...data, currency: 'EUR' }),
  });
  const catalog = new EventCatalog([TicketPriced]);

  it('given data stored at v1, when read, then every upcaster runs in order up to the current version', () => {
    expect(catalog.upcast('TicketPriced', 1, { ticketId: 't1', priceEuros: '29.99' })).toEqual({
      ticketId: 't1',
      priceCents: 2999,
      currency: 'EUR',
    });
  });

  it('given data stored at the current version, when read, then it is unchanged', () => {
    const data = { ticketId: 't1', priceCents: 100, currency: 'USD' };
    expect(catalog.upcast('TicketPriced', 3, data)).toBe(data);
  });

  it('given data from a newer version than this code knows, then reading it fails loudly', () => {
    expect(() => catalog.upcast('TicketPriced', 4, {})).toThrow(/newer than this code/);
  });

  it('given an unknown type, then it is refused', () => {
    expect(() => catalog.upcast('Nope', 1, {})).toThrow(UnknownEventTypeError);
  });

  it('given a version without its upcasters, then the definition itself is refused', () => {
    expect(() => defineEvent('Broken', 2)).toThrow(/lacks an upcaster from v1/);
  });

  it('given the same type twice, then the catalog is refused', () => {
    expect(() => new EventCatalog([TicketPriced, TicketPriced])).toThrow(/defined twice/);
  });

  it('knows every catalog event type the shop appends', () => {
    for (const type of ['CatalogEventDrafted', 'CatalogEventDetailsChanged'])
      expect(eventCatalog.versionOf(type)).toBe(2);
    for (const type of ['CatalogEventPublished', 'TicketTypeAdded', 'EventImageAdded', 'DiscountCodeCreated']) {
      expect(eventCatalog.versionOf(type)).toBe(1);
    }
  });

  it('given a draft stored at v1 with image URLs in its details, then it reads as v2 with images of their own', () => {
    const details = { name: { lt: 'Koncertas', en: 'Concert' }, category: 'Concert' };
    expect(
      eventCatalog.upcast('CatalogEventDrafted', 1, {
        catalogEventId: 'e1',
        details: { ...details, images: ['/media/demo/a.svg', '/media/demo/b.svg'] },
      }),
    ).toEqual({
      catalogEventId: 'e1',
      details,
      images: [
        {
          id: 'image-1',
          urls: { thumbnail: '/media/demo/a.svg', card: '/media/demo/a.svg', large: '/media/demo/a.svg' },
        },
        {
          id: 'image-2',
          urls: { thumbnail: '/media/demo/b.svg', card: '/media/demo/b.svg', large: '/media/demo/b.svg' },
        },
      ],
    });
  });

  it('given a details change stored at v1, then its images replace the list, as they did then', () => {
    const upcast = eventCatalog.upcast('CatalogEventDetailsChanged', 1, {
      catalogEventId: 'e1',
      details: { organizer: 'X', images: [] },
    });
    expect(upcast).toEqual({ catalogEventId: 'e1', details: { organizer: 'X' }, images: [] });
  });
});
