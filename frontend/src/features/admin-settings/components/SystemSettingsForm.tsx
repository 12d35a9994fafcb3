import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormField } from '../../../components/admin/FormField';
import { CURRENCIES, SITE_LANGUAGES, TIMEZONES } from '../api/admin-settings-api';
import { emailProblem, phoneProblem, requiredProblem, type Problem } from '../lib/rules';
import { useSectionSave } from '../lib/use-section-save';
import { SettingsForm } from './SettingsForm';
import type { SystemSettingsResponse } from '../../../lib/api-types/generated';

const FIELDS = [
  'siteName',
  'siteDescription',
  'contactEmail',
  'supportPhone',
  'currency',
  'timezone',
  'language',
  'allowRegistration',
  'requireEmailVerification',
] as const;

/** The zones offered, with the saved one first when it was set elsewhere (the API takes any IANA zone). */
const zonesWith = (saved: string): readonly string[] =>
  (TIMEZONES as readonly string[]).includes(saved) ? TIMEZONES : [saved, ...TIMEZONES];

/** The site's name, contacts, money and time defaults, and who may register. */
export function SystemSettingsForm({ settings }: { settings: SystemSettingsResponse }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SystemSettingsResponse>({ defaultValues: settings });
  const { send, formProps } = useSectionSave({ setError, handleSubmit }, FIELDS);
  const check = (problem: Problem | undefined) => (problem ? t(`adminSettings.errors.${problem}`) : true);

  const save = async (values: SystemSettingsResponse) => {
    const changes = {
      ...values,
      siteName: values.siteName.trim(),
      siteDescription: values.siteDescription.trim(),
      contactEmail: values.contactEmail.trim(),
      supportPhone: values.supportPhone.trim(),
    };
    if (await send({ section: 'system', changes })) reset(changes);
  };

  return (
    <SettingsForm {...formProps(save)}>
      <FormField label={t('adminSettings.system.siteName')} error={errors.siteName?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            maxLength={100}
            {...register('siteName', { validate: (typed) => check(requiredProblem(typed)) })}
          />
        )}
      </FormField>
      <FormField label={t('adminSettings.system.siteDescription')} error={errors.siteDescription?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={500} {...register('siteDescription')} />}
      </FormField>
      <div className="settings-form__pair">
        <FormField label={t('adminSettings.system.contactEmail')} error={errors.contactEmail?.message}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              required
              {...register('contactEmail', { validate: (typed) => check(emailProblem(typed)) })}
            />
          )}
        </FormField>
        <FormField label={t('adminSettings.system.supportPhone')} error={errors.supportPhone?.message}>
          {(control) => (
            <input
              {...control}
              type="tel"
              maxLength={30}
              {...register('supportPhone', { validate: (typed) => check(phoneProblem(typed)) })}
            />
          )}
        </FormField>
      </div>
      <div className="settings-form__pair">
        <FormField label={t('adminSettings.system.currency')} error={errors.currency?.message}>
          {(control) => (
            <select {...control} {...register('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('adminSettings.system.timezone')} error={errors.timezone?.message}>
          {(control) => (
            <select {...control} {...register('timezone')}>
              {zonesWith(settings.timezone).map((timezone) => (
                <option key={timezone} value={timezone}>
                  {timezone}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('adminSettings.system.language')} error={errors.language?.message}>
          {(control) => (
            <select {...control} {...register('language')}>
              {SITE_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`adminSettings.system.languages.${language}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormCheckbox label={t('adminSettings.system.allowRegistration')} error={errors.allowRegistration?.message}>
        {(control) => <input {...control} type="checkbox" {...register('allowRegistration')} />}
      </FormCheckbox>
      <FormCheckbox
        label={t('adminSettings.system.requireEmailVerification')}
        error={errors.requireEmailVerification?.message}
      >
        {(control) => <input {...control} type="checkbox" {...register('requireEmailVerification')} />}
      </FormCheckbox>
    </SettingsForm>
  );
}
