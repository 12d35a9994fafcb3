import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { FormCheckbox } from '../../../components/admin/FormField';
import { serverMessageOf } from '../../../lib/api';
import { useClearCachesMutation, useExportSettingsMutation } from '../api/admin-settings-api';
import { useSectionSave, type Outcome } from '../lib/use-section-save';
import { SettingsForm } from './SettingsForm';
import type { MaintenanceSettingsResponse } from '../../../lib/api-types/generated';

const FIELDS = ['maintenanceMode'] as const;

/** The maintenance switch, and the tools: clear the server's caches, download the settings. */
export function MaintenanceTab({ settings }: { settings: MaintenanceSettingsResponse }) {
  const { t } = useTranslation();
  const toolsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<MaintenanceSettingsResponse>({ defaultValues: settings });
  const { send, formProps } = useSectionSave({ setError, handleSubmit }, FIELDS);
  const [clearCaches, clearing] = useClearCachesMutation();
  const [exportSettings, exporting] = useExportSettingsMutation();
  const [toolOutcome, setToolOutcome] = useState<Outcome>();

  const save = async (values: MaintenanceSettingsResponse) => {
    if (await send({ section: 'maintenance', changes: values })) reset(values);
  };

  const failed = (failure: string, error: unknown): Outcome => {
    const reason = serverMessageOf(error);
    return { tone: 'error', text: reason ? t('adminSettings.withReason', { failure, reason }) : failure };
  };

  const clear = async () => {
    setToolOutcome(undefined);
    try {
      const { cleared } = await clearCaches().unwrap();
      setToolOutcome({
        tone: 'success',
        text:
          cleared.length > 0
            ? t('adminSettings.maintenance.cleared', { caches: cleared.join(', ') })
            : t('adminSettings.maintenance.nothingCleared'),
      });
    } catch (error) {
      setToolOutcome(failed(t('adminSettings.maintenance.clearFailed'), error));
    }
  };

  const download = async () => {
    setToolOutcome(undefined);
    try {
      const file = await exportSettings().unwrap();
      setToolOutcome({ tone: 'success', text: t('adminSettings.maintenance.exported', { file }) });
    } catch (error) {
      setToolOutcome(failed(t('adminSettings.maintenance.exportFailed'), error));
    }
  };

  return (
    <>
      <SettingsForm {...formProps(save)}>
        <FormCheckbox label={t('adminSettings.maintenance.maintenanceMode')} error={errors.maintenanceMode?.message}>
          {(control) => <input {...control} type="checkbox" {...register('maintenanceMode')} />}
        </FormCheckbox>
        <p className="settings-form__lead">{t('adminSettings.maintenance.maintenanceHint')}</p>
      </SettingsForm>
      <section className="settings-tools" aria-labelledby={toolsId}>
        <h2 id={toolsId} className="settings-tools__title">
          {t('adminSettings.maintenance.tools')}
        </h2>
        {toolOutcome && (
          <AdminAlert
            tone={toolOutcome.tone}
            onDismiss={() => {
              setToolOutcome(undefined);
            }}
          >
            {toolOutcome.text}
          </AdminAlert>
        )}
        <div className="settings-tools__buttons">
          <button
            type="button"
            className="button button--secondary"
            disabled={clearing.isLoading}
            onClick={() => void clear()}
          >
            {clearing.isLoading ? t('adminSettings.maintenance.clearing') : t('adminSettings.maintenance.clearCaches')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={exporting.isLoading}
            onClick={() => void download()}
          >
            {exporting.isLoading ? t('adminSettings.maintenance.exporting') : t('adminSettings.maintenance.export')}
          </button>
        </div>
        <p className="settings-form__lead">{t('adminSettings.maintenance.exportHint')}</p>
      </section>
    </>
  );
}
