import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/admin/FilterBar';
import { FormField } from '../../../components/admin/FormField';
import { PERIODS, type Period } from '../api/reports-api';
import { presetSelection, type ReportSelection } from '../lib/report-query';

interface PeriodSelectorProps {
  selection: ReportSelection;
  /** The days of the report on screen: where a new custom range starts from. */
  shownPeriod: { from: string; to: string } | undefined;
  onChange: (selection: ReportSelection) => void;
}

interface RangeValues {
  from: string;
  to: string;
  as_of: string;
}

function CustomRangeForm({ initial, onApply }: { initial: RangeValues; onApply: (values: RangeValues) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RangeValues>({ defaultValues: initial });
  return (
    <form
      className="report-range"
      aria-label={t('adminReports.period.custom.label')}
      noValidate
      onSubmit={(event) => void handleSubmit(onApply)(event)}
    >
      <FormField label={t('adminReports.period.custom.from')} error={errors.from?.message}>
        {(control) => (
          <input
            {...control}
            type="date"
            {...register('from', { required: t('adminReports.period.custom.errors.fromRequired') })}
          />
        )}
      </FormField>
      <FormField label={t('adminReports.period.custom.to')} error={errors.to?.message}>
        {(control) => (
          <input
            {...control}
            type="date"
            {...register('to', {
              required: t('adminReports.period.custom.errors.toRequired'),
              // ISO days compare as text.
              validate: (to, { from }) => !from || to >= from || t('adminReports.period.custom.errors.order'),
            })}
          />
        )}
      </FormField>
      <FormField
        label={t('adminReports.period.custom.asOf')}
        hint={t('adminReports.period.custom.asOfHint')}
        error={errors.as_of?.message}
      >
        {(control) => <input {...control} type="datetime-local" {...register('as_of')} />}
      </FormField>
      <button type="submit" className="button report-range__apply">
        {t('adminReports.period.custom.apply')}
      </button>
    </form>
  );
}

/**
 * The period: a preset applies at once; "custom" opens a form for two days and, if wanted, the moment
 * the figures should be read as of, applied when sent.
 */
export function PeriodSelector({ selection, shownPeriod, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const [choosingCustom, setChoosingCustom] = useState(false);
  const custom = choosingCustom || selection.period === 'custom';
  const initial: RangeValues =
    selection.period === 'custom'
      ? { from: selection.from, to: selection.to, as_of: selection.as_of }
      : { from: shownPeriod?.from ?? '', to: shownPeriod?.to ?? '', as_of: selection.as_of };

  return (
    <div className="report-period">
      <FilterBar label={t('adminReports.period.label')}>
        <div className="filter-bar__field">
          <label className="admin-field__label" htmlFor={selectId}>
            {t('adminReports.period.select')}
          </label>
          <select
            id={selectId}
            className="admin-field__control"
            value={custom ? 'custom' : selection.period}
            onChange={(event) => {
              const picked = PERIODS.find((period): period is Period => period === event.target.value);
              if (!picked) return;
              if (picked === 'custom') {
                setChoosingCustom(true);
                return;
              }
              setChoosingCustom(false);
              onChange(presetSelection(picked));
            }}
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`adminReports.period.options.${period}`)}
              </option>
            ))}
          </select>
        </div>
      </FilterBar>
      {custom && (
        <CustomRangeForm
          // A new range on screen (another address) starts the form again from it.
          key={`${initial.from}/${initial.to}/${initial.as_of}`}
          initial={initial}
          onApply={({ from, to, as_of }) => {
            setChoosingCustom(false);
            onChange({ period: 'custom', from, to, as_of });
          }}
        />
      )}
    </div>
  );
}
