import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import type { AccountFieldProps } from './use-account-form';

/** The e-mail address that names an account. */
export function EmailField({ field }: { field: AccountFieldProps }) {
  const { t } = useTranslation();
  return <TextField {...field} type="email" autoComplete="email" required label={t('auth.fields.email')} />;
}

interface NewPasswordFieldsProps {
  password: AccountFieldProps;
  confirmation: AccountFieldProps;
  /** True where the password replaces one (reset, change): the labels then speak of the new password. */
  replacing: boolean;
}

/** A new password with its rules spelled out, typed twice so a slip of the finger cannot lock the account. */
export function NewPasswordFields({ password, confirmation, replacing }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        required
        label={replacing ? t('auth.fields.newPassword') : t('auth.fields.password')}
        hint={t('auth.fields.passwordHint')}
      />
      <TextField
        {...confirmation}
        type="password"
        autoComplete="new-password"
        required
        label={replacing ? t('auth.fields.confirmNewPassword') : t('auth.fields.confirmPassword')}
      />
    </>
  );
}
