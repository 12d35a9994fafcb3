import { useTranslation } from 'react-i18next';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { useLanguage } from '../../../i18n/use-language';
import type { OrderOutcome } from '../lib/use-order-actions';
import { formatMoney } from '../../../lib/money/money';

/** The last change's outcome, named by the change, with the API's reason when it gave one (docs/web.md). */
export function OrderOutcomeAlert({ outcome, onDismiss }: { outcome: OrderOutcome; onDismiss: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = (): string => {
    switch (outcome.kind) {
      case 'refunded':
        return t('adminOrders.alerts.refunded', { amount: formatMoney(outcome.amount, outcome.currency, language) });
      case 'sentForApproval':
        return t('adminOrders.alerts.sentForApproval', {
          amount: formatMoney(outcome.amount, outcome.currency, language),
          reason: t(`adminOrders.alerts.secondAdminReasons.${outcome.reason}`),
        });
      case 'resent':
        return t('adminOrders.alerts.resent');
      case 'retried':
        return t('adminOrders.alerts.retried');
      case 'cancelled':
        return t('adminOrders.alerts.cancelled');
      case 'voided':
        return t('adminOrders.alerts.voided', { count: outcome.tickets });
      case 'transferConfirmed':
        return t('adminOrders.alerts.transferConfirmed');
      case 'paidOut':
        return t('adminOrders.alerts.paidOut', { amount: formatMoney(outcome.amount, outcome.currency, language) });
      case 'bulk':
        return t('adminOrders.bulk.created', { requests: outcome.requests, orders: outcome.orders });
      case 'failed': {
        const failure = t(`adminOrders.alerts.${outcome.failure}`);
        return outcome.message ? t('adminOrders.alerts.withReason', { failure, reason: outcome.message }) : failure;
      }
    }
  };
  return (
    <AdminAlert tone={outcome.kind === 'failed' ? 'error' : 'success'} sticky onDismiss={onDismiss}>
      {text()}
    </AdminAlert>
  );
}
