import { useTranslation } from 'react-i18next';
import { EventTextField, type EventFieldsProps } from './EventTextField';

export function SettingsFields(props: EventFieldsProps) {
  const { t } = useTranslation();
  const timeHint = t('adminEvents.form.fields.timeHint');
  return (
    <div className="event-form__grid">
      <EventTextField
        {...props}
        field="start"
        type="datetime-local"
        label={t('adminEvents.form.fields.start')}
        hint={timeHint}
        required
      />
      <EventTextField
        {...props}
        field="end"
        type="datetime-local"
        label={t('adminEvents.form.fields.end')}
        hint={timeHint}
        required
      />
      <EventTextField
        {...props}
        field="maxAttendees"
        type="number"
        label={t('adminEvents.form.fields.maxAttendees')}
        required
      />
    </div>
  );
}
