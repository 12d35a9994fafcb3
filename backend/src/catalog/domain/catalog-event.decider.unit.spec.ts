import type { CatalogEventEvent, DiscountCodeDetails, EventImage } from '@ticketshop/projections';
import { eventDetails, ticketTypeDetails } from '@ticketshop/projections/testing';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import type { CatalogEventCommand } from './catalog-event.commands';
import { catalogEventDecider, duplicateOf, type ExistingCatalogEvent } from './catalog-event.decider';
import { MAX_IMAGES_PER_EVENT } from './catalog-event.rules';

const catalogEventId = '0b8f3d56-6a3c-4f0e-9d51-3f1c2b7a9e10';
const image = (id: string): EventImage => ({
  id,
  urls: { thumbnail: `/media/events/${id}/thumbnail.webp`, card: `/c/${id}`, large: `/l/${id}` },
});
const codeDetails = (overrides: Partial<DiscountCodeDetails> = {}): DiscountCodeDetails => ({
  code: 'VASARA15',
  discountType: 'percent',
  amount: 15,
  currency: 'EUR',
  validFrom: '2027-01-01T00:00:00.000Z',
  validUntil: '2027-06-01T00:00:00.000Z',
  usageLimit: 100,
  ticketTypeIds: [],
  isActive: true,
  ...overrides,
});

const on = <E extends CatalogEventEvent>(type: E['type'], data: object = {}): CatalogEventEvent =>
  ({ type, data: { catalogEventId, ...data } }) as CatalogEventEvent;
const drafted = on('CatalogEventDrafted', { details: eventDetails(), images: [] });
const ticketAdded = on('TicketTypeAdded', { ticketTypeId: 'tt-1', details: ticketTypeDetails() });
const published = on('CatalogEventPublished');
const cancelled = on('CatalogEventCancelled');
const command = <C extends CatalogEventCommand>(type: C['type'], data: object = {}): CatalogEventCommand =>
  ({ type, data: { catalogEventId, ...data } }) as CatalogEventCommand;

/** given these past events, when this command, then these new events (or this refusal). */
const { given, when, refusal } = givenWhenThen(catalogEventDecider);

