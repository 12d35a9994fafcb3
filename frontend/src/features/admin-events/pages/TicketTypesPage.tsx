import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { formatDateTime } from '../../../components/admin/admin-format';
import { StatGrid } from '../../../components/admin/StatGrid';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import { formatPrice } from '../../../lib/format';
import {
  useGetAdminEventQuery,
  useGetTicketStatisticsQuery,
  useListTicketTypesQuery,
  useRemoveTicketTypeMutation,
  type AdminTicketType,
} from '../api/admin-events-api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { TicketTypeDialog } from '../components/tickets/TicketTypeDialog';
import './CatalogSubpage.css';

type Editing = { kind: 'new' } | { kind: 'edit'; ticketType: AdminTicketType };
type Outcome = { tone: 'success' | 'error'; text: string };

export function TicketTypesPage() {
  const { eventId = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const event = useGetAdminEventQuery(eventId);
  const ticketTypes = useListTicketTypesQuery(eventId);
  const statistics = useGetTicketStatisticsQuery(eventId);
  const [remove] = useRemoveTicketTypeMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<AdminTicketType | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (event.isLoading || ticketTypes.isLoading) return <Spinner />;
  if (!event.data || !ticketTypes.data) {
    return <AdminLoadError message={t('adminTickets.common.loadFailed')} onRetry={() => void ticketTypes.refetch()} />;
  }
  const name = event.data.name[language];

  const confirmRemoval = async (confirmed: boolean) => {
    const ticketType = removing;
    setRemoving(null);
    if (!confirmed || !ticketType) return;
    try {
      await remove({ eventId, ticketTypeId: ticketType.id }).unwrap();
      setOutcome({ tone: 'success', text: t('adminTickets.tickets.removed', { name: ticketType.name[language] }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverMessageOf(error) ?? t('adminTickets.tickets.removeFailed') });
    }
  };

  const stats = statistics.data;
  return (
    <section className="catalog-subpage" aria-labelledby="ticket-types-title">
      <AdminDocumentTitle page={t('adminTickets.tickets.title')} />
      <nav className="catalog-subpage__links" aria-label={t('adminTickets.common.links')}>
        <Link to="/admin/events">{t('adminTickets.common.back')}</Link>
        <Link to={`/admin/events/${eventId}/discount-codes`}>{t('adminTickets.codes.title')}</Link>
      </nav>
      <h1 id="ticket-types-title">
        {t('adminTickets.tickets.title')}: {name}
      </h1>
      {outcome && (
        <AdminAlert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </AdminAlert>
      )}
      {stats && (
        <StatGrid
          stats={[
            { key: 'total', label: t('adminTickets.tickets.stats.total'), value: stats.total_quantity },
            { key: 'sold', label: t('adminTickets.tickets.stats.sold'), value: stats.total_sold },
            { key: 'remaining', label: t('adminTickets.tickets.stats.remaining'), value: stats.total_remaining },
          ]}
        />
      )}
      {stats && (
        <p>
          {t('adminTickets.tickets.stats.revenue')}: {formatPrice(stats.revenue, 'EUR', language)}
        </p>
      )}
      <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
        {t('adminTickets.tickets.new')}
      </button>
      {ticketTypes.data.data.length === 0 ? (
        <p className="catalog-subpage__empty">{t('adminTickets.tickets.empty')}</p>
      ) : (
        <div className="catalog-subpage__table-wrap">
          <table className="catalog-subpage__table">
            <caption className="visually-hidden">{t('adminTickets.tickets.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminTickets.tickets.columns.name')}</th>
                <th scope="col">{t('adminTickets.tickets.columns.price')}</th>
                <th scope="col">{t('adminTickets.tickets.columns.quantity')}</th>
                <th scope="col">{t('adminTickets.tickets.columns.sold')}</th>
                <th scope="col">{t('adminTickets.tickets.columns.remaining')}</th>
                <th scope="col">{t('adminTickets.tickets.columns.maxPerOrder')}</th>
                <th scope="col">{t('adminTickets.tickets.columns.sale')}</th>
                <th scope="col">{t('adminTickets.tickets.columns.state')}</th>
                <th scope="col">{t('adminTickets.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {ticketTypes.data.data.map((ticketType) => (
                <tr key={ticketType.id}>
                  <th scope="row">{ticketType.name[language]}</th>
                  <td>{formatPrice(ticketType.price, ticketType.currency, language)}</td>
                  <td>{ticketType.quantity}</td>
                  <td>{ticketType.quantity_sold}</td>
                  <td>{ticketType.quantity_remaining}</td>
                  <td>{ticketType.max_per_order}</td>
                  <td>
                    {formatDateTime(ticketType.sale_start_date, language)} –{' '}
                    {formatDateTime(ticketType.sale_end_date, language)}
                  </td>
                  <td>
                    {t(
                      ticketType.on_sale
                        ? 'adminTickets.tickets.onSale'
                        : ticketType.is_active
                          ? 'adminTickets.tickets.notOnSale'
                          : 'adminTickets.tickets.inactive',
                    )}
                  </td>
                  <td className="catalog-subpage__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('adminTickets.tickets.editOne', { name: ticketType.name[language] })}
                      onClick={() => setEditing({ kind: 'edit', ticketType })}
                    >
                      {t('adminTickets.common.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('adminTickets.tickets.removeOne', { name: ticketType.name[language] })}
                      onClick={() => setRemoving(ticketType)}
                    >
                      {t('adminTickets.common.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <TicketTypeDialog
          eventId={eventId}
          eventStart={event.data.start_date}
          ticketType={editing.kind === 'edit' ? editing.ticketType : undefined}
          onSaved={(saved) => {
            setEditing(null);
            setOutcome({ tone: 'success', text: t('adminTickets.tickets.saved', { name: saved }) });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('adminTickets.tickets.confirmRemove', { name: removing.name[language] })}
          confirmLabel={t('adminTickets.common.remove')}
          closeLabel={t('adminTickets.common.close')}
          onClose={(confirmed) => void confirmRemoval(confirmed)}
        >
          {t('adminTickets.tickets.confirmRemoveText')}
        </ConfirmDialog>
      )}
    </section>
  );
}
