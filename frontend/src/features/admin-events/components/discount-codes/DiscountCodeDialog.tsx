import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { serverMessageOf } from '../../../../lib/api';
import {
  useCreateDiscountCodeMutation,
  useUpdateDiscountCodeMutation,
  type AdminTicketType,
  type DiscountCode,
} from '../../api/admin-events-api';
import {
  discountFormOf,
  discountRequestOf,
  newDiscountForm,
  validateDiscountForm,
  type DiscountFormField,
  type DiscountFormValues,
} from '../../lib/discount-form';
import { fieldErrorsOf } from '../../lib/field-errors';
import { FormField } from '../FormField';
import { FormDialog } from '../tickets/FormDialog';

interface DiscountCodeDialogProps {
  eventId: string;
  eventStart: string;
  ticketTypes: AdminTicketType[];
  /** Absent: a new code. */
  code?: DiscountCode;
  onSaved: (code: string) => void;
  onClose: () => void;
}

const SERVER_FIELDS: Record<string, DiscountFormField> = {
  code: 'code',
  value: 'value',
  valid_from: 'validFrom',
  valid_until: 'validUntil',
  usage_limit: 'usageLimit',
};

export function DiscountCodeDialog({
  eventId,
  eventStart,
  ticketTypes,
  code,
  onSaved,
  onClose,
}: DiscountCodeDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState<DiscountFormValues>(() =>
    code ? discountFormOf(code) : newDiscountForm(new Date(), eventStart),
  );
  const [errors, setErrors] = useState<Partial<Record<DiscountFormField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [create, creating] = useCreateDiscountCodeMutation();
  const [update, updating] = useUpdateDiscountCodeMutation();

  const set = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = async () => {
    const found = validateDiscountForm(values);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, error]) => [field, t(`adminTickets.codeForm.errors.${error}`)]),
      ),
    );
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const body = discountRequestOf(values);
    try {
      await (code ? update({ eventId, codeId: code.id, body }).unwrap() : create({ eventId, body }).unwrap());
      onSaved(body.code);
    } catch (error) {
      const fromServer = fieldErrorsOf(error).filter((entry) => SERVER_FIELDS[entry.field]);
      setErrors(Object.fromEntries(fromServer.map((entry) => [SERVER_FIELDS[entry.field], entry.message])));
      setFailure(serverMessageOf(error) ?? t('adminTickets.codeForm.saveFailed'));
    }
  };

  const input = (field: DiscountFormField, type = 'text', extra = {}) => (
    <FormField label={t(`adminTickets.codeForm.fields.${field}`)} error={errors[field]}>
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
      title={t(code ? 'adminTickets.codeForm.editTitle' : 'adminTickets.codeForm.newTitle')}
      submitLabel={t('adminTickets.codeForm.save')}
      closeLabel={t('adminTickets.common.close')}
      busy={creating.isLoading || updating.isLoading}
      error={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {input('code', 'text', { autoCapitalize: 'characters', maxLength: 32 })}
      <FormField label={t('adminTickets.codeForm.fields.discountType')}>
        {(control) => (
          <select
            {...control}
            value={values.discountType}
            onChange={(event) => {
              set('discountType', event.target.value as DiscountFormValues['discountType']);
            }}
          >
            <option value="percent">{t('adminTickets.codeForm.types.percent')}</option>
            <option value="fixed">{t('adminTickets.codeForm.types.fixed')}</option>
          </select>
        )}
      </FormField>
      {input('value', 'text', { inputMode: 'decimal' })}
      {input('usageLimit', 'number', { min: 1 })}
      {input('validFrom', 'datetime-local')}
      {input('validUntil', 'datetime-local')}
      <fieldset>
        <legend>{t('adminTickets.codeForm.fields.ticketTypes')}</legend>
        {ticketTypes.map((ticketType) => (
          <label key={ticketType.id} className="form-dialog__check">
            <input
              type="checkbox"
              checked={values.ticketTypeIds.includes(ticketType.id)}
              onChange={(event) => {
                set(
                  'ticketTypeIds',
                  event.target.checked
                    ? [...values.ticketTypeIds, ticketType.id]
                    : values.ticketTypeIds.filter((id) => id !== ticketType.id),
                );
              }}
            />
            {ticketType.name[language]}
          </label>
        ))}
        <p>{t('adminTickets.codeForm.allTypesHint')}</p>
      </fieldset>
      <label className="form-dialog__check">
        <input
          type="checkbox"
          checked={values.isActive}
          onChange={(event) => {
            set('isActive', event.target.checked);
          }}
        />
        {t('adminTickets.codeForm.fields.isActive')}
      </label>
    </FormDialog>
  );
}
