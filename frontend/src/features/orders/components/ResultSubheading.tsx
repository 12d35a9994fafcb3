import { useEffect, useRef, type ReactNode } from 'react';

/** A result's heading inside a page, which takes the focus when it appears so the outcome is announced. */
export function ResultSubheading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="section-title result__subtitle">
      {children}
    </h2>
  );
}
