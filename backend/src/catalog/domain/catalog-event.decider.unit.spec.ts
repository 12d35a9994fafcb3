import type { CatalogEventEvent } from '@ticketshop/projections';
import { eventDetails, ticketTypeDetails } from '@ticketshop/projections/testing';
import { refusalCode } from '../../testing/domain-errors';
import type { CatalogEventCommand } from './catalog-event.commands';
import { decide, evolve, initialCatalogEventState } from './catalog-event.decider';

const catalogEventId = '0b8f3d56-6a3c-4f0e-9d51-3f1c2b7a9e10';
const drafted: CatalogEventEvent = { type: 'CatalogEventDrafted', data: { catalogEventId, details: eventDetails() } };
const ticketAdded: CatalogEventEvent = {
  type: 'TicketTypeAdded',
  data: { catalogEventId, ticketTypeId: 'tt-1', details: ticketTypeDetails() },
};

/** given these past events, when this command, then these new events (or this error). */
function given(...past: CatalogEventEvent[]) {
  const state = past.reduce(evolve, initialCatalogEventState);
  return { when: (command: CatalogEventCommand) => () => decide(command, state) };
}

describe('catalog event decider', () => {
  describe('drafting', () => {
    it('given nothing, when drafting, then the event is drafted', () => {
      const then = given().when({ type: 'DraftCatalogEvent', data: { catalogEventId, details: eventDetails() } });
      expect(then()).toEqual([drafted]);
    });

    it('given a drafted event, when drafting it again, then it already exists', () => {
      expect(
        refusalCode(
          given(drafted).when({ type: 'DraftCatalogEvent', data: { catalogEventId, details: eventDetails() } }),
        ),
      ).toBe('catalog-event.already-exists');
    });

    it.each([
      ['name.en', eventDetails({ name: { lt: 'Koncertas', en: ' ' } })],
      ['venue.city', eventDetails({ venue: { name: 'Arena', address: 'Ozo g. 14A', city: '', country: 'Lietuva' } })],
      ['endsAt', eventDetails({ startsAt: '2027-06-01T16:00:00.000Z', endsAt: '2027-06-01T15:00:00.000Z' })],
      ['maxAttendees', eventDetails({ maxAttendees: 0 })],
    ])('given nothing, when drafting with a bad %s, then the details are invalid', (field, details) => {
      let failure: unknown;
      try {
        given().when({ type: 'DraftCatalogEvent', data: { catalogEventId, details } })();
      } catch (error) {
        failure = error;
      }
      expect(failure).toMatchObject({ code: 'catalog-event.invalid-details', details: { field } });
    });
  });

  describe('changing details', () => {
    it('given a draft, when its details change, then they are changed', () => {
      const details = eventDetails({ organizer: 'Kitas organizatorius' });
      expect(given(drafted).when({ type: 'ChangeCatalogEventDetails', data: { catalogEventId, details } })()).toEqual([
        { type: 'CatalogEventDetailsChanged', data: { catalogEventId, details } },
      ]);
    });

    it('given nothing, when changing details, then the event is not found', () => {
      expect(
        refusalCode(
          given().when({ type: 'ChangeCatalogEventDetails', data: { catalogEventId, details: eventDetails() } }),
        ),
      ).toBe('catalog-event.not-found');
    });
  });

  describe('adding ticket types', () => {
    it('given a draft, when a ticket type is added, then it is added', () => {
      expect(given(drafted).when({ type: 'AddTicketType', data: ticketAdded.data as never })()).toEqual([ticketAdded]);
    });

    it('given the ticket type exists, when it is added again, then it is a duplicate', () => {
      expect(
        refusalCode(given(drafted, ticketAdded).when({ type: 'AddTicketType', data: ticketAdded.data as never })),
      ).toBe('catalog-event.duplicate-ticket-type');
    });

    it.each([
      ['price', ticketTypeDetails({ priceCents: -1 })],
      ['quantity', ticketTypeDetails({ quantity: 0 })],
      ['maxPerOrder', ticketTypeDetails({ maxPerOrder: 0 })],
      ['saleEndsAt', ticketTypeDetails({ saleStartsAt: '2027-01-02T00:00:00Z', saleEndsAt: '2027-01-01T00:00:00Z' })],
    ])('given a draft, when a ticket type has a bad %s, then it is refused', (field, details) => {
      let failure: unknown;
      try {
        given(drafted).when({ type: 'AddTicketType', data: { catalogEventId, ticketTypeId: 'tt-2', details } })();
      } catch (error) {
        failure = error;
      }
      expect(failure).toMatchObject({ code: 'catalog-event.invalid-details', details: { field } });
    });
  });

  describe('publishing', () => {
    const publish: CatalogEventCommand = { type: 'PublishCatalogEvent', data: { catalogEventId } };

    it('given a draft with a ticket type, when published, then it is published', () => {
      expect(given(drafted, ticketAdded).when(publish)()).toEqual([
        { type: 'CatalogEventPublished', data: { catalogEventId } },
      ]);
    });

    it('given a published event, when published again, then nothing new happens', () => {
      expect(
        given(drafted, ticketAdded, { type: 'CatalogEventPublished', data: { catalogEventId } }).when(publish)(),
      ).toEqual([]);
    });

    it('given a draft without ticket types, when published, then it is refused', () => {
      expect(refusalCode(given(drafted).when(publish))).toBe('catalog-event.no-ticket-types');
    });

    it('given nothing, when published, then the event is not found', () => {
      expect(refusalCode(given().when(publish))).toBe('catalog-event.not-found');
    });
  });
});
