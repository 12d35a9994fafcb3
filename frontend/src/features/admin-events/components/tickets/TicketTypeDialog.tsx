import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../../lib/api';
import {
  useCreateTicketTypeMutation,
  useUpdateTicketTypeMutation,
  type AdminTicketType,
} from '../../api/admin-events-api';
import { fieldErrorsOf } from '../../lib/field-errors';
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

interface TicketTypeDialogProps {
  eventId: string;
  eventStart: string;
  /** Absent: a new ticket type. */
  ticketType?: AdminTicketType;
  onSaved: (name: string) => void;
  onClose: () => void;
}

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

  const submit = async () => {
    const found = validateTicketForm(values, sold);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, error]) => [field, t(`adminTickets.ticketForm.errors.${error}`, { sold })]),
      ),
    );
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const body = ticketRequestOf(values);
    try {
      await (ticketType
        ? update({ eventId, ticketTypeId: ticketType.id, body }).unwrap()
        : create({ eventId, body }).unwrap());
      onSaved(body.name.lt);
    } catch (error) {
      const fromServer = fieldErrorsOf(error).filter((entry) => SERVER_FIELDS[entry.field]);
      setErrors(Object.fromEntries(fromServer.map((entry) => [SERVER_FIELDS[entry.field], entry.message])));
      setFailure(serverMessageOf(error) ?? t('adminTickets.ticketForm.saveFailed'));
    }
  };

  const text = (field: TicketFormField | 'descriptionLt' | 'descriptionEn', type = 'text', extra = {}) => (
    <FormField label={t(`adminTickets.ticketForm.fields.${field}`)} error={errors[field as TicketFormField]}>
      {(control) => (
        <input
          {...control}
          {...extra}
          type={type}
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
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {text('nameLt')}
      {text('nameEn')}
      {text('descriptionLt')}
      {text('descriptionEn')}
      {text('price', 'text', { inputMode: 'decimal' })}
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
      <FormField
        label={t('adminTickets.ticketForm.fields.quantity')}
        error={errors.quantity}
        hint={sold > 0 ? t('adminTickets.ticketForm.soldHint', { sold }) : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            min={Math.max(1, sold)}
            value={values.quantity}
            onChange={(event) => {
              set('quantity', event.target.value);
            }}
          />
        )}
      </FormField>
      {text('maxPerOrder', 'number', { min: 1, max: 100 })}
      {text('saleStart', 'datetime-local')}
      {text('saleEnd', 'datetime-local')}
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
