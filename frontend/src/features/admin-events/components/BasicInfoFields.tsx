import { useTranslation } from 'react-i18next';
import { CATEGORIES, isCategory } from '../../../lib/categories';
import { EventTextField, type EventFieldsProps } from './EventTextField';
import { FormField } from './FormField';

export function BasicInfoFields(props: EventFieldsProps) {
  const { t } = useTranslation();
  const { values, errorOf, onChange } = props;
  return (
    <div className="event-form__grid">
      <EventTextField {...props} field="nameLt" label={t('adminEvents.form.fields.nameLt')} required />
      <EventTextField {...props} field="nameEn" label={t('adminEvents.form.fields.nameEn')} required />
      <EventTextField {...props} field="descriptionLt" label={t('adminEvents.form.fields.descriptionLt')} multiline />
      <EventTextField {...props} field="descriptionEn" label={t('adminEvents.form.fields.descriptionEn')} multiline />
      <FormField label={t('adminEvents.form.fields.category')} error={errorOf('category')}>
        {(control) => (
          <select
            {...control}
            name="category"
            className="admin-field__control"
            value={values.category}
            onChange={(event) => {
              const value = event.target.value;
              if (isCategory(value)) onChange('category', value);
            }}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.single.${category}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <EventTextField {...props} field="organizer" label={t('adminEvents.form.fields.organizer')} />
      <EventTextField
        {...props}
        field="featuresLt"
        label={t('adminEvents.form.fields.featuresLt')}
        hint={t('adminEvents.form.fields.featuresHint')}
        multiline
      />
      <EventTextField
        {...props}
        field="featuresEn"
        label={t('adminEvents.form.fields.featuresEn')}
        hint={t('adminEvents.form.fields.featuresHint')}
        multiline
      />
    </div>
  );
}
