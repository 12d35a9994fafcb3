import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import {
  useListEventOrdersQuery,
  useListRefundRequestsQuery,
  useRequestBulkRefundMutation,
  type RefundRequestType,
} from '../api/admin-refunds-api';
import { formatAmounts, processingFeeCents, sumPerCurrency } from '../lib/refund-money';
import type { ReportOutcome } from '../lib/refund-outcome';
import { FormCheckbox, FormField } from '../../../components/admin/FormField';
import { centsFromMajor, formatMoney } from '../../../lib/money/money';
import type { AdminOrderRowResponse } from '../../../lib/api-types/generated';

/** What the administrator types to show they mean it, exactly (docs/money.md). */
const CONFIRM_TEXT = 'CONFIRM REFUND';

interface BulkValues {
  order_ids: string[];
  reason: string;
  notify_customers: boolean;
  password: string;
  confirm_text: string;
  risk: boolean;
}

const EMPTY: BulkValues = {
  order_ids: [],
  reason: '',
  notify_customers: true,
  password: '',
  confirm_text: '',
  risk: false,
};

interface Picked {
  cents: number;
  currency: string;
}

interface BulkRefundFormProps {
  eventId: string;
  /** A cancelled event's refunds are of type event_cancelled, any other's bulk. */
  refundType: RefundRequestType;
  report: ReportOutcome;
}

/**
 * Asks for a refund of the event's paid orders: a request a second administrator approves. The password,
 * the typed confirmation and the risk box make a refund of many orders a deliberate act.
 */
