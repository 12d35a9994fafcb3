import { useTranslation } from 'react-i18next';
import '../../../components/Skeleton.css';
import '../pages/EventDetailPage.css';

/**
 * The event page's frame while the event loads: the hero at its size and room for the details below
 * it, so the event arriving moves nothing already on screen (the footer used to jump from under a
 * spinner to the page's end).
 */
export function EventDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="event-detail event-detail--loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="event-detail__hero" aria-hidden="true">
        <div className="event-detail__hero-content container skeleton">
          <span className="skeleton__bar skeleton__bar--on-dark skeleton__bar--text" />
          <span className="skeleton__bar skeleton__bar--on-dark skeleton__bar--tag" />
          <span className="skeleton__bar skeleton__bar--on-dark skeleton__bar--event-title" />
          <span className="skeleton__bar skeleton__bar--on-dark skeleton__bar--text" />
        </div>
      </div>
      <div className="event-detail__layout container skeleton" aria-hidden="true">
        <div className="event-detail__main">
          <span className="skeleton__bar skeleton__bar--section-title" />
          <span className="skeleton__bar skeleton__bar--paragraph" />
        </div>
        <div className="event-detail__aside">
          <span className="skeleton__bar skeleton__bar--info-card" />
        </div>
      </div>
    </div>
  );
}
