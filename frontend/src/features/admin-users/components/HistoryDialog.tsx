import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { formatDateTime } from '../../../components/admin/admin-format';
import { useModalDialog } from '../../../components/admin/use-modal-dialog';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { useGetUserHistoryQuery } from '../api/admin-users-api';
import { describeHistoryEntry } from '../lib/describe-history';
import './HistoryDialog.css';

interface HistoryDialogProps {
  userId: string;
  name: string;
  /** Called once the dialog has closed (its button, Escape). */
  onClose: () => void;
}

/**
 * Who changed what and when, newest first, in the admin kit's modal dialog: focus stays inside, Escape
 * closes it and focus returns to the actions button that opened it.
 */
export function HistoryDialog({ userId, name, onClose }: HistoryDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { dialogProps, close } = useModalDialog(onClose);
  // The history grows with every sign-in, which invalidates nothing here.
  const { data, isError, refetch } = useGetUserHistoryQuery(userId, { refetchOnMountOrArgChange: true });

  return (
    <dialog {...dialogProps} className="admin-dialog admin-dialog--wide" aria-labelledby={titleId}>
      <div className="history-dialog__header">
        <h2 id={titleId} className="history-dialog__title">
          {t('admin.users.history.title', { name })}
        </h2>
        <button type="button" className="button button--secondary" onClick={close}>
          {t('admin.users.history.close')}
        </button>
      </div>
      {isError ? (
        <AdminLoadError message={t('admin.users.history.failed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner />
      ) : data.length === 0 ? (
        <p className="empty-state">{t('admin.users.history.empty')}</p>
      ) : (
        <ol className="history-dialog__list">
          {data.map((entry, index) => (
            // Entries have no id of their own; the list is replaced whole, never reordered.
            <li key={`${entry.occurredAt}-${String(index)}`} className="history-dialog__entry">
              <p className="history-dialog__what">{describeHistoryEntry(entry, t)}</p>
              <p className="history-dialog__meta">
                <span>{entry.actor?.name ?? t('admin.system')}</span>
                <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </dialog>
  );
}
