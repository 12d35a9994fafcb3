import { useLanguage } from '../../i18n/use-language';
import { formatCount } from './admin-format';
import { SummaryCardList } from './SummaryCards';

export interface Stat {
  key: string;
  label: string;
  value: number;
}

/** Counts as summary cards, formatted in the page's language. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  const language = useLanguage();
  return <SummaryCardList cards={stats.map((stat) => ({ ...stat, value: formatCount(stat.value, language) }))} />;
}
