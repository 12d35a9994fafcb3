import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { formatDateTime } from '../../../components/admin/admin-format';
import { StatusBadge, type BadgeTone } from '../../../components/admin/StatusBadge';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import {
  useApproveRefundRequestMutation,
  useListRefundRequestsQuery,
  useRejectRefundRequestMutation,
  useRetryFailedRefundsMutation,
  type RefundRequestStatus,
} from '../api/admin-refunds-api';
import type { ReportOutcome } from '../lib/refund-outcome';
import { fieldErrorsOn, type FieldErrorOn } from '../../../lib/field-errors';
import { ApproveDialog, RejectDialog, type ApproveValues, type RejectValues } from './RefundDecisionDialogs';
import { orderNumberOf } from '../../../lib/orders/order-number';
import { formatMoney } from '../../../lib/money/money';
import type { RefundRequestOrderResponse, RefundRequestResponse } from '../../../lib/api-types/generated';

const STATUS_TONES: Record<RefundRequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  completed: 'success',
  rejected: 'muted',
  failed: 'danger',
};

type Decision = { kind: 'approve' | 'reject'; request: RefundRequestResponse };

const APPROVE_FIELDS: readonly (keyof ApproveValues)[] = ['approval_notes', 'admin_password_confirmation'];
const REJECT_FIELDS: readonly (keyof RejectValues)[] = ['reason'];

/** The shop's own refusals of an order, by code: their text is the screen's, never the server's English. */
const ORDER_REFUSALS: Readonly<Record<string, 'nothingLeft' | 'notPaid'>> = {
  'order.refund-too-large': 'nothingLeft',
  'order.not-refundable': 'notPaid',
};

