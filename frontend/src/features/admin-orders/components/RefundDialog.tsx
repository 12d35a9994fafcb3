import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../components/admin/use-modal-dialog';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import { useRefundOrderMutation, type SecondAdminReason } from '../api/admin-orders-api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { FormField } from '../../../components/admin/FormField';
import { centsFromMajor, formatMoney, typedCents, majorFromCents } from '../../../lib/money/money';

/** What the dialog needs of an order, from a list row or the order's page. */
interface RefundTarget {
  id: string;
  number: string;
  total: number;
  currency: string;
  refundable: number;
  /** How it was paid: a bank transfer's refund is paid back by staff, which the dialog says. */
  payment_method: string | null;
}

interface RefundValues {
  /** As typed: the number field's text, so "10.555" can be told apart from 10.56. */
  amount: string;
  reason: string;
  notify_customer: boolean;
}

const FIELDS = ['amount', 'reason', 'notify_customer'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

interface RefundDialogProps {
  order: RefundTarget;
  /**
   * The refund was accepted, with its amount; the dialog has closed. `sentForApproval` names the limit
   * when the refund policy made it a request for a second admin instead of refunding at once.
   */
  onRefunded: (amount: number, sentForApproval: SecondAdminReason | null) => void;
  /** The dialog has closed without a refund. */
  onClose: () => void;
}

/** The refund form (docs/money.md): amount up to what may still be refunded, a reason, whether to tell the buyer. */
export function RefundDialog({ order, onRefunded, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const [refund, { isLoading }] = useRefundOrderMutation();
  const [failure, setFailure] = useState<string>();
  // Read when the dialog has closed, which may be before a state update would have rendered.
  const refunded = useRef<{ amount: number; sentForApproval: SecondAdminReason | null }>(undefined);
  const { dialogProps, close } = useModalDialog(() => {
    if (refunded.current === undefined) onClose();
    else onRefunded(refunded.current.amount, refunded.current.sentForApproval);
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundValues>({
    defaultValues: { amount: String(order.refundable), reason: '', notify_customer: true },
  });
  const money = (amount: number) => formatMoney(amount, order.currency, language);

  const validateAmount = (typed: string): string | true => {
    if (typed.trim() === '') return t('adminOrders.refund.errors.amountRequired');
    const cents = typedCents(typed);
    if (cents === undefined) return t('adminOrders.refund.errors.amountFormat');
    if (cents <= 0) return t('adminOrders.refund.errors.amountPositive');
    if (cents > centsFromMajor(order.refundable)) {
      return t('adminOrders.refund.errors.amountTooHigh', { max: money(order.refundable) });
    }
    return true;
  };

  const send = async ({ amount, reason, notify_customer }: RefundValues) => {
    setFailure(undefined);
    const value = majorFromCents(typedCents(amount) ?? 0);
    try {
      const answer = await refund({
        orderId: order.id,
        amount: value,
        reason: reason.trim(),
        notify_customer,
      }).unwrap();
      refunded.current = {
        amount: value,
        sentForApproval: answer.outcome === 'sent_for_approval' ? answer.second_admin_reason : null,
      };
      close();
    } catch (error) {
      const onFields = fieldErrorsOf(error).filter((entry) => isField(entry.field));
      for (const entry of onFields) {
        if (isField(entry.field)) setError(entry.field, { type: 'server', message: entry.message });
      }
      // Field errors speak for themselves; anything else is said above the form.
      if (onFields.length === 0) {
        const failure = t('adminOrders.alerts.refundFailed');
        const reason = serverMessageOf(error);
        setFailure(reason ? t('adminOrders.alerts.withReason', { failure, reason }) : failure);
      }
    }
  };

  return (
    <dialog {...dialogProps} className="admin-dialog" aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        <h2 id={titleId} className="admin-dialog__title">
          {t('adminOrders.refund.title')}
        </h2>
        <div className="admin-dialog__body">
          <p>
            {t('adminOrders.refund.order', {
              number: order.number,
              total: money(order.total),
              refundable: money(order.refundable),
            })}
          </p>
          {order.payment_method === 'bank-transfer' && <p>{t('adminOrders.refund.transferNote')}</p>}
          {failure && (
            <p className="order-form__failure" role="alert">
              {failure}
            </p>
          )}
          <FormField label={`${t('adminOrders.refund.amount')} (${order.currency})`} error={errors.amount?.message}>
            {(control) => (
              <input
                {...control}
                type="number"
                step="0.01"
                min="0.01"
                max={order.refundable}
                inputMode="decimal"
                required
                {...register('amount', { validate: validateAmount })}
              />
            )}
          </FormField>
          <FormField label={t('adminOrders.refund.reason')} error={errors.reason?.message}>
            {(control) => (
              // One line, as the order's history and the audit log show it.
              <input
                {...control}
                type="text"
                required
                maxLength={500}
                {...register('reason', {
                  validate: (typed) => typed.trim() !== '' || t('adminOrders.refund.errors.reasonRequired'),
                })}
              />
            )}
          </FormField>
          <label className="order-form__check">
            <input type="checkbox" {...register('notify_customer')} />
            {t('adminOrders.refund.notify')}
          </label>
          {errors.notify_customer?.message && <p className="admin-form__error">{errors.notify_customer.message}</p>}
        </div>
        <div className="admin-dialog__buttons">
          <button type="button" className="button button--secondary" onClick={close}>
            {t('adminOrders.refund.close')}
          </button>
          <button type="submit" className="button" disabled={isLoading}>
            {t('adminOrders.refund.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
