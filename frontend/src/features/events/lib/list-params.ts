import { isCategory, type Category } from '../../../lib/categories';

export interface EventListParams {
  /** Undefined means every category; 'all' and unknown values both read as that. */
  category: Category | undefined;
  page: number;
}

/**
 * Reads the list's state from the address. Anything unusable falls back to the unfiltered first page
 * rather than sending a request the API would reject with 400.
 */
export function readListParams(searchParams: URLSearchParams): EventListParams {
  const category = searchParams.get('category');
  const page = Number(searchParams.get('page'));
  return {
    category: isCategory(category) ? category : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for a list state, leaving out defaults so shared links stay short. */
export function listSearchParams({ category, page }: EventListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  return params;
}
