import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventImage } from '../../../components/EventImage';
import { useLanguage } from '../../../i18n/use-language';
import { formatLongDate, formatTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money/money';
import type { PublicEventResponse } from '../../../lib/api-types/generated';

interface HeroSlideProps {
  event: PublicEventResponse;
  active: boolean;
  /** "2 iš 3": where the slide stands, as screen readers announce it. */
  label: string;
  /** The first slide is what the page opens on, so its picture must not wait for lazy loading. */
  priority: boolean;
}

/** The description's first paragraph: the slide has room for a teaser, the detail page has the rest. */
function teaserOf(description: string): string {
  return description.split(/\n\s*\n/, 1)[0]?.trim() ?? '';
}

/** Both cuts of the cover, so a phone downloads the 640-px card instead of the 1600-px picture. */
function srcSetOf(event: PublicEventResponse): string | undefined {
  return event.cardImageUrl && event.imageUrl ? `${event.cardImageUrl} 640w, ${event.imageUrl} 1600w` : undefined;
}

export function HeroSlide({ event, active, label, priority }: HeroSlideProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    // Hidden slides stay in the page for the cross-fade, so they are taken out of the tab order and the
    // accessibility tree (inert), not only out of sight.
    <div
      className={active ? 'hero__slide hero__slide--active' : 'hero__slide'}
      role="group"
      aria-roledescription={t('shop.hero.roleSlide')}
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
    >
      <EventImage
        className="hero__image"
        src={event.imageUrl || event.cardImageUrl}
        srcSet={srcSetOf(event)}
        sizes="100vw"
        // The title below says what the picture shows.
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
      <div className="hero__content container">
        <span className="tag tag--on-dark">{t(`categories.single.${event.category}`)}</span>
        <h2 className="hero__title">{event.title[language]}</h2>
        <p className="hero__when">
          <time dateTime={event.date}>{formatLongDate(event.date, language)}</time>
          {', '}
          <time dateTime={event.startsAt}>{formatTime(event.startsAt, language)}</time>
        </p>
        <p className="hero__where">{t('shop.hero.place', { venue: event.venue, city: event.location })}</p>
        <p className="hero__description">{teaserOf(event.description[language])}</p>
        <div className="hero__footer">
          <p className="hero__price">
            {event.price === null
              ? t('events.noTickets')
              : t('events.priceFrom', { price: formatMoney(event.price, event.currency, language) })}
          </p>
          <Link className="button button--large" to={`/events/${encodeURIComponent(event.id)}`}>
            {t('shop.hero.details')}
          </Link>
        </div>
      </div>
    </div>
  );
}
