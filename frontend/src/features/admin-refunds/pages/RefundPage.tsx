import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { useGetRefundPageEventQuery } from '../api/admin-refunds-api';
import { BulkRefundForm } from '../components/BulkRefundForm';
import { RefundLimitsSection } from '../components/RefundLimitsSection';
import { RefundOutcomeAlert } from '../components/RefundOutcomeAlert';
import { RefundRequestsSection } from '../components/RefundRequestsSection';
import { isEventCancelledState } from '../lib/refund-page-state';
import type { RefundOutcome } from '../lib/refund-outcome';
import '../components/admin-refunds.css';

/** /admin/events/:eventId/refund: the event's refund requests, the limits, and a new request (docs/money.md). */
export function RefundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { eventId = '' } = useParams();
  const location = useLocation();
  const { data: event, isError, refetch } = useGetRefundPageEventQuery(eventId);
  const [outcome, setOutcome] = useState<RefundOutcome | null>(null);
  // The notice belongs to the visit the events list started; dismissing it hides it for that visit only.
  const [dismissedVisit, setDismissedVisit] = useState<string | null>(null);
  const cancelNotice = isEventCancelledState(location.state) && dismissedVisit !== location.key;

  const title = event
    ? t('adminRefunds.page.title', { name: event.name[language] })
    : t('adminRefunds.page.titleFallback');

  return (
    <div className="admin-page refund-page">
      <AdminDocumentTitle page={title} />
      <header className="refund-page__header">
        <h1 className="page-title">{title}</h1>
        <Link to="/admin/events">{t('adminRefunds.page.back')}</Link>
      </header>
      {cancelNotice && (
        <AdminAlert
          tone="success"
          onDismiss={() => {
            setDismissedVisit(location.key);
          }}
        >
          {t('adminRefunds.page.eventCancelled')}
        </AdminAlert>
      )}
      {outcome && (
        <RefundOutcomeAlert
          outcome={outcome}
          onDismiss={() => {
            setOutcome(null);
          }}
        />
      )}
      {isError ? (
        <AdminLoadError message={t('adminRefunds.page.loadFailed')} onRetry={() => void refetch()} />
      ) : event ? (
        <>
          <RefundRequestsSection eventId={eventId} report={setOutcome} />
          <RefundLimitsSection report={setOutcome} />
          <BulkRefundForm
            eventId={eventId}
            refundType={event.status === 'cancelled' ? 'event_cancelled' : 'bulk'}
            report={setOutcome}
          />
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
