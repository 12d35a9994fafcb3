import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { formatDateTime } from '../../../components/admin/admin-format';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import { formatPrice } from '../../../lib/format';
import {
  useGetAdminEventQuery,
  useListDiscountCodesQuery,
  useListTicketTypesQuery,
  useRemoveDiscountCodeMutation,
  type DiscountCode,
} from '../api/admin-events-api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DiscountCodeDialog } from '../components/discount-codes/DiscountCodeDialog';
import { UsageDialog } from '../components/discount-codes/UsageDialog';
import './CatalogSubpage.css';

type Open = { kind: 'new' } | { kind: 'edit' | 'remove' | 'usage'; code: DiscountCode };
type Outcome = { tone: 'success' | 'error'; text: string };

export function DiscountCodesPage() {
  const { eventId = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const event = useGetAdminEventQuery(eventId);
  const codes = useListDiscountCodesQuery(eventId);
  const ticketTypes = useListTicketTypesQuery(eventId);
  const [remove] = useRemoveDiscountCodeMutation();
  const [open, setOpen] = useState<Open | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (event.isLoading || codes.isLoading) return <Spinner />;
  if (!event.data || !codes.data) {
    return <AdminLoadError message={t('adminTickets.common.loadFailed')} onRetry={() => void codes.refetch()} />;
  }
  const types = ticketTypes.data?.data ?? [];
  const typeName = (id: string) => types.find((type) => type.id === id)?.name[language] ?? id;

  const confirmRemoval = async (code: DiscountCode, confirmed: boolean) => {
    setOpen(null);
    if (!confirmed) return;
    try {
      await remove({ eventId, codeId: code.id }).unwrap();
      setOutcome({ tone: 'success', text: t('adminTickets.codes.removed', { code: code.code }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverMessageOf(error) ?? t('adminTickets.codes.removeFailed') });
    }
  };

  return (
    <section className="catalog-subpage" aria-labelledby="discount-codes-title">
      <AdminDocumentTitle page={t('adminTickets.codes.title')} />
      <nav className="catalog-subpage__links" aria-label={t('adminTickets.common.links')}>
        <Link to="/admin/events">{t('adminTickets.common.back')}</Link>
        <Link to={`/admin/events/${eventId}/tickets`}>{t('adminTickets.tickets.title')}</Link>
      </nav>
      <h1 id="discount-codes-title">
        {t('adminTickets.codes.title')}: {event.data.name[language]}
      </h1>
      {outcome && (
        <AdminAlert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </AdminAlert>
      )}
      <button type="button" className="button" onClick={() => setOpen({ kind: 'new' })}>
        {t('adminTickets.codes.new')}
      </button>
      {codes.data.data.length === 0 ? (
        <p className="catalog-subpage__empty">{t('adminTickets.codes.empty')}</p>
      ) : (
        <div className="catalog-subpage__table-wrap">
          <table className="catalog-subpage__table">
            <caption className="visually-hidden">{t('adminTickets.codes.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminTickets.codes.columns.code')}</th>
                <th scope="col">{t('adminTickets.codes.columns.discount')}</th>
                <th scope="col">{t('adminTickets.codes.columns.valid')}</th>
                <th scope="col">{t('adminTickets.codes.columns.usage')}</th>
                <th scope="col">{t('adminTickets.codes.columns.appliesTo')}</th>
                <th scope="col">{t('adminTickets.codes.columns.state')}</th>
                <th scope="col">{t('adminTickets.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.data.map((code) => (
                <tr key={code.id}>
                  <th scope="row">{code.code}</th>
                  <td>
                    {code.discount_type === 'percent'
                      ? `${String(code.value)} %`
                      : formatPrice(code.value, code.currency, language)}
                  </td>
                  <td>
                    {formatDateTime(code.valid_from, language)} – {formatDateTime(code.valid_until, language)}
                  </td>
                  <td>
                    {code.used_count} / {code.usage_limit ?? '∞'}
                  </td>
                  <td>
                    {code.ticket_type_ids.length === 0
                      ? t('adminTickets.codes.allTypes')
                      : code.ticket_type_ids.map(typeName).join(', ')}
                  </td>
                  <td>{t(code.is_active ? 'adminTickets.codes.active' : 'adminTickets.codes.inactive')}</td>
                  <td className="catalog-subpage__actions">
                    {(['edit', 'usage', 'remove'] as const).map((kind) => (
                      <button
                        key={kind}
                        type="button"
                        className="button button--secondary"
                        aria-label={t(`adminTickets.codes.${kind}One`, { code: code.code })}
                        onClick={() => setOpen({ kind, code })}
                      >
                        {t(`adminTickets.codes.${kind}`)}
                      </button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && (open.kind === 'new' || open.kind === 'edit') && (
        <DiscountCodeDialog
          eventId={eventId}
          eventStart={event.data.start_date}
          ticketTypes={types}
          code={open.kind === 'edit' ? open.code : undefined}
          onSaved={(saved) => {
            setOpen(null);
            setOutcome({ tone: 'success', text: t('adminTickets.codes.saved', { code: saved }) });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'usage' && <UsageDialog code={open.code} onClose={() => setOpen(null)} />}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={t('adminTickets.codes.confirmRemove', { code: open.code.code })}
          confirmLabel={t('adminTickets.codes.remove')}
          closeLabel={t('adminTickets.common.close')}
          onClose={(confirmed) => void confirmRemoval(open.code, confirmed)}
        >
          {t('adminTickets.codes.confirmRemoveText')}
        </ConfirmDialog>
      )}
    </section>
  );
}
