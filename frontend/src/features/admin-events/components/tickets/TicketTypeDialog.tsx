import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../../lib/api';
import { useCreateTicketTypeMutation, useUpdateTicketTypeMutation } from '../../api/admin-events-api';
import { fieldErrorsOf } from '../../../../lib/field-errors';
import type { Saved } from '../../../../lib/read-your-writes/recorded-write';
import {
  newTicketForm,
  ticketFormOf,
  ticketRequestOf,
  validateTicketForm,
  type TicketFormField,
  type TicketFormValues,
} from '../../lib/ticket-form';
import { FormField } from '../FormField';
import { FormDialog } from './FormDialog';
import type { AdminTicketTypeResponse } from '../../../../lib/api-types/generated';

interface TicketTypeDialogProps {
  eventId: string;
  eventStart: string;
  /** Absent: a new ticket type. */
  ticketType?: AdminTicketTypeResponse;
  /** A new one may be saved before it can be read: then only its id is known (`Saved`, lib/read-your-writes). */
  onSaved: (saved: Saved<AdminTicketTypeResponse>) => void;
  onClose: () => void;
}

type TextField = TicketFormField | 'descriptionLt' | 'descriptionEn';

const SERVER_FIELDS: Record<string, TicketFormField> = {
  'name.lt': 'nameLt',
  'name.en': 'nameEn',
  price: 'price',
  quantity: 'quantity',
  max_per_order: 'maxPerOrder',
  sale_start_date: 'saleStart',
  sale_end_date: 'saleEnd',
};

export function TicketTypeDialog({ eventId, eventStart, ticketType, onSaved, onClose }: TicketTypeDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TicketFormValues>(() =>
    ticketType ? ticketFormOf(ticketType) : newTicketForm(new Date(), eventStart),
  );
  const [errors, setErrors] = useState<Partial<Record<TicketFormField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [create, creating] = useCreateTicketTypeMutation();
  const [update, updating] = useUpdateTicketTypeMutation();
  const sold = ticketType?.quantity_sold ?? 0;

  const set = <K extends keyof TicketFormValues>(key: K, value: TicketFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = async (): Promise<boolean> => {
    const found = validateTicketForm(values, sold);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, error]) => [field, t(`adminTickets.ticketForm.errors.${error}`, { sold })]),
      ),
    );
    setFailure(undefined);
    if (Object.keys(found).length > 0) return false;
    const body = ticketRequestOf(values);
    try {
      onSaved(
        await (ticketType
          ? update({ eventId, ticketTypeId: ticketType.id, body }).unwrap()
          : create({ eventId, body }).unwrap()),
      );
      return true;
    } catch (error) {
      const fromServer = fieldErrorsOf(error).filter((entry) => SERVER_FIELDS[entry.field]);
      setErrors(Object.fromEntries(fromServer.map((entry) => [SERVER_FIELDS[entry.field], entry.message])));
      setFailure(serverMessageOf(error) ?? t('adminTickets.ticketForm.saveFailed'));
      return false;
    }
  };

  const input = (field: TextField, attributes: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <FormField
      label={t(`adminTickets.ticketForm.fields.${field}`)}
      error={errors[field as TicketFormField]}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          {...attributes}
          value={values[field]}
          onChange={(event) => {
            set(field, event.target.value);
          }}
        />
      )}
    </FormField>
  );

  return (
    <FormDialog
      title={t(ticketType ? 'adminTickets.ticketForm.editTitle' : 'adminTickets.ticketForm.newTitle')}
      submitLabel={t('adminTickets.ticketForm.save')}
      closeLabel={t('adminTickets.common.close')}
      busy={creating.isLoading || updating.isLoading}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      {input('nameLt', { lang: 'lt' })}
      {input('nameEn', { lang: 'en' })}
      {input('descriptionLt', { lang: 'lt' })}
      {input('descriptionEn', { lang: 'en' })}
      {/* Text, not a number input: a Lithuanian types "29,99", which a number input reads by the browser's locale. */}
      {input('price', { inputMode: 'decimal' })}
      <FormField label={t('adminTickets.ticketForm.fields.currency')}>
        {(control) => (
          <select
            {...control}
            value={values.currency}
            onChange={(event) => {
              set('currency', event.target.value as TicketFormValues['currency']);
            }}
          >
            <option value="EUR">EUR</option>
            <option value="USD">USD</option>
          </select>
        )}
      </FormField>
      {input(
        'quantity',
        { type: 'number', step: 1, min: Math.max(1, sold), inputMode: 'numeric' },
        sold > 0 ? t('adminTickets.ticketForm.soldHint', { sold }) : undefined,
      )}
      {input('maxPerOrder', { type: 'number', step: 1, min: 1, max: 100, inputMode: 'numeric' })}
      {input('saleStart', { type: 'datetime-local' }, t('adminTickets.common.vilniusTime'))}
      {input('saleEnd', { type: 'datetime-local' }, t('adminTickets.common.vilniusTime'))}
      <label className="form-dialog__check">
        <input
          type="checkbox"
          checked={values.isActive}
          onChange={(event) => {
            set('isActive', event.target.checked);
          }}
        />
        {t('adminTickets.ticketForm.fields.isActive')}
      </label>
    </FormDialog>
  );
}
