import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormField } from '../../../components/admin/FormField';
import type { SettingsChanges } from '../api/admin-settings-api';
import { emailProblem, portProblem, secretChange, type Problem } from '../lib/rules';
import { useSectionSave } from '../lib/use-section-save';
import { SecretField } from './SecretField';
import { SettingsForm } from './SettingsForm';
import type { EmailSettingsResponse } from '../../../lib/api-types/generated';

interface EmailValues {
  smtpHost: string;
  /** As typed, so "25a" is refused rather than read as 25. */
  smtpPort: string;
  smtpUsername: string;
  smtpPassword: string;
  smtpPasswordClear: boolean;
  fromEmail: string;
  fromName: string;
  emailTemplatesEnabled: boolean;
}

const FIELDS = [
  'smtpHost',
  'smtpPort',
  'smtpUsername',
  'smtpPassword',
  'fromEmail',
  'fromName',
  'emailTemplatesEnabled',
] as const;

interface EmailSettingsFormProps {
  settings: EmailSettingsResponse;
  /** Only a super admin changes the mail server; others see it. */
  readOnly: boolean;
}

/** The SMTP server the shop's mail goes through, and who it comes from. */
export function EmailSettingsForm({ settings, readOnly }: EmailSettingsFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<EmailValues>({
    defaultValues: {
      smtpHost: settings.smtpHost,
      smtpPort: String(settings.smtpPort),
      smtpUsername: settings.smtpUsername,
      smtpPassword: '',
      smtpPasswordClear: false,
      fromEmail: settings.fromEmail,
      fromName: settings.fromName,
      emailTemplatesEnabled: settings.emailTemplatesEnabled,
    },
  });
  const { send, formProps } = useSectionSave({ setError, handleSubmit }, FIELDS);
  const clearingPassword = useWatch({ control, name: 'smtpPasswordClear' });
  const check = (problem: Problem | undefined) => (problem ? t(`adminSettings.errors.${problem}`) : true);

  const save = async (values: EmailValues) => {
    const changes: SettingsChanges['email'] = {
      smtpHost: values.smtpHost.trim(),
      smtpPort: Number(values.smtpPort),
      smtpUsername: values.smtpUsername.trim(),
      fromEmail: values.fromEmail.trim(),
      fromName: values.fromName.trim(),
      emailTemplatesEnabled: values.emailTemplatesEnabled,
    };
    const password = secretChange(values.smtpPassword, values.smtpPasswordClear);
    if (password !== undefined) changes.smtpPassword = password;
    if (await send({ section: 'email', changes })) {
      reset({ ...values, ...changes, smtpPort: String(changes.smtpPort), smtpPassword: '', smtpPasswordClear: false });
    }
  };

  return (
    <SettingsForm {...formProps(save)} readOnly={readOnly}>
      <div className="settings-form__pair">
        <FormField label={t('adminSettings.email.smtpHost')} error={errors.smtpHost?.message}>
          {(control) => <input {...control} type="text" autoComplete="off" maxLength={253} {...register('smtpHost')} />}
        </FormField>
        <FormField label={t('adminSettings.email.smtpPort')} error={errors.smtpPort?.message}>
          {(control) => (
            <input
              {...control}
              type="number"
              min="1"
              max="65535"
              step="1"
              inputMode="numeric"
              required
              {...register('smtpPort', { validate: (typed) => check(portProblem(typed)) })}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('adminSettings.email.smtpUsername')} error={errors.smtpUsername?.message}>
        {(control) => (
          <input {...control} type="text" autoComplete="off" maxLength={200} {...register('smtpUsername')} />
        )}
      </FormField>
      <SecretField
        label={t('adminSettings.email.smtpPassword')}
        set={settings.smtpPasswordSet}
        error={errors.smtpPassword?.message}
        input={register('smtpPassword')}
        clear={register('smtpPasswordClear')}
        clearing={clearingPassword}
      />
      <div className="settings-form__pair">
        <FormField label={t('adminSettings.email.fromEmail')} error={errors.fromEmail?.message}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              required
              {...register('fromEmail', { validate: (typed) => check(emailProblem(typed)) })}
            />
          )}
        </FormField>
        <FormField label={t('adminSettings.email.fromName')} error={errors.fromName?.message}>
          {(control) => <input {...control} type="text" maxLength={100} {...register('fromName')} />}
        </FormField>
      </div>
      <FormCheckbox
        label={t('adminSettings.email.emailTemplatesEnabled')}
        error={errors.emailTemplatesEnabled?.message}
      >
        {(control) => <input {...control} type="checkbox" {...register('emailTemplatesEnabled')} />}
      </FormCheckbox>
    </SettingsForm>
  );
}
