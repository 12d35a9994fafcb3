import { useId } from 'react';
import './admin-kit.css';

export interface SummaryCard {
  key: string;
  label: string;
  /** Formatted already: a count, an amount of money. */
  value: string;
}

/** Labelled figures as a description list, so each one is read out with what it counts. */
export function SummaryCardList({ cards }: { cards: SummaryCard[] }) {
  return (
    <dl className="summary-cards">
      {cards.map(({ key, label, value }) => (
        <div key={key} className="summary-cards__item">
          <dt className="summary-cards__label">{label}</dt>
          <dd className="summary-cards__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A screen's summary figures as a region of their own, named for screen readers (e.g. "Renginių suvestinė"). */
export function SummaryCards({ title, cards }: { title: string; cards: SummaryCard[] }) {
  const titleId = useId();
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      <SummaryCardList cards={cards} />
    </section>
  );
}
