import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/auth/Alert';
import { Spinner } from '../../../components/Spinner';
import { serverMessageOf } from '../../../lib/api';
import { useConfirmNewsletterQuery } from '../api/newsletter-api';
import { NewsletterPageLayout } from '../components/NewsletterPageLayout';

/**
 * Reached from the subscription mail, `/newsletter/confirm?token=…`; confirms as soon as it opens. The
 * request is a cached query, so React's strict mode mounting the page twice still sends it once.
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  const { data, error, isError, isSuccess } = useConfirmNewsletterQuery(token || skipToken);

  return (
    <NewsletterPageLayout title={t('shop.newsletter.confirm.title')}>
      {!token ? (
        <Alert tone="error">
          <p>{t('shop.newsletter.confirm.missingToken')}</p>
        </Alert>
      ) : isSuccess ? (
        <Alert tone="success">
          <p>{data.message || t('shop.newsletter.confirm.success')}</p>
        </Alert>
      ) : isError ? (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? t('shop.newsletter.confirm.failed')}</p>
        </Alert>
      ) : (
        <Spinner />
      )}
    </NewsletterPageLayout>
  );
}
