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
  available: number;
  maxPerOrder: number;
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
  imageUrl: string;
  additionalImages: string[];
  features: { lt: string[]; en: string[] };
  /** Lowest ticket price ("price from"); null when the event has no ticket types. */
  price: number | null;
  currency: Currency;
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
