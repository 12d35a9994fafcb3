import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { serverMessageOf } from '../../../../lib/api';
import { useCreateDiscountCodeMutation, useUpdateDiscountCodeMutation } from '../../api/admin-events-api';
import {
  discountFormOf,
  discountRequestOf,
  newDiscountForm,
  validateDiscountForm,
  type DiscountFormField,
  type DiscountFormValues,
} from '../../lib/discount-form';
import { fieldErrorsOf } from '../../../../lib/field-errors';
import type { Saved } from '../../../../lib/read-your-writes/recorded-write';
import { FormField } from '../FormField';
import { FormDialog } from '../tickets/FormDialog';
import type { AdminTicketTypeResponse, DiscountCodeResponse } from '../../../../lib/api-types/generated';

interface DiscountCodeDialogProps {
  eventId: string;
  eventStart: string;
  ticketTypes: AdminTicketTypeResponse[];
  /** Absent: a new code. */
  code?: DiscountCodeResponse;
  /** A new one may be saved before it can be read: then only its id is known (`Saved`, lib/read-your-writes). */
  onSaved: (saved: Saved<DiscountCodeResponse>) => void;
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
  const typesHintId = useId();
  const [values, setValues] = useState<DiscountFormValues>(() =>
    code ? discountFormOf(code) : newDiscountForm(new Date(), eventStart),
  );
  const [errors, setErrors] = useState<Partial<Record<DiscountFormField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [create, creating] = useCreateDiscountCodeMutation();
  const [update, updating] = useUpdateDiscountCodeMutation();
  const percent = values.discountType === 'percent';

  const set = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = async (): Promise<boolean> => {
    const found = validateDiscountForm(values);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, error]) => [field, t(`adminTickets.codeForm.errors.${error}`)]),
      ),
    );
    setFailure(undefined);
    if (Object.keys(found).length > 0) return false;
    const body = discountRequestOf(values);
    try {
      onSaved(await (code ? update({ eventId, codeId: code.id, body }).unwrap() : create({ eventId, body }).unwrap()));
      return true;
    } catch (error) {
      const fromServer = fieldErrorsOf(error).filter((entry) => SERVER_FIELDS[entry.field]);
      setErrors(Object.fromEntries(fromServer.map((entry) => [SERVER_FIELDS[entry.field], entry.message])));
      setFailure(serverMessageOf(error) ?? t('adminTickets.codeForm.saveFailed'));
      return false;
    }
  };

  const input = (field: DiscountFormField, attributes: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <FormField label={t(`adminTickets.codeForm.fields.${field}`)} error={errors[field]} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...attributes}
          value={values[field]}
          onChange={(event) => {
            // Codes are stored upper-case; showing them so while typing avoids a surprise after saving.
            set(field, field === 'code' ? event.target.value.toUpperCase() : event.target.value);
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
      onSubmit={submit}
      onClose={onClose}
    >
      {input(
        'code',
        { type: 'text', maxLength: 32, autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false },
        t('adminTickets.codeForm.hints.code'),
      )}
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
      {/* Text, not a number input, so an amount can be typed with a decimal comma whatever the browser's locale. */}
      {input(
        'value',
        { type: 'text', inputMode: percent ? 'numeric' : 'decimal' },
        t(percent ? 'adminTickets.codeForm.hints.percent' : 'adminTickets.codeForm.hints.fixed'),
      )}
      {input('usageLimit', { type: 'number', step: 1, min: 1, inputMode: 'numeric' })}
      {input('validFrom', { type: 'datetime-local' }, t('adminTickets.common.vilniusTime'))}
      {input('validUntil', { type: 'datetime-local' }, t('adminTickets.common.vilniusTime'))}
      <fieldset aria-describedby={typesHintId}>
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
        <p id={typesHintId} className="form-dialog__hint">
          {t('adminTickets.codeForm.allTypesHint')}
        </p>
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
