import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { serverMessageOf } from '../../../lib/api';
import { useCreateEventMutation, useUpdateEventMutation } from '../api/admin-events-api';
import {
  EMPTY_EVENT_FORM,
  EVENT_FIELDS,
  EVENT_FORM_TABS,
  eventFormValues,
  eventRequest,
  firstFieldWithError,
  serverFieldErrors,
  tabOf,
  validateEventForm,
  type EventField,
  type EventFormTab,
  type EventFormValues,
  type ServerFieldErrors,
} from '../lib/event-form';
import { fieldErrorsOf } from '../../../lib/field-errors';
import type { Saved } from '../../../lib/read-your-writes/recorded-write';
import { BasicInfoFields } from './BasicInfoFields';
import type { EventFieldsProps } from './EventTextField';
import { FormTabs } from './FormTabs';
import { ImagesPanel } from './ImagesPanel';
import { SettingsFields } from './SettingsFields';
import { VenueFields } from './VenueFields';
import type { AdminEventResponse } from '../../../lib/api-types/generated';
import './EventForm.css';

interface EventFormProps {
  /** The event being edited, as last read; absent when creating. */
  event?: AdminEventResponse;
  /** A new event may be saved before it can be read: then only its id is known (`Saved`, lib/read-your-writes). */
  onSaved: (saved: Saved<AdminEventResponse>) => void;
}

const NO_SERVER_ERRORS: ServerFieldErrors = { byField: {}, other: [] };

/**
 * Create and edit alike. The rules are checked on submit and, after a first attempt, on every change;
 * a refusal from the API is shown beside the fields it names. Either way the tab holding the first
 * error opens and that field takes the focus.
 */
export function EventForm({ event, onSaved }: EventFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EventFormValues>(() => (event ? eventFormValues(event) : EMPTY_EVENT_FORM));
  const [attempted, setAttempted] = useState(false);
  const [tab, setTab] = useState<EventFormTab>('basic');
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>(NO_SERVER_ERRORS);
  /** `message` is the API's own words; undefined when it gave none. */
  const [failure, setFailure] = useState<{ message: string | undefined } | null>(null);
  const [createEvent, createState] = useCreateEventMutation();
  const [updateEvent, updateState] = useUpdateEventMutation();
  const saving = createState.isLoading || updateState.isLoading;
  // A new event is sent once: after it is saved the page moves on to it, and a second click, even one
  // landing before React re-renders, must not make a second draft.
  const sending = useRef(false);
  const [created, setCreated] = useState(false);
  // A cancelled event is final (docs/catalog.md); the API would refuse any change.
  const locked = event?.status === 'cancelled';

  const clientErrors = attempted ? validateEventForm(values) : {};
  const errorOf = (field: EventField): string | undefined => {
    const rule = clientErrors[field];
    return rule ? t(`adminEvents.form.validation.${rule}`) : serverErrors.byField[field];
  };

  const fields: EventFieldsProps = {
    values,
    errorOf,
    onChange: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) =>
        current.byField[field] === undefined
          ? current
          : { ...current, byField: { ...current.byField, [field]: undefined } },
      );
    },
  };

  // The tab must be shown before its field can take the focus.
  const reveal = (field: EventField) => {
    flushSync(() => {
      setTab(tabOf(field));
    });
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  };

  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (sending.current || created) return;
    setAttempted(true);
    setFailure(null);
    const first = firstFieldWithError(validateEventForm(values));
    if (first) {
      reveal(first);
      return;
    }
    sending.current = true;
    try {
      const body = eventRequest(values);
      const saved = event ? await updateEvent({ id: event.id, body }).unwrap() : await createEvent(body).unwrap();
      setServerErrors(NO_SERVER_ERRORS);
      if (!event) setCreated(true);
      onSaved(saved);
    } catch (error) {
      const refused = serverFieldErrors(fieldErrorsOf(error));
      setServerErrors(refused);
      setFailure({ message: serverMessageOf(error) });
      const field = firstFieldWithError(refused.byField);
      if (field) reveal(field);
    } finally {
      sending.current = false;
    }
  };

  const invalidTabs = new Set(EVENT_FIELDS.filter((field) => errorOf(field) !== undefined).map(tabOf));

  const panels: Record<EventFormTab, ReactNode> = {
    basic: <BasicInfoFields {...fields} />,
    venue: <VenueFields {...fields} />,
    images: event ? (
      <ImagesPanel event={event} />
    ) : (
      <p className="empty-state">{t('adminEvents.form.images.afterSave')}</p>
    ),
    settings: <SettingsFields {...fields} />,
  };

  return (
    <form ref={formRef} className="event-form" noValidate onSubmit={(submitted) => void submit(submitted)}>
      {failure && (
        <AdminAlert
          tone="error"
          onDismiss={() => {
            setFailure(null);
          }}
        >
          {failure.message ?? t('adminEvents.form.saveFailed')}
          {serverErrors.other.map((message) => ` ${message}`)}
        </AdminAlert>
      )}
      {locked && <p className="event-form__locked">{t('adminEvents.form.locked')}</p>}
      <FormTabs
        label={t('adminEvents.form.tabs.label')}
        active={tab}
        onChange={setTab}
        tabs={EVENT_FORM_TABS.map((key) => ({
          key,
          label: t(`adminEvents.form.tabs.${key}`),
          invalid: invalidTabs.has(key),
          content: panels[key],
        }))}
      />
      <div className="event-form__actions">
        <button type="submit" className="button" disabled={saving || locked || created}>
          {saving ? t('adminEvents.form.saving') : event ? t('adminEvents.form.save') : t('adminEvents.form.create')}
        </button>
      </div>
    </form>
  );
}
