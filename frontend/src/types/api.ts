/**
 * Shapes of the public catalog API (`/api/events`), shared by every feature that shows events.
 * Kept in one place so the list, the detail page and the home page cannot drift apart.
 */
import type { Category } from '../lib/categories';

export type LocalizedText = { lt: string; en: string };

export type Currency = 'EUR' | 'USD';

export interface PublicTicketType {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  price: number;
  currency: Currency;
  /** Tickets still for sale, never negative. */
  available: number;
  maxPerOrder: number;
  /** False outside the sale window, when switched off or sold out: shown as unavailable. */
  onSale: boolean;
}

export interface PublicEvent {
  id: string;
  title: LocalizedText;
  /** Paragraphs separated by a blank line. */
  description: LocalizedText;
  category: Category;
  organizer: string;
  /** ISO instant in UTC. */
  startsAt: string;
  endsAt: string | null;
  /** Calendar date in Europe/Vilnius, YYYY-MM-DD. */
  date: string;
  /** Local time in Europe/Vilnius, HH:mm. */
  time: string;
  endDate: string | null;
  /** City. */
  location: string;
  venue: string;
  address: string;
  country: string;
  /** The cover at full width ('' when the event has no image). */
  imageUrl: string;
  /** The cover cut for cards. */
  cardImageUrl: string;
  additionalImages: string[];
  features: { lt: string[]; en: string[] };
  /** Lowest ticket price ("price from"); null when the event has no ticket types. */
  price: number | null;
  currency: Currency;
  /** Chosen by an admin for the home page's hero. */
  featured: boolean;
  ticketTypes: PublicTicketType[];
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors: { field: string; message: string }[];
}
