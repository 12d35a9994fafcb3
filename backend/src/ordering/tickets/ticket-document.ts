/**
 * What a ticket PDF prints, taken from the order's events in one language: the PDF renderer and the
 * confirmation mail read this and nothing else, so both say the same thing.
 */
import type { IssuedTicket, OrderLanguage, OrderPlaced } from '@ticketshop/projections';
import { orderNumberOf } from '@ticketshop/projections';

export interface TicketDocument {
  orderNumber: string;
  language: OrderLanguage;
  /** The shop's IANA time zone (settings): the event's start is printed in it. */
  timeZone: string;
  event: {
    name: string;
    /** ISO 8601 instant; printed in `timeZone`. */
    startsAt: string;
    venue: { name: string; address: string; city: string };
  };
  buyerName: string;
  /** `notValid` marks a ticket that no longer admits, and why; without it the ticket admits. */
  tickets: { code: string; ticketTypeName: string; holderName: string; notValid?: NotValidReason }[];
}

/** Why a ticket no longer admits: its money was given back, the shop voided it, or its event was cancelled. */
export type NotValidReason = 'refunded' | 'voided' | 'event_cancelled';

export class TicketTypeNotOrderedError extends Error {
  constructor(readonly ticketTypeId: string) {
    super(`Ticket type ${ticketTypeId} is not one of the order's lines`);
    this.name = 'TicketTypeNotOrderedError';
  }
}

/**
 * The document for an order's issued tickets, with times in the shop's zone. The language defaults to
 * the order's, and can be another one when a buyer downloads the tickets with the shop set to the other
 * language. `notValid` tells which tickets no longer admit, and why: they are printed marked as such.
 */
export function ticketDocumentOf(
  order: OrderPlaced['data'],
  issuedTickets: readonly IssuedTicket[],
  timeZone: string,
  language: OrderLanguage = order.language,
  notValid: (ticket: IssuedTicket) => NotValidReason | undefined = () => undefined,
): TicketDocument {
  const typeNames = new Map(order.lines.map((line) => [line.ticketTypeId, line.name[language]]));
  return {
    orderNumber: orderNumberOf(order.orderId),
    language,
    timeZone,
    event: {
      name: order.event.name[language],
      startsAt: order.event.startsAt,
      venue: { name: order.event.venue.name, address: order.event.venue.address, city: order.event.venue.city },
    },
    buyerName: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
    tickets: issuedTickets.map((ticket) => {
      const ticketTypeName = typeNames.get(ticket.ticketTypeId);
      // A ticket of a type the order never had is a bug upstream; printing it without a type would hide it.
      if (ticketTypeName === undefined) throw new TicketTypeNotOrderedError(ticket.ticketTypeId);
      const reason = notValid(ticket);
      return {
        code: ticket.code,
        ticketTypeName,
        holderName: ticket.holderName,
        ...(reason ? { notValid: reason } : {}),
      };
    }),
  };
}

const formatsByZone = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(language: OrderLanguage, timeZone: string) {
  const key = `${language} ${timeZone}`;
  let formats = formatsByZone.get(key);
  if (!formats) {
    const locale = language === 'en' ? 'en-US' : 'lt-LT';
    formats = {
      date: new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: 'long', day: 'numeric' }),
      time: new Intl.DateTimeFormat(
        locale,
        language === 'en'
          ? { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
          : { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      ),
    };
    formatsByZone.set(key, formats);
  }
  return formats;
}

/**
 * When an event starts, in the shop's time zone: '2027 m. gegužės 1 d., 19:00' or 'May 1, 2027,
 * 7:00 PM'. Date and time are formatted apart because ICU versions disagree on what joins them ('at',
 * a comma or nothing).
 */
export function eventStartText(startsAt: string, language: OrderLanguage, timeZone: string): string {
  const instant = new Date(startsAt);
  const formats = formatsOf(language, timeZone);
  // Newer ICU puts a narrow no-break space before AM/PM, which older mail clients show as a box.
  const time = formats.time.format(instant).replace(/\u202f/g, '\u00a0');
  return `${formats.date.format(instant)}, ${time}`;
}
