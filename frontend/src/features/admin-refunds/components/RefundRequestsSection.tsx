import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
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
  type RefundRequest,
  type RefundRequestStatus,
} from '../api/admin-refunds-api';
import { formatMoney, orderNumberOf } from '../lib/refund-money';
import type { ReportOutcome } from '../lib/refund-outcome';
import { FormField } from '../../../components/admin/FormField';

const STATUS_TONES: Record<RefundRequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  completed: 'success',
  rejected: 'muted',
  failed: 'danger',
};

type Decision = { kind: 'approve' | 'reject'; request: RefundRequest };

/** What happened to each order of the request: how many are done, and each failure with the provider's reason. */
function RequestProgress({ request }: { request: RefundRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { refunded, failed, waiting } = request.progress;
  return (
    <>
      <p>{t('adminRefunds.requests.progress', { refunded, failed, waiting, total: request.orders_count })}</p>
      <details>
        <summary>{t('adminRefunds.requests.ordersList', { count: request.orders.length })}</summary>
        <ul className="refund-progress__orders">
          {request.orders.map((order) => (
            <li key={order.order_id}>
              {t('adminRefunds.requests.orderLine', {
                number: orderNumberOf(order.order_id),
                amount: formatMoney(order.amount, order.currency, language),
                state: t(`adminRefunds.requests.orderStates.${order.state}`),
              })}
              {order.error && <span className="refund-progress__error"> ({order.error})</span>}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

/** Who decided the request and what they wrote, as the trail keeps it. */
function DecisionNote({ request }: { request: RefundRequest }) {
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

function ApproveDialog({
  request,
  onClose,
}: {
  request: RefundRequest;
  onClose: (decision: { notes: string; password: string } | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [notes, setNotes] = useState('');
  const [password, setPassword] = useState('');
  return (
    <ConfirmDialog
      title={t('adminRefunds.approve.title')}
      confirmLabel={t('adminRefunds.approve.submit')}
      tone="danger"
      confirmDisabled={password === ''}
      onClose={(confirmed) => {
        onClose(confirmed ? { notes: notes.trim(), password } : undefined);
      }}
    >
      <p>
        {t('adminRefunds.approve.explain', {
          amount: formatMoney(request.total_amount, request.currency, language),
          count: request.orders_count,
        })}
      </p>
      <FormField label={t('adminRefunds.approve.notes')}>
        {(control) => (
          <textarea
            {...control}
            maxLength={1000}
            value={notes}
            onChange={(event) => {
              setNotes(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label={t('adminRefunds.approve.password')}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}

function RejectDialog({ onClose }: { onClose: (reason: string | undefined) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      title={t('adminRefunds.reject.title')}
      confirmLabel={t('adminRefunds.reject.submit')}
      tone="danger"
      confirmDisabled={reason.trim() === ''}
      onClose={(confirmed) => {
        onClose(confirmed ? reason.trim() : undefined);
      }}
    >
      <FormField label={t('adminRefunds.reject.reason')}>
        {(control) => (
          <textarea
            {...control}
            required
            maxLength={1000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
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

  const retryFailed = async (request: RefundRequest) => {
    try {
      await retry({ eventId, requestId: request.id }).unwrap();
      report({ kind: 'done', what: 'retried' });
    } catch (error) {
      report({ kind: 'failed', what: 'retryFailed', message: serverMessageOf(error) });
    }
  };

  const approveWith = async (request: RefundRequest, notes: string, password: string) => {
    try {
      await approve({
        eventId,
        requestId: request.id,
        approval_notes: notes,
        admin_password_confirmation: password,
      }).unwrap();
      report({ kind: 'done', what: 'approved' });
    } catch (error) {
      report({ kind: 'failed', what: 'approveFailed', message: serverMessageOf(error) });
    }
  };

  const rejectWith = async (request: RefundRequest, reason: string) => {
    try {
      await reject({ eventId, requestId: request.id, reason }).unwrap();
      report({ kind: 'done', what: 'rejected' });
    } catch (error) {
      report({ kind: 'failed', what: 'rejectFailed', message: serverMessageOf(error) });
    }
  };

  const columns: Column<RefundRequest>[] = [
    {
      key: 'id',
      header: t('adminRefunds.requests.columns.id'),
      kind: 'name',
      cell: (request) => (
        <>
          {orderNumberOf(request.id)}
          <br />
          {t(`adminRefunds.requests.types.${request.refund_type}`)}
        </>
      ),
    },
    {
      key: 'status',
      header: t('adminRefunds.requests.columns.status'),
      cell: (request) => (
        <StatusBadge tone={STATUS_TONES[request.status]}>
          {t(`adminRefunds.requests.statuses.${request.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'total',
      header: t('adminRefunds.requests.columns.total'),
      kind: 'number',
      cell: (request) => formatMoney(request.total_amount, request.currency, language),
    },
    {
      key: 'orders',
      header: t('adminRefunds.requests.columns.orders'),
      kind: 'number',
      cell: (request) => t('adminRefunds.requests.ordersCount', { count: request.orders_count }),
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
      cell: (request) => request.requested_by.name,
    },
    {
      key: 'createdAt',
      header: t('adminRefunds.requests.columns.createdAt'),
      cell: (request) => formatDateTime(request.requested_at, language),
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
        <>
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
        </>
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
          onClose={(decision) => {
            setDeciding(null);
            if (decision) void approveWith(deciding.request, decision.notes, decision.password);
          }}
        />
      )}
      {deciding?.kind === 'reject' && (
        <RejectDialog
          onClose={(reason) => {
            setDeciding(null);
            if (reason !== undefined) void rejectWith(deciding.request, reason);
          }}
        />
      )}
    </section>
  );
}
