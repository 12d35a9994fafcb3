import { useId } from 'react';
import './admin-kit.css';

export interface SummaryCard {
  key: string;
  label: string;
  /**
   * Formatted already: a count, an amount of money; or several amounts, one per currency, which are
   * never added into one.
   */
  value: string | readonly string[];
  /** A word rather than a figure ("Neleidžiamas"): set smaller, as a long word cannot wrap like digits grouped. */
  wordy?: boolean;
}

function CardValue({ value, wordy = false }: Pick<SummaryCard, 'value' | 'wordy'>) {
  if (typeof value === 'string' || value.length === 1) {
    return (
      <dd className={`summary-cards__value${wordy ? ' summary-cards__value--word' : ''}`}>
        {typeof value === 'string' ? value : value[0]}
      </dd>
    );
  }
  return (
    <dd className="summary-cards__value summary-cards__value--several">
      <ul className="summary-cards__figures">
        {value.map((figure) => (
          <li key={figure}>{figure}</li>
        ))}
      </ul>
    </dd>
  );
}

/** Labelled figures as a description list, so each one is read out with what it counts. */
export function SummaryCardList({ cards }: { cards: SummaryCard[] }) {
  return (
    <dl className="summary-cards">
      {cards.map(({ key, label, value, wordy }) => (
        <div key={key} className="summary-cards__item">
          <dt className="summary-cards__label">{label}</dt>
          <CardValue value={value} wordy={wordy} />
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
