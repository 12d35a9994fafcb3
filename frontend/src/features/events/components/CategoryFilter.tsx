import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '../../../lib/categories';
import { useOverflowEdges } from './use-overflow-edges';
import './CategoryFilter.css';

interface CategoryFilterProps {
  value: Category | undefined;
  onChange: (category: Category | undefined) => void;
}

export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  const { ref, edges, onScroll } = useOverflowEdges<HTMLDivElement>();
  const options: { category: Category | undefined; label: string }[] = [
    { category: undefined, label: t('events.all') },
    ...CATEGORIES.map((category) => ({ category, label: t(`categories.plural.${category}`) })),
  ];
  return (
    <div className="category-filter" role="group" aria-labelledby="category-filter-label">
      <span id="category-filter-label" className="category-filter__label">
        {t('events.filterLabel')}
      </span>
      {/* On a phone the chips scroll sideways; a fade on the side that hides more tells the eye so. */}
      <div
        ref={ref}
        className="category-filter__options"
        data-more-before={edges.start || undefined}
        data-more-after={edges.end || undefined}
        onScroll={onScroll}
      >
        {options.map(({ category, label }) => (
          <button
            key={category ?? 'all'}
            type="button"
            className="chip"
            aria-pressed={value === category}
            onClick={() => {
              onChange(category);
            }}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
