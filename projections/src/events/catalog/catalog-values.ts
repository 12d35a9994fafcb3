/** The values a catalog event (the sellable thing: a concert, a match…) is described by; shared by the
 * command side and the projectors because they are part of the events' published language. */

export const CATEGORIES = ['Concert', 'Festival', 'Theater', 'Sports'] as const;
export type Category = (typeof CATEGORIES)[number];

export const TICKET_CURRENCIES = ['EUR', 'USD'] as const;
export type TicketCurrency = (typeof TICKET_CURRENCIES)[number];

export const CATALOG_EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type CatalogEventStatus = (typeof CATALOG_EVENT_STATUSES)[number];

export interface LocalizedText {
  lt: string;
  en: string;
}

export interface LocalizedList {
  lt: string[];
  en: string[];
}

export interface Venue {
  name: string;
  address: string;
  city: string;
  country: string;
}

export interface EventDetails {
  name: LocalizedText;
  /** Paragraphs separated by a blank line. */
  description: LocalizedText;
  category: Category;
  organizer: string;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string | null;
  venue: Venue;
  maxAttendees: number;
  features: LocalizedList;
}

export const IMAGE_SIZES = ['thumbnail', 'card', 'large'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** An event's picture: one public URL per size the pages use. */
export interface EventImage {
  id: string;
  urls: Record<ImageSize, string>;
}

export interface TicketTypeDetails {
  name: LocalizedText;
  description: LocalizedText;
  /** Minor units (cents), so money is never a float. */
  priceCents: number;
  currency: TicketCurrency;
  quantity: number;
  maxPerOrder: number;
  /** ISO 8601 instants bounding when the type is on sale. */
  saleStartsAt: string;
  saleEndsAt: string;
  isActive: boolean;
}

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface DiscountCodeDetails {
  /** Upper-case; unique within its event. */
  code: string;
  discountType: DiscountType;
  /** Whole percent (1–100) for `percent`; minor units of `currency` for `fixed`. */
  amount: number;
  currency: TicketCurrency;
  validFrom: string;
  validUntil: string;
  /** null: unlimited. */
  usageLimit: number | null;
  /** Empty: every ticket type of the event. */
  ticketTypeIds: string[];
  isActive: boolean;
}

export const DEFAULT_MAX_ATTENDEES = 100;
export const DEFAULT_TICKET_QUANTITY = 100;
export const DEFAULT_MAX_PER_ORDER = 10;
export const DEFAULT_COUNTRY = 'Lietuva';

/** Images recorded before they had events of their own were plain URLs, one for every size. */
export function imageFromUrl(url: string, index: number): EventImage {
  return { id: `image-${index + 1}`, urls: { thumbnail: url, card: url, large: url } };
}