export function BulkRefundForm({ eventId, refundType, report }: BulkRefundFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { currentData, isError, refetch } = useListEventOrdersQuery({ eventId, page });
  // The event's requests (the same query as the requests above): an order an open one holds is not offered.
  const { data: requests } = useListRefundRequestsQuery(eventId);
  const [submit, { isLoading }] = useRequestBulkRefundMutation();
  // What each selected order would give back, remembered across pages of the table.
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BulkValues>({ defaultValues: EMPTY });
  const { field: orderIds, fieldState: ordersState } = useController({
    control,
    name: 'order_ids',
    rules: { validate: (ids) => ids.length > 0 || t('adminRefunds.bulk.errors.orders') },
  });

  // Only orders with money left to refund can be asked for, and none that an open request (pending, or
  // approved and not yet carried out) already holds: the server refuses such an order too.
  const held = new Set(
    (requests?.data ?? [])
      .filter((request) => request.status === 'pending' || request.status === 'approved')
      .flatMap((request) => request.orders.filter((order) => order.state === 'waiting').map((order) => order.order_id)),
  );
  const rows = currentData?.data.filter((order) => order.refundable > 0 && !held.has(order.id));
  const selected = new Set(orderIds.value);
  // Summed per currency: an event may sell in two, and the server asks for each in a request of its own.
  const totals = sumPerCurrency(orderIds.value.flatMap((id) => picked.get(id) ?? []));
  const fees = totals.map(({ currency, cents }) => ({ currency, cents: processingFeeCents(cents) }));
  const currency = rows?.[0]?.currency ?? 'EUR';

  const select = (next: ReadonlySet<string>) => {
    const known = new Map(picked);
    for (const order of rows ?? []) {
      if (next.has(order.id))
        known.set(order.id, { cents: centsFromMajor(order.refundable), currency: order.currency });
    }
    setPicked(known);
    orderIds.onChange([...next]);
  };

  const send = handleSubmit(async (values) => {
    try {
      await submit({
        eventId,
        body: {
          reason: values.reason.trim(),
          refund_type: refundType,
          order_ids: values.order_ids,
          notify_customers: values.notify_customers,
          admin_password_confirmation: values.password,
        },
      }).unwrap();
      reset(EMPTY);
      setPicked(new Map());
      report({ kind: 'done', what: 'submitted' });
    } catch (error) {
      report({ kind: 'failed', what: 'submitFailed', message: serverMessageOf(error) });
    }
  });

  const columns: Column<AdminOrderRowResponse>[] = [
    {
      key: 'number',
      header: t('adminRefunds.bulk.columns.number'),
      kind: 'name',
      cell: (order) => (
        <>
          {order.number}
          <br />
          {formatDateTime(order.created_at, language)}
        </>
      ),
    },
    {
      key: 'customer',
      header: t('adminRefunds.bulk.columns.customer'),
      kind: 'long',
      cell: (order) => (
        <>
          {order.customer.name}
          <br />
          {order.customer.email}
        </>
      ),
    },
    {
      key: 'tickets',
      header: t('adminRefunds.bulk.columns.tickets'),
      kind: 'number',
      cell: (order) => t('adminRefunds.bulk.ticketsCount', { count: order.tickets_count }),
    },
    {
      key: 'refundable',
      header: t('adminRefunds.bulk.columns.refundable'),
      kind: 'number',
      cell: (order) => formatMoney(order.refundable, order.currency, language),
    },
  ];

  return (
    <section className="admin-section" aria-labelledby="bulk-refund-title">
      <h2 id="bulk-refund-title">{t('adminRefunds.bulk.title')}</h2>
      <p>{t('adminRefunds.bulk.explain')}</p>
      <form
        className="refund-form"
        aria-labelledby="bulk-refund-title"
        noValidate
        onSubmit={(event) => void send(event)}
      >
        <DataTable
          caption={t('adminRefunds.bulk.table')}
          columns={columns}
          rows={rows}
          rowKey={({ id }) => id}
          emptyText={t('adminRefunds.bulk.empty')}
          loadError={
            isError ? { message: t('adminRefunds.bulk.loadFailed'), onRetry: () => void refetch() } : undefined
          }
          selection={{
            selected,
            onChange: select,
            allLabel: t('adminRefunds.bulk.selectAll'),
            rowLabel: (order) => t('adminRefunds.bulk.selectOne', { number: order.number }),
          }}
          pagination={
            currentData && currentData.pagination.total_pages > 1
              ? { page, totalPages: currentData.pagination.total_pages, onPageChange: setPage }
              : undefined
          }
        />
        {ordersState.error && (
          <p className="admin-form__error" role="alert">
            {ordersState.error.message}
          </p>
        )}
        <p className="refund-form__estimate" aria-live="polite">
          {t('adminRefunds.bulk.selectedTotal', {
            count: orderIds.value.length,
            amount: formatAmounts(totals, currency, language),
          })}
          <br />
          {t('adminRefunds.bulk.fee', { amount: formatAmounts(fees, currency, language) })}
        </p>
        <p>
          {t('adminRefunds.bulk.type')}: {t(`adminRefunds.requests.types.${refundType}`)}
        </p>
        <FormField label={t('adminRefunds.bulk.reason')} error={errors.reason?.message}>
          {(fieldControl) => (
            <textarea
              {...fieldControl}
              maxLength={1000}
              {...register('reason', {
                validate: (value) => value.trim() !== '' || t('adminRefunds.bulk.errors.reason'),
              })}
            />
          )}
        </FormField>
        <FormCheckbox label={t('adminRefunds.bulk.notify')}>
          {(fieldControl) => <input {...fieldControl} type="checkbox" {...register('notify_customers')} />}
        </FormCheckbox>
        <FormField label={t('adminRefunds.bulk.password')} error={errors.password?.message}>
          {(fieldControl) => (
            <input
              {...fieldControl}
              type="password"
              autoComplete="current-password"
              {...register('password', { required: t('adminRefunds.bulk.errors.password') })}
            />
          )}
        </FormField>
        <FormField
          label={t('adminRefunds.bulk.confirmText')}
          hint={t('adminRefunds.bulk.confirmHint')}
          error={errors.confirm_text?.message}
        >
          {(fieldControl) => (
            <input
              {...fieldControl}
              autoComplete="off"
              spellCheck={false}
              {...register('confirm_text', {
                validate: (value) => value === CONFIRM_TEXT || t('adminRefunds.bulk.errors.confirmText'),
              })}
            />
          )}
        </FormField>
        <FormCheckbox label={t('adminRefunds.bulk.risk')} error={errors.risk?.message}>
          {(fieldControl) => (
            <input
              {...fieldControl}
              type="checkbox"
              {...register('risk', { required: t('adminRefunds.bulk.errors.risk') })}
            />
          )}
        </FormCheckbox>
        <div className="refund-form__buttons">
          <button type="submit" className="button" disabled={isLoading}>
            {t('adminRefunds.bulk.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
