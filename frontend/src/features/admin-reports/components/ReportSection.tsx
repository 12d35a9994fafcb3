import { useId, type ReactNode } from 'react';

/** One part of the report under its own heading, a region named by it. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
