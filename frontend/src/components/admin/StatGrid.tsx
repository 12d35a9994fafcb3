import { useLanguage } from '../../i18n/use-language';
import { formatCount } from './admin-format';
import './StatGrid.css';

export interface Stat {
  key: string;
  label: string;
  value: number;
}

/** Labelled counts as a description list, so each number is read out with what it counts. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  const language = useLanguage();
  return (
    <dl className="stat-grid">
      {stats.map(({ key, label: statLabel, value }) => (
        <div key={key} className={`stat-grid__item stat-grid__item--${key}`}>
          <dt className="stat-grid__label">{statLabel}</dt>
          <dd className="stat-grid__value">{formatCount(value, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
