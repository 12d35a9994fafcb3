import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useListAuditEventChoicesQuery } from '../api/admin-audit-api';

interface EventFilterProps {
  /** The event's id; empty: every event. */
  value: string;
  /** What the log itself calls the chosen event, for one the catalog's list does not hold. */
  shownName: string | undefined;
  onChange: (eventId: string) => void;
}

/**
 * Narrows the log to one catalog event, picked from the admin events list. An event that came with a
 * link but is not in the list (deleted, or older than its newest page) stays chosen under its own name.
 */
export function EventFilter({ value, shownName, onChange }: EventFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  // Without the list the picker still shows and clears the event in force.
  const { data: choices = [] } = useListAuditEventChoicesQuery();
  const options = choices.map((choice) => ({ value: choice.id, label: choice.name[language] }));
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: shownName ?? t('adminAudit.unnamedEvent', { id: value }) });
  }
  const label = t('adminAudit.event');
  return (
    <div className="filter-bar__field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <span className="audit-filter-chip">
        <select
          id={id}
          className="admin-field__control"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          <option value="">{t('adminAudit.allEvents')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {value && (
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('adminAudit.clearFilter', { filter: label })}
            onClick={() => {
              onChange('');
            }}
          >
            ×
          </button>
        )}
      </span>
    </div>
  );
}
