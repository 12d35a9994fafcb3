export {
  CATALOG_EVENT_STATUSES,
  CATEGORIES,
  DEFAULT_COUNTRY,
  DEFAULT_MAX_ATTENDEES,
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_TICKET_QUANTITY,
  DISCOUNT_TYPES,
  IMAGE_SIZES,
  TICKET_CURRENCIES,
} from '@ticketshop/projections';
export type {
  CatalogEventStatus,
  Category,
  DiscountCodeDetails,
  DiscountType,
  EventDetails,
  EventImage,
  ImageSize,
  LocalizedText,
  TicketCurrency,
  TicketTypeDetails,
} from '@ticketshop/projections';
