import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/auth/Alert';
import { Spinner } from '../../../components/Spinner';
import { serverMessageOf } from '../../../lib/api';
import { useVerifyEmailQuery } from '../../../lib/session/auth-api';
import { AuthCard } from '../components/AuthCard';
import { ResendVerificationForm } from '../components/ResendVerificationForm';

/** Reached from the verification mail's link, `/verify-email?token=…`; verifies as soon as it opens. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  const { data, error, isError, isSuccess } = useVerifyEmailQuery(token || skipToken);

  return (
    <AuthCard title={t('auth.verifyEmail.title')}>
      {!token ? (
        <Alert tone="error">
          <p>{t('auth.verifyEmail.missingToken')}</p>
        </Alert>
      ) : isSuccess ? (
        <>
          <Alert tone="success">
            <p>{data.message || t('auth.verifyEmail.success')}</p>
          </Alert>
          <Link className="button button--block" to="/login">
            {t('auth.verifyEmail.loginLink')}
          </Link>
        </>
      ) : isError ? (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? t('auth.verifyEmail.failed')}</p>
        </Alert>
      ) : (
        <Spinner />
      )}
      {/* A missing or refused link needs a new mail. */}
      {(!token || isError) && (
        <>
          <hr className="auth-card__divider" />
          <ResendVerificationForm />
        </>
      )}
    </AuthCard>
  );
}
