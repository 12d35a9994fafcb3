import type { IssuedTicket, OrderPlaced } from '@ticketshop/projections';
import { eventStartText, ticketDocumentOf, TicketTypeNotOrderedError } from './ticket-document';

const placed: OrderPlaced['data'] = {
  orderId: '2f6c9a1e-0b7d-4c55-9e0a-5d41c1a2b3c4',
  event: {
    catalogEventId: 'event-1',
    name: { lt: 'Žalgirio arena: Šventinis koncertas', en: 'Zalgiris Arena: Holiday concert' },
    startsAt: '2027-05-01T16:00:00.000Z',
    venue: { name: 'Žalgirio arena', address: 'Karaliaus Mindaugo pr. 50', city: 'Kaunas' },
  },
  buyer: { email: 'ona@example.com', firstName: 'Ona', lastName: 'Onaitė', phone: '+37060000000' },
  language: 'lt',
  lines: [
    {
      ticketTypeId: 'type-seated',
      name: { lt: 'Sėdima vieta', en: 'Seated' },
      quantity: 1,
      unitPriceCents: 2500,
      discountCents: 0,
    },
    {
      ticketTypeId: 'type-standing',
      name: { lt: 'Stovima vieta', en: 'Standing' },
      quantity: 1,
      unitPriceCents: 1500,
      discountCents: 0,
    },
  ],
  discountCode: null,
  subtotalCents: 4000,
  discountCents: 0,
  feeCents: 0,
  totalCents: 4000,
  currency: 'EUR',
  expiresAt: '2027-04-01T10:15:00.000Z',
};

const issued: IssuedTicket[] = [
  { ticketId: 't-1', code: '7KQ2-M9XD-4HTP-C3RW', ticketTypeId: 'type-standing', holderName: 'Ona Onaitė' },
  { ticketId: 't-2', code: 'ABCD-EFGH-JKMN-PQRS', ticketTypeId: 'type-seated', holderName: 'Jonas Jonaitis' },
];

describe('ticket document', () => {
  it('given a placed order and its issued tickets, when the document is built, then it holds what the PDF prints in the order’s language', () => {
    const document = ticketDocumentOf(placed, issued, 'Europe/Vilnius');

    expect(document).toEqual({
      orderNumber: 'C1A2B3C4',
      language: 'lt',
      timeZone: 'Europe/Vilnius',
      event: {
        name: 'Žalgirio arena: Šventinis koncertas',
        startsAt: '2027-05-01T16:00:00.000Z',
        venue: { name: 'Žalgirio arena', address: 'Karaliaus Mindaugo pr. 50', city: 'Kaunas' },
      },
      buyerName: 'Ona Onaitė',
      tickets: [
        { code: '7KQ2-M9XD-4HTP-C3RW', ticketTypeName: 'Stovima vieta', holderName: 'Ona Onaitė' },
        { code: 'ABCD-EFGH-JKMN-PQRS', ticketTypeName: 'Sėdima vieta', holderName: 'Jonas Jonaitis' },
      ],
    });
  });

  it('given another language, when the document is built, then the event and ticket types are named in it', () => {
    const document = ticketDocumentOf(placed, issued, 'Europe/Vilnius', 'en');

    expect(document.language).toBe('en');
    expect(document.event.name).toBe('Zalgiris Arena: Holiday concert');
    expect(document.tickets.map((ticket) => ticket.ticketTypeName)).toEqual(['Standing', 'Seated']);
  });

  it('given the order id, when the document is built, then the order number is its last eight characters in upper case', () => {
    expect(ticketDocumentOf(placed, issued, 'Europe/Vilnius').orderNumber).toBe('C1A2B3C4');
  });

  it('given a ticket of a type the order does not have, when the document is built, then it refuses', () => {
    const stray = [{ ...issued[0]!, ticketTypeId: 'type-vip' }];

    expect(() => ticketDocumentOf(placed, stray, 'Europe/Vilnius')).toThrow(TicketTypeNotOrderedError);
  });
});

describe('event start text', () => {
  it.each([
    ['lt', '2027-05-01T16:00:00.000Z', '2027 m. gegužės 1 d., 19:00'],
    ['en', '2027-05-01T16:00:00.000Z', 'May 1, 2027, 7:00 PM'],
    ['lt', '2027-12-31T21:30:00.000Z', '2027 m. gruodžio 31 d., 23:30'],
    ['en', '2027-12-31T22:30:00.000Z', 'January 1, 2028, 12:30 AM'],
  ] as const)('given %s and %s, then it reads %s in Vilnius time', (language, startsAt, expected) => {
    expect(eventStartText(startsAt, language, 'Europe/Vilnius').replace(/\s/g, ' ')).toBe(expected);
  });

  it('given the shop in New York, then the same start reads in New York time', () => {
    expect(eventStartText('2027-05-01T16:00:00.000Z', 'en', 'America/New_York').replace(/\s/g, ' ')).toBe(
      'May 1, 2027, 12:00 PM',
    );
  });
});
