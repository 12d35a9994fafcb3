import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lagDeadline, positionForgotten } from './written-position-slice';

/** How often a page whose reads lag behind its own write reads again. */
export const READ_LAG_RETRY_MS = 1500;

/**
 * Whether this page's own recorded write is not yet in what it reads, and the polling interval that
 * reads again until it is (0 once it is): pass it as the queries' `pollingInterval`. The store holds
 * when the wait ends, and a timer forgets the write then, so the selector stays a pure read of state.
 */
export function useReadLag(): { lagging: boolean; pollingInterval: number } {
  const dispatch = useAppDispatch();
  const deadline = useAppSelector(lagDeadline);
  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setTimeout(
      () => {
        dispatch(positionForgotten());
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [deadline, dispatch]);
  const lagging = deadline !== null;
  return { lagging, pollingInterval: lagging ? READ_LAG_RETRY_MS : 0 };
}
