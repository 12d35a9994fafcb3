import { useLocation, useSearchParams } from 'react-router';
import { isCategory, type Category } from '../../lib/categories';

/**
 * Which events-list entry the current address corresponds to: a category, 'all', or null when the
 * visitor is not on the list. NavLink cannot tell this because it ignores the query string.
 */
export function useActiveEventsEntry(): Category | 'all' | null {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (pathname !== '/events') return null;
  const category = searchParams.get('category');
  return isCategory(category) ? category : 'all';
}
