import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/admin/admin-format';
import type { Column } from '../../../components/admin/DataTable';
import { isUserRole } from '../../../components/admin/user-values';
import { useLanguage } from '../../../i18n/use-language';
import { localeFor } from '../../../lib/format';
import { isRoleChange, isSettingsChange } from '../lib/audit-actions';
import { SettingsChanges } from './SettingsChanges';
import './audit-log.css';
import { orderNumberOf } from '../../../lib/orders/order-number';
import { formatMoney } from '../../../lib/money/money';
import type { AuditLogEntryResponse } from '../../../lib/api-types/generated';

/** An entry's amount: money when the entry names its currency, else the bare figure with two decimals. */
function formatAmount(amount: number, currency: string | null, language: string): string {
  if (currency) return formatMoney(amount, currency, language);
  return new Intl.NumberFormat(localeFor(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/** The log's columns: when, what, who, about what, how much, why, and the request it came from. */
export function useAuditColumns({
  onOnlyEvent,
}: {
  onOnlyEvent: (eventId: string) => void;
}): Column<AuditLogEntryResponse>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const roleName = (role: string | undefined) => (isUserRole(role) ? t(`admin.roles.${role}`) : (role ?? ''));
  const eventName = (event: NonNullable<AuditLogEntryResponse['event']>) =>
    event.name ?? t('adminAudit.unnamedEvent', { id: event.id });
  return [
    {
      key: 'time',
      header: t('adminAudit.columns.time'),
      cell: (entry) => <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at, language)}</time>,
    },
    {
      key: 'action',
      header: t('adminAudit.columns.action'),
      kind: 'name',
      cell: (entry) => t(`adminAudit.actions.${entry.action}`),
    },
    {
      key: 'actor',
      header: t('adminAudit.columns.actor'),
      cell: ({ actor }) =>
        actor.kind === 'system' ? (
          t('adminAudit.system', { name: actor.name })
        ) : (
          <>
            {actor.name}
            {(actor.role === 'admin' || actor.role === 'super_admin') && (
              <span className="data-table__detail">{t(`adminAudit.roles.${actor.role}`)}</span>
            )}
          </>
        ),
    },
    {
      key: 'subject',
      header: t('adminAudit.columns.subject'),
      kind: 'long',
      cell: (entry) =>
        isSettingsChange(entry.action) ? (
          <SettingsChanges details={entry.details} />
        ) : isRoleChange(entry.action) ? (
          t('adminAudit.roleChange', {
            user: entry.details.userName ?? entry.details.userId,
            from: roleName(entry.details.from),
            to: roleName(entry.details.to),
          })
        ) : (
          <span className="audit-subject">
            {entry.order_id && (
              <Link to={`/admin/orders/${entry.order_id}`}>
                {t('adminAudit.orderLink', { number: orderNumberOf(entry.order_id) })}
              </Link>
            )}
            {entry.event && (
              <span className="audit-subject__event">
                <Link to={`/admin/events/${entry.event.id}/refund`}>
                  {entry.refund_request_id && !entry.order_id
                    ? `${t('adminAudit.requestLink')}: ${eventName(entry.event)}`
                    : eventName(entry.event)}
                </Link>
                <button
                  type="button"
                  className="audit-subject__only"
                  aria-label={t('adminAudit.onlyEventLabel', { event: eventName(entry.event) })}
                  onClick={() => {
                    onOnlyEvent(entry.event!.id);
                  }}
                >
                  {t('adminAudit.onlyEvent')}
                </button>
              </span>
            )}
          </span>
        ),
    },
    {
      key: 'amount',
      header: t('adminAudit.columns.amount'),
      kind: 'number',
      cell: (entry) => (entry.amount === null ? '' : formatAmount(entry.amount, entry.currency, language)),
    },
    { key: 'reason', header: t('adminAudit.columns.reason'), kind: 'long', cell: (entry) => entry.reason },
    {
      key: 'request',
      header: t('adminAudit.columns.requestId'),
      cell: (entry) => <code className="audit-request-id">{entry.request_id}</code>,
    },
  ];
}
