import { useAppSelector } from '../../app/hooks';
import { readsLag } from './written-position-slice';

/** How often a page whose reads lag behind its own write reads again. */
export const READ_LAG_RETRY_MS = 1500;

/**
 * Whether this page's own recorded write is not yet in what it reads, and the polling interval that
 * reads again until it is (0 once it is): pass it as the queries' `pollingInterval`.
 */
export function useReadLag(): { lagging: boolean; pollingInterval: number } {
  const lagging = useAppSelector((state) => readsLag(state, Date.now()));
  return { lagging, pollingInterval: lagging ? READ_LAG_RETRY_MS : 0 };
}
