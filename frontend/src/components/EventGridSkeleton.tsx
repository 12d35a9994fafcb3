import { useTranslation } from 'react-i18next';
import './EventCard.css';
import './Skeleton.css';

/**
 * Stands where a list of event cards is coming, card for card at a card's size, so the cards arriving
 * move nothing around them: the footer used to jump from under a spinner to below the list.
 */
export function EventGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <ul className="event-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="event-card skeleton">
              <div className="event-card__media" />
              <div className="event-card__body">
                <span className="skeleton__bar skeleton__bar--tag" />
                <span className="skeleton__bar skeleton__bar--card-title" />
                <span className="skeleton__bar skeleton__bar--text" />
                <span className="skeleton__bar skeleton__bar--price" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
