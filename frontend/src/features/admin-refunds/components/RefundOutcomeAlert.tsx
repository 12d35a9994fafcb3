import { useTranslation } from 'react-i18next';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import type { RefundOutcome } from '../lib/refund-outcome';

/** The last change's outcome; a refusal names the failed step and the server's reason (four eyes, limits…). */
export function RefundOutcomeAlert({ outcome, onDismiss }: { outcome: RefundOutcome; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (outcome.kind === 'done') {
    return (
      <AdminAlert tone="success" onDismiss={onDismiss} sticky>
        {t(`adminRefunds.outcome.${outcome.what}`)}
      </AdminAlert>
    );
  }
  const failure = t(`adminRefunds.outcome.${outcome.what}`);
  return (
    <AdminAlert tone="error" onDismiss={onDismiss} sticky>
      {outcome.message ? t('adminRefunds.outcome.withReason', { failure, reason: outcome.message }) : failure}
    </AdminAlert>
  );
}
