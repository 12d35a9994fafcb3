import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormField } from '../../../components/admin/FormField';

interface SecretFieldProps {
  label: string;
  /** Whether a value is stored; the value itself never leaves the server. */
  set: boolean;
  error?: string;
  /** The new value's field. */
  input: UseFormRegisterReturn;
  /** The "clear the saved value" box's field. */
  clear: UseFormRegisterReturn;
  clearing: boolean;
}

/**
 * A password or key: says whether one is stored, takes a new one to replace it (empty keeps it) and,
 * when one is stored, offers to clear it.
 */
export function SecretField({ label, set, error, input, clear, clearing }: SecretFieldProps) {
  const { t } = useTranslation();
  const status = set ? t('adminSettings.secret.set') : t('adminSettings.secret.notSet');
  return (
    <div className="settings-secret">
      <FormField
        label={label}
        error={error}
        hint={`${t('adminSettings.secret.status', { status })} ${clearing ? t('adminSettings.secret.clearHint') : t('adminSettings.secret.replaceHint')}`}
      >
        {(control) => <input {...control} type="password" autoComplete="new-password" disabled={clearing} {...input} />}
      </FormField>
      {set && (
        <FormCheckbox label={t('adminSettings.secret.clear')}>
          {(control) => <input {...control} type="checkbox" {...clear} />}
        </FormCheckbox>
      )}
    </div>
  );
}
