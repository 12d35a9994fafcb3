import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { EventCard } from '../../../components/EventCard';
import { Spinner } from '../../../components/Spinner';
import { useDeferredData } from '../../../lib/deferred-data';
import { useGetUpcomingEventsQuery } from '../api/upcoming-events-api';

/** How many events the home page previews. */
const UPCOMING_EVENTS_COUNT = 3;

export function UpcomingEvents() {
  const { t } = useTranslation();
  const { data: fetched, isError, refetch } = useGetUpcomingEventsQuery(UPCOMING_EVENTS_COUNT);
  const data = useDeferredData(fetched);
  return (
    <section className="home-section" aria-labelledby="home-upcoming-title">
      <div className="section-heading">
        <h2 id="home-upcoming-title" className="section-title">
          {t('home.upcomingHeading')}
        </h2>
        <Link className="section-heading__link" to="/events">
          {t('home.viewAll')}
        </Link>
      </div>
      {isError ? (
        <ErrorMessage onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner />
      ) : data.length === 0 ? (
        <p className="empty-state">{t('home.noUpcoming')}</p>
      ) : (
        <ul className="event-grid" aria-labelledby="home-upcoming-title">
          {data.map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