/** What happened to each order of the request: how many are done, and each failure with the provider's reason. */
function RequestProgress({ request }: { request: RefundRequestResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A provider's reason is shown as it came; an order's refusal in the screen's language.
  const failureOf = (order: RefundRequestOrderResponse): string => {
    if (order.error_code === null) return order.error ?? '';
    return t(`adminRefunds.requests.orderRefusals.${ORDER_REFUSALS[order.error_code] ?? 'other'}`);
  };
  const { refunded, failed, waiting } = request.progress;
  // A rejected request's orders wait for nothing: none of them will be refunded through it.
  const rejected = request.status === 'rejected';
  const stateOf = (order: RefundRequestOrderResponse) =>
    rejected && order.state === 'waiting' ? 'notRefunded' : order.state;
  return (
    <>
      <p>
        {rejected
          ? t('adminRefunds.requests.rejectedProgress')
          : t('adminRefunds.requests.progress', { refunded, failed, waiting, total: request.orders_count })}
      </p>
      <details>
        <summary>{t('adminRefunds.requests.ordersList', { count: request.orders.length })}</summary>
        <ul className="refund-progress__orders">
          {request.orders.map((order) => (
            <li key={order.order_id}>
              {t('adminRefunds.requests.orderLine', {
                number: orderNumberOf(order.order_id),
                amount: formatMoney(order.amount, order.currency, language),
                state: t(`adminRefunds.requests.orderStates.${stateOf(order)}`),
              })}
              {order.error && <span className="refund-progress__error"> ({failureOf(order)})</span>}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

/** Who decided the request and what they wrote, as the trail keeps it. */
function DecisionNote({ request }: { request: RefundRequestResponse }) {
  const { t } = useTranslation();
  if (request.approval) {
    return (
      <p>
        {request.self_approved
          ? t('adminRefunds.requests.selfApproved')
          : t('adminRefunds.requests.approvedBy', { name: request.approval.by.name, text: request.approval.text })}
      </p>
    );
  }
  if (request.rejection) {
    return (
      <p>{t('adminRefunds.requests.rejectedBy', { name: request.rejection.by.name, text: request.rejection.text })}</p>
    );
  }
  return null;
}

/** The event's refund requests, newest first: state, money, who asked, progress, and the decisions still open. */
export function RefundRequestsSection({ eventId, report }: { eventId: string; report: ReportOutcome }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError, refetch } = useListRefundRequestsQuery(eventId);
  const [approve, approveState] = useApproveRefundRequestMutation();
  const [reject, rejectState] = useRejectRefundRequestMutation();
  const [retry, retryState] = useRetryFailedRefundsMutation();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const busy = approveState.isLoading || rejectState.isLoading || retryState.isLoading;

  const retryFailed = async (request: RefundRequestResponse) => {
    try {
      await retry({ eventId, requestId: request.id }).unwrap();
      report({ kind: 'done', what: 'retried' });
    } catch (error) {
      report({ kind: 'failed', what: 'retryFailed', message: serverMessageOf(error) });
    }
  };

  // A refusal of the dialog's own fields is shown on them; any other failure is said above the list.
  const approveWith = async (
    request: RefundRequestResponse,
    values: ApproveValues,
  ): Promise<FieldErrorOn<keyof ApproveValues>[]> => {
    try {
      await approve({ eventId, requestId: request.id, ...values }).unwrap();
      report({ kind: 'done', what: 'approved' });
      return [];
    } catch (error) {
      const refused = fieldErrorsOn(error, APPROVE_FIELDS);
      if (refused.length === 0) report({ kind: 'failed', what: 'approveFailed', message: serverMessageOf(error) });
      return refused;
    }
  };

  const rejectWith = async (
    request: RefundRequestResponse,
    values: RejectValues,
  ): Promise<FieldErrorOn<keyof RejectValues>[]> => {
    try {
      await reject({ eventId, requestId: request.id, ...values }).unwrap();
      report({ kind: 'done', what: 'rejected' });
      return [];
    } catch (error) {
      const refused = fieldErrorsOn(error, REJECT_FIELDS);
      if (refused.length === 0) report({ kind: 'failed', what: 'rejectFailed', message: serverMessageOf(error) });
      return refused;
    }
  };

  // Nine facts a row, yet the table must fit a 1366 px screen beside the sidebar with its buttons in
  // sight: the state sits under the request's number, the order count under the money and the time
  // under the requester, and the buttons stack in their own column.
  const columns: Column<RefundRequestResponse>[] = [
    {
      key: 'id',
      header: t('adminRefunds.requests.columns.request'),
      kind: 'name',
      cell: (request) => (
        <>
          {orderNumberOf(request.id)}
          <span className="data-table__detail">{t(`adminRefunds.requests.types.${request.refund_type}`)}</span>
          <span className="refund-requests__status">
            <StatusBadge tone={STATUS_TONES[request.status]}>
              {t(`adminRefunds.requests.statuses.${request.status}`)}
            </StatusBadge>
          </span>
        </>
      ),
    },
    {
      key: 'total',
      header: t('adminRefunds.requests.columns.total'),
      kind: 'number',
      cell: (request) => (
        <>
          {formatMoney(request.total_amount, request.currency, language)}
          <span className="data-table__detail">
            {t('adminRefunds.requests.ordersCount', { count: request.orders_count })}
          </span>
        </>
      ),
    },
    {
      key: 'reason',
      header: t('adminRefunds.requests.columns.reason'),
      kind: 'long',
      cell: (request) => (
        <>
          {request.reason}
          <DecisionNote request={request} />
        </>
      ),
    },
    {
      key: 'requestedBy',
      header: t('adminRefunds.requests.columns.requestedBy'),
      cell: (request) => (
        <>
          {request.requested_by.name}
          <span className="data-table__detail">
            <time dateTime={request.requested_at}>{formatDateTime(request.requested_at, language)}</time>
          </span>
        </>
      ),
    },
    {
      key: 'progress',
      header: t('adminRefunds.requests.columns.progress'),
      cell: (request) => <RequestProgress request={request} />,
    },
    {
      key: 'actions',
      header: t('adminRefunds.requests.columns.actions'),
      hideHeader: true,
      kind: 'buttons',
      cell: (request) => (
        <div className="refund-requests__actions">
          {request.status === 'pending' && (
            <>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  setDeciding({ kind: 'approve', request });
                }}
              >
                {t('adminRefunds.requests.approve')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => {
                  setDeciding({ kind: 'reject', request });
                }}
              >
                {t('adminRefunds.requests.reject')}
              </button>
            </>
          )}
          {request.progress.failed > 0 && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void retryFailed(request)}
            >
              {t('adminRefunds.requests.retry')}
            </button>
          )}
          <Link className="button button--secondary" to={`/admin/audit?refund_request_id=${request.id}`}>
            {t('adminRefunds.requests.auditLog')}
          </Link>
        </div>
      ),
    },
  ];

  return (
    <section className="admin-section" aria-labelledby="refund-requests-title">
      <h2 id="refund-requests-title">{t('adminRefunds.requests.title')}</h2>
      <DataTable
        caption={t('adminRefunds.requests.table')}
        columns={columns}
        rows={data?.data}
        rowKey={({ id }) => id}
        emptyText={t('adminRefunds.requests.empty')}
        loadError={
          isError ? { message: t('adminRefunds.requests.loadFailed'), onRetry: () => void refetch() } : undefined
        }
      />
      {deciding?.kind === 'approve' && (
        <ApproveDialog
          request={deciding.request}
          onSubmit={(values) => approveWith(deciding.request, values)}
          onClosed={() => {
            setDeciding(null);
          }}
        />
      )}
      {deciding?.kind === 'reject' && (
        <RejectDialog
          onSubmit={(values) => rejectWith(deciding.request, values)}
          onClosed={() => {
            setDeciding(null);
          }}
        />
      )}
    </section>
  );
}
