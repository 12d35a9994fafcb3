import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/use-language';
import { formatDayOfMonth, formatShortMonth } from '../lib/format';
import { EventImage } from './EventImage';
import './EventCard.css';
import { formatMoney } from '../lib/money/money';
import type { PublicEventResponse } from '../lib/api-types/generated';

interface EventCardProps {
  event: PublicEventResponse;
  /** The card title's level, so each page keeps a correct heading outline. */
  headingLevel: 2 | 3;
  /**
   * The list's first card: on a phone its picture is the largest thing on the first screen, so it is
   * loaded at once and first (the server's page head preloads it too, backend/src/web/page-data.ts).
   */
  priority?: boolean;
}

export function EventCard({ event, headingLevel, priority = false }: EventCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = event.title[language];
  return (
    <article className="event-card">
      <div className="event-card__media">
        {/* The card cut (640×400) weighs far less than the full-width cover, which stands in when it is missing. */}
        <EventImage
          className="event-card__image"
          src={event.cardImageUrl || event.imageUrl}
          alt={title}
          width={800}
          height={450}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        <time className="event-card__date" dateTime={event.date}>
          <span className="event-card__day">{formatDayOfMonth(event.date, language)}</span>
          <span className="event-card__month">{formatShortMonth(event.date, language)}</span>
        </time>
      </div>
      <div className="event-card__body">
        <span className="tag">{t(`categories.single.${event.category}`)}</span>
        <Heading className="event-card__title">
          {/* The link's hit area is stretched over the whole card by CSS, keeping one tab stop per card. */}
          <Link className="event-card__link" to={`/events/${encodeURIComponent(event.id)}`}>
            {title}
          </Link>
        </Heading>
        <p className="event-card__location">
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
          </svg>
          {event.location}
        </p>
        <p className="event-card__price">
          {event.price === null
            ? t('events.noTickets')
            : t('events.priceFrom', { price: formatMoney(event.price, event.currency, language) })}
        </p>
      </div>
    </article>
  );
}
