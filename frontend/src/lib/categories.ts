import type { PublicEventResponse } from './api-types/generated';

export type Category = PublicEventResponse['category'];

export const CATEGORIES = ['Concert', 'Festival', 'Theater', 'Sports'] as const satisfies readonly Category[];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Link target of a category; `/events?category=X` is the address the rest of the site shares. */
export function categoryHref(category: Category): string {
  return `/events?category=${category}`;
}
