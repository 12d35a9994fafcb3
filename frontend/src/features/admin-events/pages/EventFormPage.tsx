import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { ReadLagNotice } from '../../../components/admin/ReadLagNotice';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { namesNothing, serverMessageOf } from '../../../lib/api';
import { useReadLag } from '../../../lib/read-your-writes/use-read-lag';
import { useGetAdminEventQuery, usePublishEventMutation, useUnpublishEventMutation } from '../api/admin-events-api';
import { EventForm } from '../components/EventForm';
import { EventStatusBadge } from '../components/EventStatusBadge';
import type { AdminEventResponse } from '../../../lib/api-types/generated';
import './EventFormPage.css';

const LIST_PATH = '/admin/events';

/** Handed to the edit page through the history entry, so it can say the event was just created. */
interface CreatedState {
  created: true;
}

function isCreatedState(state: unknown): state is CreatedState {
  return typeof state === 'object' && state !== null && 'created' in state && state.created === true;
}

/** The outcome of the last change, kept as data so its text follows a language switch. */
type Outcome =
  | { kind: 'created' | 'saved' | 'published' | 'unpublished' }
  /** `message` is the API's own words; undefined when it gave none. */
  | { kind: 'failed'; message: string | undefined };

/** `events/new` and `events/:id/edit`: one form. Keyed by the event, so a new address starts afresh. */
export function EventFormPage() {
  const { id } = useParams();
  return id === undefined ? <NewEvent /> : <EditEvent key={id} id={id} />;
}

function NewEvent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('adminEvents.form.newTitle');
  return (
    <div className="admin-page event-form-page">
      <AdminDocumentTitle page={title} />
      <AdminPageHeader title={title} back={{ to: LIST_PATH, label: t('adminEvents.form.back') }} />
      <EventForm
        onSaved={(created) => {
          // Images can only be added to a saved event: the edit page is where that happens. A save the
          // read models have not caught up with yet goes there too, by its id; that page waits for it.
          const state: CreatedState = { created: true };
          void navigate(`${LIST_PATH}/${encodeURIComponent(created.id)}/edit`, { state });
        }}
      />
    </div>
  );
}

function EditEvent({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  // While this admin's own save is not yet readable, read again until it is, rather than say "not found".
  const { lagging, pollingInterval } = useReadLag();
  // `data`, not `currentData`: a failed reload after a save must not take the form away mid-edit.
  const { data: event, error, isError, refetch } = useGetAdminEventQuery(id, { pollingInterval });
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    isCreatedState(location.state) ? { kind: 'created' } : null,
  );
  const title = t('adminEvents.form.editTitle');

  const header = (
    <header className="admin-page__header">
      <AdminDocumentTitle page={event ? `${title}: ${event.name[language]}` : title} />
      <Link className="admin-page__back" to={LIST_PATH}>
        {t('adminEvents.form.back')}
      </Link>
      <h1 className="page-title">{title}</h1>
    </header>
  );

  if (!event) {
    return (
      <div className="admin-page event-form-page">
        {header}
        {lagging ? (
          <ReadLagNotice />
        ) : isError && namesNothing(error) ? (
          <div className="empty-state" role="alert">
            <p>{t('adminEvents.form.notFound')}</p>
            <Link to={LIST_PATH}>{t('adminEvents.form.back')}</Link>
          </div>
        ) : isError ? (
          <AdminLoadError message={t('adminEvents.form.loadFailed')} onRetry={() => void refetch()} />
        ) : (
          <Spinner />
        )}
      </div>
    );
  }

  return (
    <div className="admin-page event-form-page">
      {header}
      <ReadLagNotice />
      <EventSummary event={event} onOutcome={setOutcome} />
      {outcome && (
        <AdminAlert
          tone={outcome.kind === 'failed' ? 'error' : 'success'}
          onDismiss={() => {
            setOutcome(null);
          }}
        >
          {outcome.kind === 'failed'
            ? (outcome.message ?? t('adminEvents.form.outcome.failed'))
            : t(`adminEvents.form.outcome.${outcome.kind}`)}
        </AdminAlert>
      )}
      <EventForm
        event={event}
        onSaved={() => {
          setOutcome({ kind: 'saved' });
        }}
      />
    </div>
  );
}

interface EventSummaryProps {
  event: AdminEventResponse;
  onOutcome: (outcome: Outcome | null) => void;
}

/** The event's name and status, with the status change that applies and links to its other pages. */
function EventSummary({ event, onOutcome }: EventSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [publish, publishState] = usePublishEventMutation();
  const [unpublish, unpublishState] = useUnpublishEventMutation();
  const busy = publishState.isLoading || unpublishState.isLoading;
  const path = `${LIST_PATH}/${encodeURIComponent(event.id)}`;

  const change = async (kind: 'published' | 'unpublished') => {
    onOutcome(null);
    try {
      await (kind === 'published' ? publish(event.id) : unpublish(event.id)).unwrap();
      onOutcome({ kind });
    } catch (error) {
      onOutcome({ kind: 'failed', message: serverMessageOf(error) });
    }
  };

  return (
    <section className="event-summary" aria-label={t('adminEvents.form.summary')}>
      <p className="event-summary__name">{event.name[language]}</p>
      <EventStatusBadge status={event.status} />
      <div className="event-summary__actions">
        {event.status === 'draft' && (
          <button type="button" className="button" disabled={busy} onClick={() => void change('published')}>
            {t('adminEvents.actions.publish')}
          </button>
        )}
        {event.status === 'published' && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void change('unpublished')}
          >
            {t('adminEvents.actions.unpublish')}
          </button>
        )}
        <Link className="button button--secondary" to={`${path}/tickets`}>
          {t('adminEvents.actions.tickets')}
        </Link>
        <Link className="button button--secondary" to={`${path}/discount-codes`}>
          {t('adminEvents.actions.discountCodes')}
        </Link>
      </div>
    </section>
  );
}