describe('catalog event decider', () => {
  describe('drafting', () => {
    it('given nothing, when drafting, then the event is drafted without images', () => {
      expect(when([], command('DraftCatalogEvent', { details: eventDetails() }))).toEqual([drafted]);
    });

    it('given a drafted event, when drafting it again, then it already exists', () => {
      expect(refusal([drafted], command('DraftCatalogEvent', { details: eventDetails() })).code).toBe(
        'catalog-event.already-exists',
      );
    });

    it.each([
      ['name.en', eventDetails({ name: { lt: 'Koncertas', en: ' ' } })],
      ['venue.city', eventDetails({ venue: { name: 'Arena', address: 'Ozo g. 14A', city: '', country: 'Lietuva' } })],
      ['end_date', eventDetails({ startsAt: '2027-06-01T16:00:00.000Z', endsAt: '2027-06-01T15:00:00.000Z' })],
      ['max_attendees', eventDetails({ maxAttendees: 0 })],
    ])('given nothing, when drafting with a bad %s, then it is refused for that field', (field, details) => {
      expect(refusal([], command('DraftCatalogEvent', { details }))).toMatchObject({
        code: 'catalog-event.invalid-details',
        details: { field },
      });
    });

    it('given nothing, when drafting with a deleted id, then it already exists', () => {
      expect(
        refusal([drafted, on('CatalogEventDeleted')], command('DraftCatalogEvent', { details: eventDetails() })).code,
      ).toBe('catalog-event.already-exists');
    });
  });

  describe('details', () => {
    it('given a draft, when its details change, then they are changed', () => {
      const details = eventDetails({ organizer: 'Kitas organizatorius' });
      expect(when([drafted], command('ChangeCatalogEventDetails', { details }))).toEqual([
        on('CatalogEventDetailsChanged', { details }),
      ]);
    });

    it('given nothing, when changing details, then the event is not found', () => {
      expect(refusal([], command('ChangeCatalogEventDetails', { details: eventDetails() })).code).toBe(
        'catalog-event.not-found',
      );
    });

    it('given a cancelled event, when changing details, then it is refused', () => {
      expect(
        refusal([drafted, cancelled], command('ChangeCatalogEventDetails', { details: eventDetails() })).code,
      ).toBe('catalog-event.cancelled');
    });
  });

  describe('status', () => {
    it('given a draft with a ticket type, when published, then it is published', () => {
      expect(when([drafted, ticketAdded], command('PublishCatalogEvent'))).toEqual([published]);
    });

    it('given a published event, when published again, then nothing new happens', () => {
      expect(when([drafted, ticketAdded, published], command('PublishCatalogEvent'))).toEqual([]);
    });

    it('given a draft without ticket types, when published, then it is refused', () => {
      expect(refusal([drafted], command('PublishCatalogEvent')).code).toBe('catalog-event.no-ticket-types');
    });

    it('given a published event, when unpublished, then it is back to draft', () => {
      expect(when([drafted, ticketAdded, published], command('UnpublishCatalogEvent'))).toEqual([
        on('CatalogEventUnpublished'),
      ]);
    });

    it('given a draft, when unpublished, then nothing new happens', () => {
      expect(when([drafted], command('UnpublishCatalogEvent'))).toEqual([]);
    });

    it('given an unpublished event, when published again, then it is published', () => {
      expect(
        when([drafted, ticketAdded, published, on('CatalogEventUnpublished')], command('PublishCatalogEvent')),
      ).toEqual([published]);
    });

    it('given a published event, when cancelled, then it is cancelled, and cancelling again changes nothing', () => {
      expect(when([drafted, ticketAdded, published], command('CancelCatalogEvent'))).toEqual([cancelled]);
      expect(when([drafted, ticketAdded, published, cancelled], command('CancelCatalogEvent'))).toEqual([]);
    });

    it.each(['PublishCatalogEvent', 'UnpublishCatalogEvent'] as const)(
      'given a cancelled event, when %s, then it is refused',
      (type) => {
        expect(refusal([drafted, ticketAdded, published, cancelled], command(type)).code).toBe(
          'catalog-event.cancelled',
        );
      },
    );

    it('given a draft, when featured, then it is featured once; unfeaturing takes it back', () => {
      expect(when([drafted], command('SetCatalogEventFeatured', { featured: true }))).toEqual([
        on('CatalogEventFeatured'),
      ]);
      expect(
        when([drafted, on('CatalogEventFeatured')], command('SetCatalogEventFeatured', { featured: true })),
      ).toEqual([]);
      expect(
        when([drafted, on('CatalogEventFeatured')], command('SetCatalogEventFeatured', { featured: false })),
      ).toEqual([on('CatalogEventUnfeatured')]);
    });
  });

  describe('deleting', () => {
    it('given an event nothing was sold for, when deleted, then it is deleted', () => {
      expect(when([drafted, ticketAdded, published], command('DeleteCatalogEvent', { ticketsSold: 0 }))).toEqual([
        on('CatalogEventDeleted'),
      ]);
    });

    it('given tickets were sold, when deleted, then it is refused and the answer says to cancel', () => {
      expect(refusal([drafted, ticketAdded, published], command('DeleteCatalogEvent', { ticketsSold: 1 })).code).toBe(
        'catalog-event.tickets-sold',
      );
    });

    it('given a deleted event, when anything is asked of it, then it is not found', () => {
      expect(refusal([drafted, on('CatalogEventDeleted')], command('PublishCatalogEvent')).code).toBe(
        'catalog-event.not-found',
      );
    });
  });

  describe('images', () => {
    it('given a draft, when an image is added, then it is added', () => {
      expect(when([drafted], command('AddEventImage', { image: image('a') }))).toEqual([
        on('EventImageAdded', { image: image('a') }),
      ]);
    });

    it(`given ${MAX_IMAGES_PER_EVENT} images, when another is added, then it is refused`, () => {
      const full = Array.from({ length: MAX_IMAGES_PER_EVENT }, (_, i) =>
        on('EventImageAdded', { image: image(`i${i}`) }),
      );
      expect(refusal([drafted, ...full], command('AddEventImage', { image: image('x') })).code).toBe(
        'catalog-event.too-many-images',
      );
    });

    it('given an image, when removed, then it is removed; an unknown image is not found', () => {
      const added = on('EventImageAdded', { image: image('a') });
      expect(when([drafted, added], command('RemoveEventImage', { imageId: 'a' }))).toEqual([
        on('EventImageRemoved', { imageId: 'a' }),
      ]);
      expect(refusal([drafted, added], command('RemoveEventImage', { imageId: 'b' })).code).toBe(
        'catalog-event.image-not-found',
      );
    });

    it('given two images, when reordered, then the new order is recorded and a partial order is refused', () => {
      const images = [on('EventImageAdded', { image: image('a') }), on('EventImageAdded', { image: image('b') })];
      expect(when([drafted, ...images], command('ReorderEventImages', { imageIds: ['b', 'a'] }))).toEqual([
        on('EventImagesReordered', { imageIds: ['b', 'a'] }),
      ]);
      expect(when([drafted, ...images], command('ReorderEventImages', { imageIds: ['a', 'b'] }))).toEqual([]);
      expect(refusal([drafted, ...images], command('ReorderEventImages', { imageIds: ['b', 'b'] })).code).toBe(
        'catalog-event.image-order-mismatch',
      );
    });

    it('given images reordered, then the state keeps the new order', () => {
      const state = given([
        drafted,
        on('EventImageAdded', { image: image('a') }),
        on('EventImageAdded', { image: image('b') }),
        on('EventImagesReordered', { imageIds: ['b', 'a'] }),
      ]) as ExistingCatalogEvent;
      expect(state.images.map((i) => i.id)).toEqual(['b', 'a']);
    });
  });

  describe('ticket types', () => {
    it('given a draft, when a ticket type is added, then it is added; the same id twice is a duplicate', () => {
      expect(when([drafted], command('AddTicketType', { ticketTypeId: 'tt-1', details: ticketTypeDetails() }))).toEqual(
        [ticketAdded],
      );
      expect(
        refusal(
          [drafted, ticketAdded],
          command('AddTicketType', { ticketTypeId: 'tt-1', details: ticketTypeDetails() }),
        ).code,
      ).toBe('catalog-event.duplicate-ticket-type');
    });

    it.each([
      ['price', ticketTypeDetails({ priceCents: -1 })],
      ['quantity', ticketTypeDetails({ quantity: 0 })],
      ['max_per_order', ticketTypeDetails({ maxPerOrder: 0 })],
      [
        'sale_end_date',
        ticketTypeDetails({ saleStartsAt: '2027-01-02T00:00:00Z', saleEndsAt: '2027-01-01T00:00:00Z' }),
      ],
      ['name', ticketTypeDetails({ name: { lt: 'Standartinis', en: '' } })],
    ])('given a draft, when a ticket type has a bad %s, then it is refused', (field, details) => {
      expect(refusal([drafted], command('AddTicketType', { ticketTypeId: 'tt-2', details }))).toMatchObject({
        code: 'catalog-event.invalid-details',
        details: { field },
      });
    });

    it('given a ticket type, when changed, then it is changed', () => {
      const details = ticketTypeDetails({ priceCents: 3999, quantity: 50 });
      expect(
        when([drafted, ticketAdded], command('ChangeTicketType', { ticketTypeId: 'tt-1', details, quantitySold: 0 })),
      ).toEqual([on('TicketTypeChanged', { ticketTypeId: 'tt-1', details })]);
    });

    it('given 40 tickets sold, when the quantity drops to 39, then it is refused; 40 is accepted', () => {
      const change = (quantity: number) =>
        command('ChangeTicketType', {
          ticketTypeId: 'tt-1',
          details: ticketTypeDetails({ quantity }),
          quantitySold: 40,
        });
      expect(refusal([drafted, ticketAdded], change(39)).code).toBe('catalog-event.quantity-below-sold');
      expect(when([drafted, ticketAdded], change(40))).toEqual([
        on('TicketTypeChanged', { ticketTypeId: 'tt-1', details: ticketTypeDetails({ quantity: 40 }) }),
      ]);
    });

    it('given a ticket type nothing was sold of, when removed, then it is removed', () => {
      expect(
        when([drafted, ticketAdded], command('RemoveTicketType', { ticketTypeId: 'tt-1', quantitySold: 0 })),
      ).toEqual([on('TicketTypeRemoved', { ticketTypeId: 'tt-1' })]);
    });

    it('given sold tickets, when the type is removed, then it is refused', () => {
      expect(
        refusal([drafted, ticketAdded], command('RemoveTicketType', { ticketTypeId: 'tt-1', quantitySold: 2 })).code,
      ).toBe('catalog-event.ticket-type-sold');
    });

    it('given a published event with one ticket type, when it is removed, then it is refused', () => {
      expect(
        refusal(
          [drafted, ticketAdded, published],
          command('RemoveTicketType', { ticketTypeId: 'tt-1', quantitySold: 0 }),
        ).code,
      ).toBe('catalog-event.last-ticket-type');
    });

    it('given no such ticket type, when changed, then it is not found', () => {
      expect(
        refusal(
          [drafted],
          command('ChangeTicketType', { ticketTypeId: 'tt-9', details: ticketTypeDetails(), quantitySold: 0 }),
        ).code,
      ).toBe('catalog-event.ticket-type-not-found');
    });
  });

  describe('discount codes', () => {
    const created = on('DiscountCodeCreated', { discountCodeId: 'dc-1', details: codeDetails() });

    it('given an event, when a code is created, then it is created', () => {
      expect(
        when([drafted, ticketAdded], command('CreateDiscountCode', { discountCodeId: 'dc-1', details: codeDetails() })),
      ).toEqual([created]);
    });

    it('given the code exists in the event, when created again under another id, then it is a duplicate', () => {
      expect(
        refusal([drafted, created], command('CreateDiscountCode', { discountCodeId: 'dc-2', details: codeDetails() }))
          .code,
      ).toBe('catalog-event.duplicate-discount-code');
    });

    it('given a removed code, when the same code is created again, then it is created', () => {
      expect(
        when(
          [drafted, created, on('DiscountCodeRemoved', { discountCodeId: 'dc-1' })],
          command('CreateDiscountCode', { discountCodeId: 'dc-2', details: codeDetails() }),
        ),
      ).toEqual([on('DiscountCodeCreated', { discountCodeId: 'dc-2', details: codeDetails() })]);
    });

    it.each([
      ['code', codeDetails({ code: 'a b' })],
      ['value', codeDetails({ discountType: 'percent', amount: 101 })],
      ['value', codeDetails({ discountType: 'fixed', amount: 0 })],
      ['valid_until', codeDetails({ validUntil: '2026-12-31T00:00:00.000Z' })],
      ['usage_limit', codeDetails({ usageLimit: 0 })],
      ['ticket_type_ids', codeDetails({ ticketTypeIds: ['tt-of-another-event'] })],
    ])('given an event, when a code has a bad %s, then it is refused', (field, details) => {
      expect(
        refusal([drafted, ticketAdded], command('CreateDiscountCode', { discountCodeId: 'dc-1', details })),
      ).toMatchObject({ code: 'catalog-event.invalid-details', details: { field } });
    });

    it('given a code, when changed, then it is changed; an unknown code is not found', () => {
      const details = codeDetails({ discountType: 'fixed', amount: 500, ticketTypeIds: ['tt-1'] });
      expect(
        when([drafted, ticketAdded, created], command('ChangeDiscountCode', { discountCodeId: 'dc-1', details })),
      ).toEqual([on('DiscountCodeChanged', { discountCodeId: 'dc-1', details })]);
      expect(refusal([drafted], command('RemoveDiscountCode', { discountCodeId: 'dc-9' })).code).toBe(
        'catalog-event.discount-code-not-found',
      );
    });

    it('given a code for one ticket type, when that type is removed, then the code no longer names it and is switched off', () => {
      const state = given([
        drafted,
        ticketAdded,
        on('DiscountCodeCreated', { discountCodeId: 'dc-1', details: codeDetails({ ticketTypeIds: ['tt-1'] }) }),
        on('TicketTypeRemoved', { ticketTypeId: 'tt-1' }),
      ]) as ExistingCatalogEvent;
      expect(state.discountCodes[0]?.details).toMatchObject({ ticketTypeIds: [], isActive: false });
    });

    it('given a code for two ticket types, when one is removed, then it keeps applying to the other', () => {
      const state = given([
        drafted,
        ticketAdded,
        on('TicketTypeAdded', { ticketTypeId: 'tt-2', details: ticketTypeDetails() }),
        on('DiscountCodeCreated', {
          discountCodeId: 'dc-1',
          details: codeDetails({ ticketTypeIds: ['tt-1', 'tt-2'] }),
        }),
        on('TicketTypeRemoved', { ticketTypeId: 'tt-1' }),
      ]) as ExistingCatalogEvent;
      expect(state.discountCodes[0]?.details).toMatchObject({ ticketTypeIds: ['tt-2'], isActive: true });
    });
  });

  describe('duplicating', () => {
    it('given an event with images, ticket types and a code, then the copy is a draft with its details, images and new ticket types', () => {
      const original = given([
        drafted,
        on('EventImageAdded', { image: image('a') }),
        ticketAdded,
        published,
        on('DiscountCodeCreated', { discountCodeId: 'dc-1', details: codeDetails() }),
      ]) as ExistingCatalogEvent;
      const copyId = 'c0c0c0c0-6a3c-4f0e-9d51-3f1c2b7a9e10';

      const events = when([], duplicateOf(original, { catalogEventId: copyId, ticketTypeIds: ['tt-copy'] }));

      expect(events).toEqual([
        {
          type: 'CatalogEventDrafted',
          data: {
            catalogEventId: copyId,
            details: { ...eventDetails(), name: { lt: 'Vasaros koncertas (kopija)', en: 'Summer concert (copy)' } },
            images: [image('a')],
            duplicatedFrom: catalogEventId,
          },
        },
        {
          type: 'TicketTypeAdded',
          data: { catalogEventId: copyId, ticketTypeId: 'tt-copy', details: ticketTypeDetails() },
        },
      ]);
    });
  });
});
