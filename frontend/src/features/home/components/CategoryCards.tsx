import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { CATEGORIES, categoryHref } from '../../../lib/categories';

export function CategoryCards() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className="section-title">
        {t('home.categoriesHeading')}
      </h2>
      <ul className="category-cards">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link className={`category-card category-card--${category.toLowerCase()}`} to={categoryHref(category)}>
              <CategoryIcon className="category-card__icon" category={category} />
              <span className="category-card__name">{t(`categories.plural.${category}`)}</span>
              <span className="category-card__description">{t(`categories.description.${category}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
