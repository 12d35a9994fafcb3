import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListMicrolocationsQuery } from '../api/admin-events-api';
import { EventTextField, type EventFieldsProps } from './EventTextField';

export function VenueFields(props: EventFieldsProps) {
  const { t } = useTranslation();
  const citiesId = useId();
  // Only suggestions: without them the city is still typed freely.
  const { data } = useListMicrolocationsQuery();
  const cities = [...new Set(data?.data.map(({ city }) => city))].sort((a, b) => a.localeCompare(b, 'lt'));
  return (
    <div className="event-form__grid">
      <EventTextField {...props} field="venueName" label={t('adminEvents.form.fields.venueName')} required />
      <EventTextField {...props} field="address" label={t('adminEvents.form.fields.address')} required />
      <EventTextField {...props} field="city" label={t('adminEvents.form.fields.city')} list={citiesId} required />
      <datalist id={citiesId}>
        {cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <EventTextField {...props} field="country" label={t('adminEvents.form.fields.country')} />
    </div>
  );
}
