import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { useAccountForm } from '../../../components/auth/use-account-form';
import { serverMessageOf } from '../../../lib/api';
import { requiredError } from '../../../lib/session/account-rules';
import { useUpdateProfileMutation } from '../../../lib/session/auth-api';
import { profileChanges } from '../lib/profile-changes';
import type { UserResponse } from '../../../lib/api-types/generated';

interface ProfileEditFormProps {
  user: UserResponse;
  /** `saved` is false when nothing was changed and so nothing was sent. */
  onDone: (saved: boolean) => void;
  onCancel: () => void;
}

/** Edits the names; mounted afresh for every edit, so it always starts from the saved profile. */
export function ProfileEditForm({ user, onDone, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const firstField = useRef<HTMLInputElement>(null);
  const { values, validate, field } = useAccountForm(
    { firstName: user.firstName, lastName: user.lastName },
    (current) => ({
      firstName: requiredError(current.firstName, 'firstNameRequired'),
      lastName: requiredError(current.lastName, 'lastNameRequired'),
    }),
  );
  const [update, { error, isError, isLoading }] = useUpdateProfileMutation();

  // The edit button that opened the form is gone; the first field takes its focus.
  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(event.currentTarget)) return;
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length === 0) {
      onDone(false);
      return;
    }
    const result = await update(changes);
    if (!result.error) onDone(true);
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {isError && (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? t('auth.profile.updateFailed')}</p>
        </Alert>
      )}
      <TextField
        ref={firstField}
        {...field('firstName')}
        autoComplete="given-name"
        required
        label={t('auth.fields.firstName')}
      />
      <TextField {...field('lastName')} autoComplete="family-name" required label={t('auth.fields.lastName')} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? t('auth.profile.saving') : t('auth.profile.save')}
        </button>
        <button type="button" className="button button--secondary" disabled={isLoading} onClick={onCancel}>
          {t('auth.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
