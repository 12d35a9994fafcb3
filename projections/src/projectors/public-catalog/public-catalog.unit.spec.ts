import type { CatalogEventEvent } from '../../events/catalog/catalog-events';
import { eventDetails, ticketTypeDetails } from '../../testing/catalog-fixtures';
import { evolvePublicEvent, type PublicEventRow } from './public-catalog';

const id = '5d6c1f7e-3f0a-4a47-9d0a-5b0c3e0f1a11';
const drafted: CatalogEventEvent = {
  type: 'CatalogEventDrafted',
  data: { catalogEventId: id, details: eventDetails() },
};

function given(...events: CatalogEventEvent[]): PublicEventRow | undefined {
  return events.reduce<PublicEventRow | undefined>(
    (row, event, i) => evolvePublicEvent(row, event, BigInt(i + 1)),
    undefined,
  );
}

describe('public catalog row', () => {
  it('given nothing, when an event is drafted, then a draft row with its details appears', () => {
    expect(given(drafted)).toEqual({
      id,
      status: 'draft',
      category: 'Concert',
      startsAt: '2027-06-01T16:00:00.000Z',
      endsAt: null,
      document: { ...eventDetails(), ticketTypes: [] },
      lastPosition: 1n,
    });
  });

  it('given a draft, when a ticket type is added and the event published, then it is public with the type', () => {
    const row = given(
      drafted,
      { type: 'TicketTypeAdded', data: { catalogEventId: id, ticketTypeId: 't1', details: ticketTypeDetails() } },
      { type: 'CatalogEventPublished', data: { catalogEventId: id } },
    );
    expect(row?.status).toBe('published');
    expect(row?.document.ticketTypes).toEqual([{ id: 't1', ...ticketTypeDetails() }]);
    expect(row?.lastPosition).toBe(3n);
  });

  it('given a row with ticket types, when its details change, then the new details keep the ticket types', () => {
    const changed = eventDetails({ category: 'Theater', startsAt: '2027-07-01T16:00:00.000Z' });
    const row = given(
      drafted,
      { type: 'TicketTypeAdded', data: { catalogEventId: id, ticketTypeId: 't1', details: ticketTypeDetails() } },
      { type: 'CatalogEventDetailsChanged', data: { catalogEventId: id, details: changed } },
    );
    expect(row).toMatchObject({ category: 'Theater', startsAt: '2027-07-01T16:00:00.000Z' });
    expect(row?.document.ticketTypes).toHaveLength(1);
  });

  it('given a row, when an event at or before its last position is delivered again, then nothing changes', () => {
    const row = given(drafted, {
      type: 'TicketTypeAdded',
      data: { catalogEventId: id, ticketTypeId: 't1', details: ticketTypeDetails() },
    });
    const replayed = evolvePublicEvent(
      row,
      { type: 'TicketTypeAdded', data: { catalogEventId: id, ticketTypeId: 't1', details: ticketTypeDetails() } },
      2n,
    );
    expect(replayed).toBe(row);
  });

  it('given no row, when anything but a draft arrives, then there is still no row', () => {
    expect(given({ type: 'CatalogEventPublished', data: { catalogEventId: id } })).toBeUndefined();
  });
});
