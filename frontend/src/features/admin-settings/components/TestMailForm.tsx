import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { FormField } from '../../../components/admin/FormField';
import { httpStatusOf, serverMessageOf } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useSendTestMailMutation } from '../api/admin-settings-api';
import { emailProblem } from '../lib/rules';
import type { Outcome } from '../lib/use-section-save';

/**
 * Sends a mail through the saved SMTP settings to an address the admin gives, and says only whether it
 * was sent: the server's words stay in the shop's log, so the button cannot probe hosts and ports.
 */
export function TestMailForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const [sendTestMail, { isLoading }] = useSendTestMailMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ to: string }>({ defaultValues: { to: '' } });

  const send = async ({ to }: { to: string }) => {
    setOutcome(undefined);
    try {
      await sendTestMail({ to: to.trim() }).unwrap();
      setOutcome({ tone: 'success', text: t('adminSettings.email.test.sent') });
    } catch (error) {
      const onTo = fieldErrorsOf(error).find((entry) => entry.field === 'to');
      if (onTo) {
        setError('to', { type: 'server', message: onTo.message });
        return;
      }
      // The shop's own 502 says no more than "failed"; anything else (403, no network) says what it is.
      const reason = httpStatusOf(error) === 502 ? undefined : serverMessageOf(error);
      const failure = t('adminSettings.email.test.failed');
      setOutcome({ tone: 'error', text: reason ? t('adminSettings.withReason', { failure, reason }) : failure });
    }
  };

  return (
    <section className="settings-tools" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-tools__title">
        {t('adminSettings.email.test.title')}
      </h2>
      <p className="settings-form__lead">{t('adminSettings.email.test.lead')}</p>
      <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        <FormField label={t('adminSettings.email.test.to')} error={errors.to?.message}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              required
              {...register('to', {
                validate: (typed) => {
                  const problem = emailProblem(typed);
                  return problem ? t(`adminSettings.errors.${problem}`) : true;
                },
              })}
            />
          )}
        </FormField>
        {outcome && (
          <AdminAlert
            tone={outcome.tone}
            onDismiss={() => {
              setOutcome(undefined);
            }}
          >
            {outcome.text}
          </AdminAlert>
        )}
        <div className="settings-form__actions">
          <button type="submit" className="button button--secondary" disabled={isLoading}>
            {isLoading ? t('adminSettings.email.test.sending') : t('adminSettings.email.test.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
