import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORIES, categoryHref } from '../../lib/categories';
import { CategoryIcon } from '../CategoryIcon';
import { useActiveEventsEntry } from './use-active-category';

interface NavEntriesProps {
  /** BEM block of the surrounding menu, so the desktop bar and the mobile panel style the same markup. */
  block: string;
  onNavigate?: () => void;
}

/** The entries shared by the desktop navigation and the mobile menu, so the two can never differ. */
export function NavEntries({ block, onNavigate }: NavEntriesProps) {
  const { t } = useTranslation();
  const active = useActiveEventsEntry();
  return (
    <ul className={`${block}__list`}>
      {CATEGORIES.map((category) => (
        <li key={category}>
          <Link
            className={`${block}__link`}
            to={categoryHref(category)}
            aria-current={active === category ? 'page' : undefined}
            onClick={onNavigate}
          >
            <CategoryIcon className={`${block}__icon`} category={category} />
            {t(`categories.plural.${category}`)}
          </Link>
        </li>
      ))}
      <li>
        <Link
          className={`${block}__link ${block}__link--all`}
          to="/events"
          aria-current={active === 'all' ? 'page' : undefined}
          onClick={onNavigate}
        >
          {t('header.allEvents')}
        </Link>
      </li>
    </ul>
  );
}
