import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { useLanguage } from '../../../i18n/use-language';
import type { ListOutcome } from '../lib/list-outcome';

interface ListOutcomeAlertProps {
  outcome: ListOutcome;
  onDismiss: () => void;
}

export function ListOutcomeAlert({ outcome, onDismiss }: ListOutcomeAlertProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = outcome.kind === 'failed' || (outcome.kind === 'bulk' && outcome.updated === 0);
  const text = () => {
    switch (outcome.kind) {
      case 'done':
        return t(`adminEvents.list.outcome.${outcome.action}`, { name: outcome.name[language] });
      case 'duplicated':
        return (
          <>
            {t('adminEvents.list.outcome.duplicate', { name: outcome.name[language] })}{' '}
            <Link to={`/admin/events/${encodeURIComponent(outcome.copyId)}/edit`}>
              {t('adminEvents.list.outcome.editCopy')}
            </Link>
          </>
        );
      case 'bulk':
        return t(`adminEvents.list.outcome.bulk-${outcome.change}`, {
          updated: outcome.updated,
          skipped: outcome.skipped,
        });
      case 'failed':
        return outcome.message ?? t(`adminEvents.list.failed.${outcome.action}`);
    }
  };
  return (
    <AdminAlert tone={failed ? 'error' : 'success'} onDismiss={onDismiss} sticky>
      {text()}
    </AdminAlert>
  );
}
