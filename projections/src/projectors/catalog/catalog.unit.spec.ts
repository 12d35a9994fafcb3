import { eventDetails, ticketTypeDetails } from '../../testing/catalog-fixtures';
import { applyCatalogEvent, type CatalogProjectedEvent, type CatalogRows, type CatalogTicketTypeRow } from './catalog';

const id = '5d6c1f7e-3f0a-4a47-9d0a-5b0c3e0f1a11';
const at = '2026-11-20T10:00:00.000Z';
const on = (type: CatalogProjectedEvent['type'], data: object = {}) =>
  ({ type, data: { catalogEventId: id, ...data } }) as CatalogProjectedEvent;
const image = (imageId: string) => ({
  id: imageId,
  urls: { thumbnail: `/t/${imageId}`, card: `/c/${imageId}`, large: `/l/${imageId}` },
});
const code = {
  code: 'RUDUO',
  discountType: 'percent' as const,
  amount: 10,
  currency: 'EUR' as const,
  validFrom: '2027-01-01T00:00:00.000Z',
  validUntil: '2027-02-01T00:00:00.000Z',
  usageLimit: null,
  ticketTypeIds: ['t1', 't2'],
  isActive: true,
};

/** given these events at positions 1, 2, 3…, then these rows. */
function given(...events: CatalogProjectedEvent[]): CatalogRows {
  const rows: CatalogRows = { event: undefined, ticketTypes: new Map(), discountCodes: new Map() };
  events.forEach((event, i) => applyCatalogEvent(rows, event, BigInt(i + 1), at));
  return rows;
}

describe('catalog rows', () => {
  const drafted = on('CatalogEventDrafted', { details: eventDetails(), images: [image('a')] });

  it('given a drafted event, then a draft row with its details, images and search text', () => {
    expect(given(drafted).event).toEqual({
      id,
      status: 'draft',
      featured: false,
      featuredAt: null,
      category: 'Concert',
      startsAt: '2027-06-01T16:00:00.000Z',
      endsAt: null,
      searchText: 'vasaros koncertas summer concert compensa koncertų salė vilnius',
      document: { details: eventDetails(), images: [image('a')] },
      createdAt: at,
      updatedAt: at,
      lastPosition: 1n,
    });
  });

  it('follows the status through publish, unpublish, feature, cancel and delete', () => {
    expect(given(drafted, on('CatalogEventPublished')).event?.status).toBe('published');
    expect(given(drafted, on('CatalogEventPublished'), on('CatalogEventUnpublished')).event?.status).toBe('draft');
    expect(given(drafted, on('CatalogEventFeatured')).event).toMatchObject({ featured: true, featuredAt: at });
    expect(given(drafted, on('CatalogEventFeatured'), on('CatalogEventCancelled')).event).toMatchObject({
      status: 'cancelled',
      featured: false,
    });
    expect(given(drafted, on('CatalogEventDeleted')).event?.status).toBe('deleted');
  });

  it('keeps images in their order through add, reorder and remove', () => {
    const rows = given(
      drafted,
      on('EventImageAdded', { image: image('b') }),
      on('EventImagesReordered', { imageIds: ['b', 'a'] }),
      on('EventImageRemoved', { imageId: 'a' }),
    );
    expect(rows.event?.document.images).toEqual([image('b')]);
  });

  it('adds, changes and marks ticket types removed, and codes stop naming a removed type', () => {
    const rows = given(
      drafted,
      on('TicketTypeAdded', { ticketTypeId: 't1', details: ticketTypeDetails() }),
      on('TicketTypeAdded', { ticketTypeId: 't2', details: ticketTypeDetails() }),
      on('DiscountCodeCreated', { discountCodeId: 'd1', details: code }),
      on('TicketTypeChanged', { ticketTypeId: 't1', details: ticketTypeDetails({ priceCents: 1000 }) }),
      on('TicketTypeRemoved', { ticketTypeId: 't2' }),
    );
    expect(rows.ticketTypes.get('t1')).toMatchObject({
      sortPosition: 2n,
      removed: false,
      details: { priceCents: 1000 },
    });
    expect(rows.ticketTypes.get('t2')).toMatchObject({ sortPosition: 3n, removed: true, lastPosition: 6n });
    expect(rows.discountCodes.get('d1')?.details).toMatchObject({ ticketTypeIds: ['t1'], isActive: true });
  });

  it('switches off a code whose every ticket type was removed, so it never turns into a code for all types', () => {
    const rows = given(
      drafted,
      on('TicketTypeAdded', { ticketTypeId: 't1', details: ticketTypeDetails() }),
      on('TicketTypeAdded', { ticketTypeId: 't2', details: ticketTypeDetails() }),
      on('DiscountCodeCreated', { discountCodeId: 'd1', details: { ...code, ticketTypeIds: ['t2'] } }),
      on('TicketTypeRemoved', { ticketTypeId: 't2' }),
    );
    expect(rows.discountCodes.get('d1')?.details).toMatchObject({ ticketTypeIds: [], isActive: false });
  });

  it('given a removed ticket type, when its addition is delivered again, then it stays removed', () => {
    const rows = given(
      drafted,
      on('TicketTypeAdded', { ticketTypeId: 't1', details: ticketTypeDetails() }),
      on('TicketTypeRemoved', { ticketTypeId: 't1' }),
    );
    applyCatalogEvent(rows, on('TicketTypeAdded', { ticketTypeId: 't1', details: ticketTypeDetails() }), 2n, at);
    expect(rows.ticketTypes.get('t1')?.removed).toBe(true);
  });

  it('given a deleted event, when an earlier change is delivered again, then it stays deleted', () => {
    const rows = given(drafted, on('CatalogEventPublished'), on('CatalogEventDeleted'));
    applyCatalogEvent(rows, on('CatalogEventPublished'), 2n, at);
    applyCatalogEvent(rows, drafted, 1n, at);
    expect(rows.event).toMatchObject({ status: 'deleted', lastPosition: 3n });
  });

  it('creates, changes and removes discount codes', () => {
    const rows = given(
      drafted,
      on('DiscountCodeCreated', { discountCodeId: 'd1', details: code }),
      on('DiscountCodeChanged', { discountCodeId: 'd1', details: { ...code, code: 'ZIEMA' } }),
    );
    expect(rows.discountCodes.get('d1')).toMatchObject({ code: 'ZIEMA', removed: false, createdAt: at });
    applyCatalogEvent(rows, on('DiscountCodeRemoved', { discountCodeId: 'd1' }), 4n, at);
    expect(rows.discountCodes.get('d1')?.removed).toBe(true);
  });
});

