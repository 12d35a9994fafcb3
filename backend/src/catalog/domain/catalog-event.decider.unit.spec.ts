import type { CatalogEventEvent, DiscountCodeDetails, EventImage } from '@ticketshop/projections';
import { eventDetails, ticketTypeDetails } from '@ticketshop/projections/testing';
import { refusalCode } from '../../testing/domain-errors';
import type { CatalogEventCommand } from './catalog-event.commands';
import {
  decide,
  duplicateOf,
  evolve,
  initialCatalogEventState,
  type ExistingCatalogEvent,
} from './catalog-event.decider';
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
function given(...past: CatalogEventEvent[]) {
  const state = past.reduce(evolve, initialCatalogEventState);
  return {
    when: (next: CatalogEventCommand) => ({
      then: (expected: CatalogEventEvent[]) => expect(decide(next, state)).toEqual(expected),
      thenRefused: (code: string) => expect(refusalCode(() => decide(next, state))).toBe(code),
      thenInvalid: (field: string) => {
        let failure: unknown;
        try {
          decide(next, state);
        } catch (error) {
          failure = error;
        }
        expect(failure).toMatchObject({ code: 'catalog-event.invalid-details', details: { field } });
      },
    }),
  };
}

describe('catalog event decider', () => {
  describe('drafting', () => {
    it('given nothing, when drafting, then the event is drafted without images', () => {
      given()
        .when(command('DraftCatalogEvent', { details: eventDetails() }))
        .then([drafted]);
    });

    it('given a drafted event, when drafting it again, then it already exists', () => {
      given(drafted)
        .when(command('DraftCatalogEvent', { details: eventDetails() }))
        .thenRefused('catalog-event.already-exists');
    });

    it.each([
      ['name.en', eventDetails({ name: { lt: 'Koncertas', en: ' ' } })],
      ['venue.city', eventDetails({ venue: { name: 'Arena', address: 'Ozo g. 14A', city: '', country: 'Lietuva' } })],
      ['end_date', eventDetails({ startsAt: '2027-06-01T16:00:00.000Z', endsAt: '2027-06-01T15:00:00.000Z' })],
      ['max_attendees', eventDetails({ maxAttendees: 0 })],
    ])('given nothing, when drafting with a bad %s, then it is refused for that field', (field, details) => {
      given().when(command('DraftCatalogEvent', { details })).thenInvalid(field);
    });

    it('given nothing, when drafting with a deleted id, then it already exists', () => {
      given(drafted, on('CatalogEventDeleted'))
        .when(command('DraftCatalogEvent', { details: eventDetails() }))
        .thenRefused('catalog-event.already-exists');
    });
  });

  describe('details', () => {
    it('given a draft, when its details change, then they are changed', () => {
      const details = eventDetails({ organizer: 'Kitas organizatorius' });
      given(drafted)
        .when(command('ChangeCatalogEventDetails', { details }))
        .then([on('CatalogEventDetailsChanged', { details })]);
    });

    it('given nothing, when changing details, then the event is not found', () => {
      given()
        .when(command('ChangeCatalogEventDetails', { details: eventDetails() }))
        .thenRefused('catalog-event.not-found');
    });

    it('given a cancelled event, when changing details, then it is refused', () => {
      given(drafted, cancelled)
        .when(command('ChangeCatalogEventDetails', { details: eventDetails() }))
        .thenRefused('catalog-event.cancelled');
    });
  });

  describe('status', () => {
    it('given a draft with a ticket type, when published, then it is published', () => {
      given(drafted, ticketAdded).when(command('PublishCatalogEvent')).then([published]);
    });

    it('given a published event, when published again, then nothing new happens', () => {
      given(drafted, ticketAdded, published).when(command('PublishCatalogEvent')).then([]);
    });

    it('given a draft without ticket types, when published, then it is refused', () => {
      given(drafted).when(command('PublishCatalogEvent')).thenRefused('catalog-event.no-ticket-types');
    });

    it('given a published event, when unpublished, then it is back to draft', () => {
      given(drafted, ticketAdded, published)
        .when(command('UnpublishCatalogEvent'))
        .then([on('CatalogEventUnpublished')]);
    });

    it('given a draft, when unpublished, then nothing new happens', () => {
      given(drafted).when(command('UnpublishCatalogEvent')).then([]);
    });

    it('given an unpublished event, when published again, then it is published', () => {
      given(drafted, ticketAdded, published, on('CatalogEventUnpublished'))
        .when(command('PublishCatalogEvent'))
        .then([published]);
    });

    it('given a published event, when cancelled, then it is cancelled, and cancelling again changes nothing', () => {
      given(drafted, ticketAdded, published).when(command('CancelCatalogEvent')).then([cancelled]);
      given(drafted, ticketAdded, published, cancelled).when(command('CancelCatalogEvent')).then([]);
    });

    it.each(['PublishCatalogEvent', 'UnpublishCatalogEvent'] as const)(
      'given a cancelled event, when %s, then it is refused',
      (type) => {
        given(drafted, ticketAdded, published, cancelled).when(command(type)).thenRefused('catalog-event.cancelled');
      },
    );

    it('given a draft, when featured, then it is featured once; unfeaturing takes it back', () => {
      given(drafted)
        .when(command('SetCatalogEventFeatured', { featured: true }))
        .then([on('CatalogEventFeatured')]);
      given(drafted, on('CatalogEventFeatured'))
        .when(command('SetCatalogEventFeatured', { featured: true }))
        .then([]);
      given(drafted, on('CatalogEventFeatured'))
        .when(command('SetCatalogEventFeatured', { featured: false }))
        .then([on('CatalogEventUnfeatured')]);
    });
  });

  describe('deleting', () => {
    it('given an event nothing was sold for, when deleted, then it is deleted', () => {
      given(drafted, ticketAdded, published)
        .when(command('DeleteCatalogEvent', { ticketsSold: 0 }))
        .then([on('CatalogEventDeleted')]);
    });

    it('given tickets were sold, when deleted, then it is refused and the answer says to cancel', () => {
      given(drafted, ticketAdded, published)
        .when(command('DeleteCatalogEvent', { ticketsSold: 1 }))
        .thenRefused('catalog-event.tickets-sold');
    });

    it('given a deleted event, when anything is asked of it, then it is not found', () => {
      given(drafted, on('CatalogEventDeleted'))
        .when(command('PublishCatalogEvent'))
        .thenRefused('catalog-event.not-found');
    });
  });

  describe('images', () => {
    it('given a draft, when an image is added, then it is added', () => {
      given(drafted)
        .when(command('AddEventImage', { image: image('a') }))
        .then([on('EventImageAdded', { image: image('a') })]);
    });

    it(`given ${MAX_IMAGES_PER_EVENT} images, when another is added, then it is refused`, () => {
      const full = Array.from({ length: MAX_IMAGES_PER_EVENT }, (_, i) =>
        on('EventImageAdded', { image: image(`i${i}`) }),
      );
      given(drafted, ...full)
        .when(command('AddEventImage', { image: image('x') }))
        .thenRefused('catalog-event.too-many-images');
    });

    it('given an image, when removed, then it is removed; an unknown image is not found', () => {
      const added = on('EventImageAdded', { image: image('a') });
      given(drafted, added)
        .when(command('RemoveEventImage', { imageId: 'a' }))
        .then([on('EventImageRemoved', { imageId: 'a' })]);
      given(drafted, added)
        .when(command('RemoveEventImage', { imageId: 'b' }))
        .thenRefused('catalog-event.image-not-found');
    });

    it('given two images, when reordered, then the new order is recorded and a partial order is refused', () => {
      const images = [on('EventImageAdded', { image: image('a') }), on('EventImageAdded', { image: image('b') })];
      given(drafted, ...images)
        .when(command('ReorderEventImages', { imageIds: ['b', 'a'] }))
        .then([on('EventImagesReordered', { imageIds: ['b', 'a'] })]);
      given(drafted, ...images)
        .when(command('ReorderEventImages', { imageIds: ['a', 'b'] }))
        .then([]);
      given(drafted, ...images)
        .when(command('ReorderEventImages', { imageIds: ['b', 'b'] }))
        .thenRefused('catalog-event.image-order-mismatch');
    });

    it('given images reordered, then the state keeps the new order', () => {
      const state = [
        drafted,
        on('EventImageAdded', { image: image('a') }),
        on('EventImageAdded', { image: image('b') }),
        on('EventImagesReordered', { imageIds: ['b', 'a'] }),
      ].reduce(evolve, initialCatalogEventState) as ExistingCatalogEvent;
      expect(state.images.map((i) => i.id)).toEqual(['b', 'a']);
    });
  });

  describe('ticket types', () => {
    it('given a draft, when a ticket type is added, then it is added; the same id twice is a duplicate', () => {
      given(drafted)
        .when(command('AddTicketType', { ticketTypeId: 'tt-1', details: ticketTypeDetails() }))
        .then([ticketAdded]);
      given(drafted, ticketAdded)
        .when(command('AddTicketType', { ticketTypeId: 'tt-1', details: ticketTypeDetails() }))
        .thenRefused('catalog-event.duplicate-ticket-type');
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
      given(drafted)
        .when(command('AddTicketType', { ticketTypeId: 'tt-2', details }))
        .thenInvalid(field);
    });

    it('given a ticket type, when changed, then it is changed', () => {
      const details = ticketTypeDetails({ priceCents: 3999, quantity: 50 });
      given(drafted, ticketAdded)
        .when(command('ChangeTicketType', { ticketTypeId: 'tt-1', details, quantitySold: 0 }))
        .then([on('TicketTypeChanged', { ticketTypeId: 'tt-1', details })]);
    });

    it('given 40 tickets sold, when the quantity drops to 39, then it is refused; 40 is accepted', () => {
      const change = (quantity: number) =>
        command('ChangeTicketType', {
          ticketTypeId: 'tt-1',
          details: ticketTypeDetails({ quantity }),
          quantitySold: 40,
        });
      given(drafted, ticketAdded).when(change(39)).thenRefused('catalog-event.quantity-below-sold');
      given(drafted, ticketAdded)
        .when(change(40))
        .then([on('TicketTypeChanged', { ticketTypeId: 'tt-1', details: ticketTypeDetails({ quantity: 40 }) })]);
    });

    it('given a ticket type nothing was sold of, when removed, then it is removed', () => {
      given(drafted, ticketAdded)
        .when(command('RemoveTicketType', { ticketTypeId: 'tt-1', quantitySold: 0 }))
        .then([on('TicketTypeRemoved', { ticketTypeId: 'tt-1' })]);
    });

    it('given sold tickets, when the type is removed, then it is refused', () => {
      given(drafted, ticketAdded)
        .when(command('RemoveTicketType', { ticketTypeId: 'tt-1', quantitySold: 2 }))
        .thenRefused('catalog-event.ticket-type-sold');
    });

    it('given a published event with one ticket type, when it is removed, then it is refused', () => {
      given(drafted, ticketAdded, published)
        .when(command('RemoveTicketType', { ticketTypeId: 'tt-1', quantitySold: 0 }))
        .thenRefused('catalog-event.last-ticket-type');
    });

    it('given no such ticket type, when changed, then it is not found', () => {
      given(drafted)
        .when(command('ChangeTicketType', { ticketTypeId: 'tt-9', details: ticketTypeDetails(), quantitySold: 0 }))
        .thenRefused('catalog-event.ticket-type-not-found');
    });
  });

  describe('discount codes', () => {
    const created = on('DiscountCodeCreated', { discountCodeId: 'dc-1', details: codeDetails() });

    it('given an event, when a code is created, then it is created', () => {
      given(drafted, ticketAdded)
        .when(command('CreateDiscountCode', { discountCodeId: 'dc-1', details: codeDetails() }))
        .then([created]);
    });

    it('given the code exists in the event, when created again under another id, then it is a duplicate', () => {
      given(drafted, created)
        .when(command('CreateDiscountCode', { discountCodeId: 'dc-2', details: codeDetails() }))
        .thenRefused('catalog-event.duplicate-discount-code');
    });

    it('given a removed code, when the same code is created again, then it is created', () => {
      given(drafted, created, on('DiscountCodeRemoved', { discountCodeId: 'dc-1' }))
        .when(command('CreateDiscountCode', { discountCodeId: 'dc-2', details: codeDetails() }))
        .then([on('DiscountCodeCreated', { discountCodeId: 'dc-2', details: codeDetails() })]);
    });

    it.each([
      ['code', codeDetails({ code: 'a b' })],
      ['value', codeDetails({ discountType: 'percent', amount: 101 })],
      ['value', codeDetails({ discountType: 'fixed', amount: 0 })],
      ['valid_until', codeDetails({ validUntil: '2026-12-31T00:00:00.000Z' })],
      ['usage_limit', codeDetails({ usageLimit: 0 })],
      ['ticket_type_ids', codeDetails({ ticketTypeIds: ['tt-of-another-event'] })],
    ])('given an event, when a code has a bad %s, then it is refused', (field, details) => {
      given(drafted, ticketAdded)
        .when(command('CreateDiscountCode', { discountCodeId: 'dc-1', details }))
        .thenInvalid(field);
    });

    it('given a code, when changed, then it is changed; an unknown code is not found', () => {
      const details = codeDetails({ discountType: 'fixed', amount: 500, ticketTypeIds: ['tt-1'] });
      given(drafted, ticketAdded, created)
        .when(command('ChangeDiscountCode', { discountCodeId: 'dc-1', details }))
        .then([on('DiscountCodeChanged', { discountCodeId: 'dc-1', details })]);
      given(drafted)
        .when(command('RemoveDiscountCode', { discountCodeId: 'dc-9' }))
        .thenRefused('catalog-event.discount-code-not-found');
    });

    it('given a code for one ticket type, when that type is removed, then the code no longer names it and is switched off', () => {
      const state = [
        drafted,
        ticketAdded,
        on('DiscountCodeCreated', { discountCodeId: 'dc-1', details: codeDetails({ ticketTypeIds: ['tt-1'] }) }),
        on('TicketTypeRemoved', { ticketTypeId: 'tt-1' }),
      ].reduce(evolve, initialCatalogEventState) as ExistingCatalogEvent;
      expect(state.discountCodes[0]?.details).toMatchObject({ ticketTypeIds: [], isActive: false });
    });

    it('given a code for two ticket types, when one is removed, then it keeps applying to the other', () => {
      const state = [
        drafted,
        ticketAdded,
        on('TicketTypeAdded', { ticketTypeId: 'tt-2', details: ticketTypeDetails() }),
        on('DiscountCodeCreated', {
          discountCodeId: 'dc-1',
          details: codeDetails({ ticketTypeIds: ['tt-1', 'tt-2'] }),
        }),
        on('TicketTypeRemoved', { ticketTypeId: 'tt-1' }),
      ].reduce(evolve, initialCatalogEventState) as ExistingCatalogEvent;
      expect(state.discountCodes[0]?.details).toMatchObject({ ticketTypeIds: ['tt-2'], isActive: true });
    });
  });

  describe('duplicating', () => {
    it('given an event with images, ticket types and a code, then the copy is a draft with its details, images and new ticket types', () => {
      const original = [
        drafted,
        on('EventImageAdded', { image: image('a') }),
        ticketAdded,
        published,
        on('DiscountCodeCreated', { discountCodeId: 'dc-1', details: codeDetails() }),
      ].reduce(evolve, initialCatalogEventState) as ExistingCatalogEvent;
      const copyId = 'c0c0c0c0-6a3c-4f0e-9d51-3f1c2b7a9e10';

      const events = decide(
        duplicateOf(original, { catalogEventId: copyId, ticketTypeIds: ['tt-copy'] }),
        initialCatalogEventState,
      );

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
