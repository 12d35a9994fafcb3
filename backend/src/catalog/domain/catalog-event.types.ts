export {
  CATEGORIES,
  DEFAULT_COUNTRY,
  DEFAULT_MAX_ATTENDEES,
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_TICKET_QUANTITY,
  TICKET_CURRENCIES,
} from '@ticketshop/projections';
export type {
  Category,
  EventDetails,
  LocalizedList,
  LocalizedText,
  TicketCurrency,
  TicketTypeDetails,
  Venue,
} from '@ticketshop/projections';
