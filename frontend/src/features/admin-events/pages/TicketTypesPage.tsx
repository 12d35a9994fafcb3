import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { ReadLagNotice } from '../../../components/admin/ReadLagNotice';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import { isRecordedWrite } from '../../../lib/read-your-writes/recorded-write';
import { useReadLag } from '../../../lib/read-your-writes/use-read-lag';
import { useGetAdminEventQuery, useListTicketTypesQuery, useRemoveTicketTypeMutation } from '../api/admin-events-api';
import { TicketStatistics } from '../components/tickets/TicketStatistics';
import { TicketTypeDialog } from '../components/tickets/TicketTypeDialog';
import { TicketTypesTable } from '../components/tickets/TicketTypesTable';
import type { AdminTicketTypeResponse } from '../../../lib/api-types/generated';
import './CatalogSubpage.css';

type Editing = { kind: 'new' } | { kind: 'edit'; ticketType: AdminTicketTypeResponse };
type Outcome = { tone: 'success' | 'error'; text: string };

export function TicketTypesPage() {
  const { eventId = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  // While this admin's own save is not yet readable, read again until it is.
  const { lagging, pollingInterval } = useReadLag();
  const event = useGetAdminEventQuery(eventId, { pollingInterval });
  const ticketTypes = useListTicketTypesQuery(eventId, { pollingInterval });
  const [remove] = useRemoveTicketTypeMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<AdminTicketTypeResponse | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (event.isLoading || ticketTypes.isLoading) return <Spinner />;
  if (lagging && (!event.data || !ticketTypes.data)) return <ReadLagNotice />;
  if (!event.data || !ticketTypes.data) {
    const retry = () => {
      void event.refetch();
      void ticketTypes.refetch();
    };
    return <AdminLoadError message={t('adminTickets.common.loadFailed')} onRetry={retry} />;
  }
  const title = t('adminTickets.tickets.title');
  const eventName = event.data.name[language];

  const confirmRemoval = async (ticketType: AdminTicketTypeResponse, confirmed: boolean) => {
    setRemoving(null);
    if (!confirmed) return;
    try {
      await remove({ eventId, ticketTypeId: ticketType.id }).unwrap();
      setOutcome({ tone: 'success', text: t('adminTickets.tickets.removed', { name: ticketType.name[language] }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverMessageOf(error) ?? t('adminTickets.tickets.removeFailed') });
    }
  };

  return (
    <section className="catalog-subpage" aria-labelledby="ticket-types-title">
      <AdminDocumentTitle page={`${title}: ${eventName}`} />
      <nav className="catalog-subpage__links" aria-label={t('adminTickets.common.links')}>
        <Link to="/admin/events">{t('adminTickets.common.back')}</Link>
        <Link to={`/admin/events/${eventId}/discount-codes`}>{t('adminTickets.codes.title')}</Link>
      </nav>
      <h1 id="ticket-types-title">
        {title}: {eventName}
      </h1>
      <ReadLagNotice />
      {outcome && (
        <AdminAlert
          tone={outcome.tone}
          onDismiss={() => {
            setOutcome(null);
          }}
        >
          {outcome.text}
        </AdminAlert>
      )}
      <TicketStatistics eventId={eventId} />
      <div>
        <button
          type="button"
          className="button"
          onClick={() => {
            setEditing({ kind: 'new' });
          }}
        >
          {t('adminTickets.tickets.new')}
        </button>
      </div>
      <TicketTypesTable
        ticketTypes={ticketTypes.data.data}
        onEdit={(ticketType) => {
          setEditing({ kind: 'edit', ticketType });
        }}
        onRemove={setRemoving}
      />
      {editing && (
        <TicketTypeDialog
          eventId={eventId}
          eventStart={event.data.start_date}
          ticketType={editing.kind === 'edit' ? editing.ticketType : undefined}
          onSaved={(saved) => {
            // Saved but not yet readable (202): the notice above says so until the list shows it.
            setOutcome(
              isRecordedWrite(saved)
                ? null
                : { tone: 'success', text: t('adminTickets.tickets.saved', { name: saved.name[language] }) },
            );
          }}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('adminTickets.tickets.confirmRemove', { name: removing.name[language] })}
          confirmLabel={t('adminTickets.common.remove')}
          tone="danger"
          onClose={(confirmed) => void confirmRemoval(removing, confirmed)}
        >
          {t('adminTickets.tickets.confirmRemoveText')}
        </ConfirmDialog>
      )}
    </section>
  );
}
