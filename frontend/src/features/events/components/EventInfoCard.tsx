import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatLongDate, formatTime } from '../../../lib/format';
import type { PublicEventResponse } from '../../../lib/api-types/generated';

export function EventInfoCard({ event }: { event: PublicEventResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="info-card" aria-labelledby="event-info-title">
      <h2 id="event-info-title" className="info-card__title">
        {t('eventDetail.info')}
      </h2>
      <dl className="info-card__list">
        <div>
          <dt>{t('eventDetail.date')}</dt>
          <dd>
            <time dateTime={event.date}>{formatLongDate(event.date, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('eventDetail.time')}</dt>
          <dd>
            <time dateTime={event.startsAt}>{formatTime(event.startsAt, language)}</time>
          </dd>
        </div>
        {event.endDate && (
          <div>
            <dt>{t('eventDetail.endDate')}</dt>
            <dd>
              <time dateTime={event.endDate}>{formatLongDate(event.endDate, language)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('eventDetail.venue')}</dt>
          <dd>
            {event.venue}
            <span className="info-card__secondary">{event.location}</span>
          </dd>
        </div>
        <div>
          <dt>{t('eventDetail.address')}</dt>
          <dd>{event.address}</dd>
        </div>
      </dl>
    </section>
  );
}
