import { useCallback, useEffect, useRef, useState } from 'react';

export interface OverflowEdges {
  /** Content hidden to the left, scrolled past. */
  start: boolean;
  /** Content hidden to the right, still to scroll to. */
  end: boolean;
}

// A pixel of rounding (zoomed pages report fractional scroll positions) must not count as more to see.
const TOLERANCE = 1;

/** Which sides of a sideways-scrolling row hide content, followed as it scrolls and as the window resizes. */
export function useOverflowEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<OverflowEdges>({ start: false, end: false });

  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    const start = row.scrollLeft > TOLERANCE;
    const end = row.scrollLeft + row.clientWidth < row.scrollWidth - TOLERANCE;
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return { ref, edges, onScroll: measure };
}
