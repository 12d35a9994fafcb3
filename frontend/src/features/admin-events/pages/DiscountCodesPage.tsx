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
import {
  useGetAdminEventQuery,
  useListDiscountCodesQuery,
  useListTicketTypesQuery,
  useRemoveDiscountCodeMutation,
} from '../api/admin-events-api';
import { DiscountCodeDialog } from '../components/discount-codes/DiscountCodeDialog';
import { DiscountCodesTable, type CodeAction } from '../components/discount-codes/DiscountCodesTable';
import { UsageDialog } from '../components/discount-codes/UsageDialog';
import type { DiscountCodeResponse } from '../../../lib/api-types/generated';
import './CatalogSubpage.css';

type Open = { kind: 'new' } | { kind: CodeAction; code: DiscountCodeResponse };
type Outcome = { tone: 'success' | 'error'; text: string };

export function DiscountCodesPage() {
  const { eventId = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  // While this admin's own save is not yet readable, read again until it is.
  const { lagging, pollingInterval } = useReadLag();
  const event = useGetAdminEventQuery(eventId, { pollingInterval });
  const codes = useListDiscountCodesQuery(eventId, { pollingInterval });
  const ticketTypes = useListTicketTypesQuery(eventId);
  const [remove] = useRemoveDiscountCodeMutation();
  const [open, setOpen] = useState<Open | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (event.isLoading || codes.isLoading || ticketTypes.isLoading) return <Spinner />;
  if (lagging && (!event.data || !codes.data)) return <ReadLagNotice />;
  if (!event.data || !codes.data || !ticketTypes.data) {
    const retry = () => {
      void event.refetch();
      void codes.refetch();
      void ticketTypes.refetch();
    };
    return <AdminLoadError message={t('adminTickets.common.loadFailed')} onRetry={retry} />;
  }
  const title = t('adminTickets.codes.title');
  const eventName = event.data.name[language];
  const types = ticketTypes.data.data;
  const close = () => {
    setOpen(null);
  };

  const confirmRemoval = async (code: DiscountCodeResponse, confirmed: boolean) => {
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
      <AdminDocumentTitle page={`${title}: ${eventName}`} />
      <nav className="catalog-subpage__links" aria-label={t('adminTickets.common.links')}>
        <Link to="/admin/events">{t('adminTickets.common.back')}</Link>
        <Link to={`/admin/events/${eventId}/tickets`}>{t('adminTickets.tickets.title')}</Link>
      </nav>
      <h1 id="discount-codes-title">
        {title}: {eventName}
      </h1>
      <ReadLagNotice />
      {outcome && (
        <AdminAlert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </AdminAlert>
      )}
      <div>
        <button type="button" className="button" onClick={() => setOpen({ kind: 'new' })}>
          {t('adminTickets.codes.new')}
        </button>
      </div>
      <DiscountCodesTable
        codes={codes.data.data}
        ticketTypes={types}
        onAction={(kind, code) => {
          setOpen({ kind, code });
        }}
      />
      {(open?.kind === 'new' || open?.kind === 'edit') && (
        <DiscountCodeDialog
          eventId={eventId}
          eventStart={event.data.start_date}
          ticketTypes={types}
          code={open.kind === 'edit' ? open.code : undefined}
          onSaved={(saved) => {
            // Saved but not yet readable (202): the notice above says so until the list shows it.
            setOutcome(
              isRecordedWrite(saved)
                ? null
                : { tone: 'success', text: t('adminTickets.codes.saved', { code: saved.code }) },
            );
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'usage' && <UsageDialog code={open.code} onClose={close} />}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={t('adminTickets.codes.confirmRemove', { code: open.code.code })}
          confirmLabel={t('adminTickets.codes.remove')}
          tone="danger"
          onClose={(confirmed) => void confirmRemoval(open.code, confirmed)}
        >
          {t('adminTickets.codes.confirmRemoveText')}
        </ConfirmDialog>
      )}
    </section>
  );
}
