import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { EventImage } from '../../../components/EventImage';
import { useLanguage } from '../../../i18n/use-language';
import { namesNothing } from '../../../lib/api';
import { categoryHref } from '../../../lib/categories';
import { useDeferredData } from '../../../lib/deferred-data';
import { useGetEventQuery } from '../api/events-api';
import { EventDetailSkeleton } from '../components/EventDetailSkeleton';
import { EventInfoCard } from '../components/EventInfoCard';
import { EventNotFound } from '../components/EventNotFound';
import { TicketList } from '../components/TicketList';
import { paragraphsOf } from '../lib/paragraphs';
import { isPurchasable } from '../lib/ticket-availability';
import type { PublicEventResponse } from '../../../lib/api-types/generated';
import './EventDetailPage.css';

export function EventDetailPage() {
  const { id = '' } = useParams();
  // currentData so moving from one event to another never shows the previous one while loading.
  const { currentData, error, refetch } = useGetEventQuery(id);
  const event = useDeferredData(currentData);

  if (error) {
    if (namesNothing(error)) return <EventNotFound />;
    return (
      <div className="container page-section">
        <ErrorMessage onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!event) return <EventDetailSkeleton />;
  return <EventDetail event={event} />;
}

function EventDetail({ event }: { event: PublicEventResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = event.title[language];
  const features = event.features[language];
  // The gallery is every picture of the event, the cover first; a cover alone is already the header.
  const gallery = event.additionalImages.length > 0 ? [event.imageUrl, ...event.additionalImages].filter(Boolean) : [];
  return (
    <article className="event-detail">
      <DocumentTitle title={title} />
      <div className="event-detail__hero">
        <EventImage
          className="event-detail__hero-image"
          src={event.imageUrl}
          alt={title}
          loading="eager"
          fetchPriority="high"
        />
        <div className="event-detail__hero-content container">
          <Link className="event-detail__back" to="/events">
            {t('eventDetail.backToEvents')}
          </Link>
          <Link className="tag tag--on-dark" to={categoryHref(event.category)}>
            {t(`categories.single.${event.category}`)}
          </Link>
          <h1 className="event-detail__title">{title}</h1>
          <p className="event-detail__organizer">{t('eventDetail.organizer', { organizer: event.organizer })}</p>
        </div>
      </div>
      <div className="event-detail__layout container">
        <div className="event-detail__main">
          <section aria-labelledby="event-about-title">
            <h2 id="event-about-title" className="section-title">
              {t('eventDetail.about')}
            </h2>
            <div className="event-detail__description">
              {paragraphsOf(event.description[language]).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
          {features.length > 0 && (
            <section aria-labelledby="event-features-title">
              <h2 id="event-features-title" className="section-title">
                {t('eventDetail.features')}
              </h2>
              <ul className="feature-list">
                {features.map((feature, index) => (
                  <li key={`${String(index)}:${feature}`}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
          {gallery.length > 0 && (
            <section aria-labelledby="event-gallery-title">
              <h2 id="event-gallery-title" className="section-title">
                {t('eventDetail.gallery')}
              </h2>
              <ul className="gallery">
                {gallery.map((url, index) => (
                  <li key={`${String(index)}:${url}`}>
                    <EventImage
                      className="gallery__image"
                      src={url}
                      alt={t('eventDetail.galleryImage', { title, number: index + 1 })}
                      width={800}
                      height={450}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="event-tickets-title">
            <h2 id="event-tickets-title" className="section-title">
              {t('eventDetail.tickets')}
            </h2>
            <TicketList ticketTypes={event.ticketTypes} />
          </section>
        </div>
        <aside className="event-detail__aside">
          <EventInfoCard event={event} />
          {event.ticketTypes.some(isPurchasable) ? (
            <Link className="button button--large button--block" to={`/tickets/${encodeURIComponent(event.id)}`}>
              {t('eventDetail.buyTickets')}
            </Link>
          ) : (
            <p className="event-detail__no-tickets">{t('eventDetail.noTickets')}</p>
          )}
        </aside>
      </div>
    </article>
  );
}
