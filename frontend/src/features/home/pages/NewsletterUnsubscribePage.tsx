import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/auth/Alert';
import { serverMessageOf } from '../../../lib/api';
import { useUnsubscribeFromNewsletterMutation } from '../api/newsletter-api';
import { NewsletterPageLayout } from '../components/NewsletterPageLayout';

/**
 * Reached from a newsletter's footer link, `/newsletter/unsubscribe?token=…`. It waits for a click
 * rather than acting on load: mail scanners open links, and must not unsubscribe anyone.
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  const [unsubscribe, { data, error, isError, isLoading, isSuccess }] = useUnsubscribeFromNewsletterMutation();

  return (
    <NewsletterPageLayout title={t('shop.newsletter.unsubscribe.title')}>
      {!token ? (
        <Alert tone="error">
          <p>{t('shop.newsletter.unsubscribe.missingToken')}</p>
        </Alert>
      ) : isSuccess ? (
        <Alert tone="success">
          <p>{data.message || t('shop.newsletter.unsubscribe.success')}</p>
        </Alert>
      ) : (
        <>
          <p className="newsletter-page__lead">{t('shop.newsletter.unsubscribe.lead')}</p>
          {isError && (
            <Alert tone="error">
              <p>{serverMessageOf(error) ?? t('shop.newsletter.unsubscribe.failed')}</p>
            </Alert>
          )}
          <button
            type="button"
            className="button"
            disabled={isLoading}
            onClick={() => {
              void unsubscribe(token);
            }}
          >
            {isLoading ? t('shop.newsletter.unsubscribe.submitting') : t('shop.newsletter.unsubscribe.submit')}
          </button>
        </>
      )}
    </NewsletterPageLayout>
  );
}