describe('catalog sales figures', () => {
  const history = [
    on('CatalogEventDrafted', { details: eventDetails(), images: [] }),
    on('TicketTypeAdded', { ticketTypeId: 't1', details: ticketTypeDetails() }),
    on('TicketTypeAdded', { ticketTypeId: 't2', details: ticketTypeDetails() }),
    on('DiscountCodeCreated', { discountCodeId: 'd1', details: code }),
  ];
  const lines = [
    { ticketTypeId: 't1', quantity: 2 },
    { ticketTypeId: 't2', quantity: 1 },
  ];
  const reserved = (orderId: string) => on('SeatsReserved', { orderId, lines, discountCodeId: 'd1', expiresAt: at });
  const released = (orderId: string) =>
    on('SeatsReleased', { orderId, lines, discountCodeId: 'd1', reason: 'order-expired' });
  const sold = (orderId: string, wasHeld: boolean, discountCodeId: string | null = 'd1') =>
    on('SeatsSold', {
      orderId,
      lines: [
        { ticketTypeId: 't1', quantity: 2, revenueCents: 5000 },
        { ticketTypeId: 't2', quantity: 1, revenueCents: 2000 },
      ],
      discountCodeId,
      wasHeld,
    });
  const figures = (rows: CatalogRows) => ({
    t1: pick(rows.ticketTypes.get('t1')!),
    t2: pick(rows.ticketTypes.get('t2')!),
    used: rows.discountCodes.get('d1')!.usedCount,
  });
  const pick = ({ quantityHeld, quantitySold, revenueCents }: CatalogTicketTypeRow) => ({
    held: quantityHeld,
    sold: quantitySold,
    revenue: revenueCents,
  });

  it('given new ticket types and a code, then nothing held, sold or used', () => {
    expect(figures(given(...history))).toEqual({
      t1: { held: 0, sold: 0, revenue: 0n },
      t2: { held: 0, sold: 0, revenue: 0n },
      used: 0,
    });
  });

  it('given seats reserved, released and reserved again, then only the open hold counts', () => {
    expect(figures(given(...history, reserved('o1'), reserved('o2'), released('o1')))).toEqual({
      t1: { held: 2, sold: 0, revenue: 0n },
      t2: { held: 1, sold: 0, revenue: 0n },
      used: 0,
    });
  });

  it('given held seats sold, then they move from held to sold with their revenue and the code is used', () => {
    const rows = given(...history, reserved('o1'), sold('o1', true));
    expect(figures(rows)).toEqual({
      t1: { held: 0, sold: 2, revenue: 5000n },
      t2: { held: 0, sold: 1, revenue: 2000n },
      used: 1,
    });
    expect(rows.ticketTypes.get('t1')?.lastPosition).toBe(6n);
    expect(rows.event?.lastPosition).toBe(3n); // sales leave the event's row alone
  });

  it('given released seats sold for a late payment, then only sold moves', () => {
    expect(figures(given(...history, reserved('o1'), released('o1'), sold('o1', false, null)))).toEqual({
      t1: { held: 0, sold: 2, revenue: 5000n },
      t2: { held: 0, sold: 1, revenue: 2000n },
      used: 0,
    });
  });

  it('given one event naming a ticket type in two lines, then both lines count', () => {
    const rows = given(
      ...history,
      on('SeatsReserved', {
        orderId: 'o1',
        lines: [lines[0], lines[0]],
        discountCodeId: null,
        expiresAt: at,
      }),
    );
    expect(rows.ticketTypes.get('t1')?.quantityHeld).toBe(4);
  });

  it('given a removed or unknown ticket type, then its seats move nothing', () => {
    const rows = given(
      ...history,
      on('TicketTypeRemoved', { ticketTypeId: 't2' }),
      on('SeatsReserved', {
        orderId: 'o1',
        lines: [...lines, { ticketTypeId: 'tx', quantity: 5 }],
        discountCodeId: null,
        expiresAt: at,
      }),
    );
    expect(rows.ticketTypes.get('t1')?.quantityHeld).toBe(2);
    expect(rows.ticketTypes.get('t2')?.quantityHeld).toBe(0);
    expect(rows.ticketTypes.has('tx')).toBe(false);
  });

  it('given a sale refunded in full, then its seats and revenue leave sold and count as returned; the code stays used', () => {
    const returned = on('SoldSeatsReturned', {
      orderId: 'o1',
      lines: [
        { ticketTypeId: 't1', quantity: 2, revenueCents: 5000 },
        { ticketTypeId: 't2', quantity: 1, revenueCents: 2000 },
      ],
    });
    const rows = given(...history, reserved('o1'), sold('o1', true), returned);
    applyCatalogEvent(rows, returned, 7n, at);
    expect(figures(rows)).toEqual({
      t1: { held: 0, sold: 0, revenue: 0n },
      t2: { held: 0, sold: 0, revenue: 0n },
      used: 1,
    });
    expect(rows.ticketTypes.get('t1')?.quantityReturned).toBe(2);
  });

  it('given the seat of a voided ticket returned, when delivered twice, then one seat and its share leave sold', () => {
    const voided = on('VoidedSeatsReturned', {
      orderId: 'o1',
      ticketIds: ['k1'],
      lines: [{ ticketTypeId: 't1', quantity: 1, revenueCents: 2500 }],
    });
    const rows = given(...history, reserved('o1'), sold('o1', true), voided);
    applyCatalogEvent(rows, voided, 7n, at);
    expect(figures(rows)).toEqual({
      t1: { held: 0, sold: 1, revenue: 2500n },
      t2: { held: 0, sold: 1, revenue: 2000n },
      used: 1,
    });
    expect(rows.ticketTypes.get('t1')?.quantityReturned).toBe(1);
  });

  it('given a sale, when it and the reservation are delivered again, then the figures stay', () => {
    const rows = given(...history, reserved('o1'), sold('o1', true));
    applyCatalogEvent(rows, reserved('o1'), 5n, at);
    applyCatalogEvent(rows, sold('o1', true), 6n, at);
    expect(figures(rows)).toEqual({
      t1: { held: 0, sold: 2, revenue: 5000n },
      t2: { held: 0, sold: 1, revenue: 2000n },
      used: 1,
    });
  });
});
