/** The values a catalog event (the sellable thing: a concert, a match…) is described by; shared by the
 * command side and the projectors because they are part of the events' published language. */
export const CATEGORIES = ['Concert', 'Festival', 'Theater', 'Sports'] as const;
export type Category = (typeof CATEGORIES)[number];

export const TICKET_CURRENCIES = ['EUR', 'USD'] as const;
export type TicketCurrency = (typeof TICKET_CURRENCIES)[number];

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
  /** Public URLs; the first is the cover image. */
  images: string[];
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

export const DEFAULT_MAX_ATTENDEES = 100;
export const DEFAULT_TICKET_QUANTITY = 100;
export const DEFAULT_MAX_PER_ORDER = 10;
export const DEFAULT_COUNTRY = 'Lietuva';
