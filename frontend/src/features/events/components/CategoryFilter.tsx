import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '../../../lib/categories';
import './CategoryFilter.css';

interface CategoryFilterProps {
  value: Category | undefined;
  onChange: (category: Category | undefined) => void;
}

export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  const options: { category: Category | undefined; label: string }[] = [
    { category: undefined, label: t('events.all') },
    ...CATEGORIES.map((category) => ({ category, label: t(`categories.plural.${category}`) })),
  ];
  return (
    <div className="category-filter" role="group" aria-labelledby="category-filter-label">
      <span id="category-filter-label" className="category-filter__label">
        {t('events.filterLabel')}
      </span>
      <div className="category-filter__options">
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
