import { useEffect, useState } from 'react';

/** setTimeout holds at most about 24.8 days; a longer hold is looked at again after that. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** Whether a hold on seats has ended, turning true while the page is open when its time comes. */
export function useHoldEnded(until: string): boolean {
  const deadline = Date.parse(until);
  const [ended, setEnded] = useState(() => !(Date.now() < deadline));
  useEffect(() => {
    if (ended) return;
    const timer = setTimeout(
      () => {
        setEnded(!(Date.now() < deadline));
      },
      Math.min(Math.max(0, deadline - Date.now()), LONGEST_WAIT_MS),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [deadline, ended]);
  return ended;
}
