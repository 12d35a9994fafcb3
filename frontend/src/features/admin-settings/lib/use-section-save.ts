import { useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useSaveSettingsMutation, type SaveSettingsArgs } from '../api/admin-settings-api';

export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Saves one tab's section. The server's field errors land on the tab's fields (by the API's field
 * names, which the forms share); what names no field is said in the tab's alert.
 */
export function useSectionSave<Values extends FieldValues>(
  { setError, handleSubmit }: Pick<UseFormReturn<Values>, 'setError' | 'handleSubmit'>,
  fields: readonly Path<Values>[],
) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveSettingsMutation();
  const [outcome, setOutcome] = useState<Outcome>();

  const send = async (args: SaveSettingsArgs): Promise<boolean> => {
    setOutcome(undefined);
    try {
      await save(args).unwrap();
      setOutcome({ tone: 'success', text: t('adminSettings.saved') });
      return true;
    } catch (error) {
      const onFields = fieldErrorsOf(error).filter((entry) => (fields as readonly string[]).includes(entry.field));
      for (const entry of onFields) {
        setError(entry.field as Path<Values>, { type: 'server', message: entry.message });
      }
      const failure = t('adminSettings.saveFailed');
      const reason = onFields.length > 0 ? t('adminSettings.fixErrors') : serverMessageOf(error);
      setOutcome({ tone: 'error', text: reason ? t('adminSettings.withReason', { failure, reason }) : failure });
      return false;
    }
  };

  return {
    send,
    /** What `SettingsForm` needs to submit the valid values to `save` and show how saving went. */
    formProps: (save: (values: Values) => Promise<void>) => ({
      onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event),
      saving: isLoading,
      outcome,
      onDismiss: () => {
        setOutcome(undefined);
      },
    }),
  };
}
