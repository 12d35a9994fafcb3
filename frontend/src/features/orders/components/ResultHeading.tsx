import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A result's heading, which takes the focus when it appears, so a screen reader announces the outcome
 * and keyboard users continue from there.
 */
export function ResultHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title result__title">
      {children}
    </h1>
  );
}
