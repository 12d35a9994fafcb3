import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type RowSelection } from '../../../components/admin/DataTable';
import { formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { MAIL_KINDS } from '../lib/history';
import { isVoidable } from '../lib/order-rules';
import { TicketStateBadge } from './OrderBadges';
import { formatMoney } from '../../../lib/money/money';
import type {
  AdminOrderDetailResponse,
  OrderLineResponse,
  OrderMailResponse,
  OrderPaymentResponse,
  OrderTicketResponse,
} from '../../../lib/api-types/generated';

/** A mail kind these screens know by name; a newer one shows as the server named it. */
function MailKind({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const known = MAIL_KINDS.find((mailKind) => mailKind === kind);
  return known ? t(`adminOrders.detail.mailKinds.${known}`) : kind;
}

/** What was bought: each ticket type with its quantity, price, discount and line total. */
export function OrderLines({ order }: { order: AdminOrderDetailResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, order.currency, language);
  const columns: Column<OrderLineResponse>[] = [
    { key: 'type', header: t('adminOrders.detail.ticketType'), kind: 'name', cell: (line) => line.name[language] },
    { key: 'quantity', header: t('adminOrders.detail.quantity'), kind: 'number', cell: (line) => line.quantity },
    {
      key: 'unitPrice',
      header: t('adminOrders.detail.unitPrice'),
      kind: 'number',
      cell: (line) => money(line.unit_price),
    },
    {
      key: 'discount',
      header: t('adminOrders.detail.lineDiscount'),
      kind: 'number',
      cell: (line) => money(line.discount),
    },
    { key: 'total', header: t('adminOrders.detail.lineTotal'), kind: 'number', cell: (line) => money(line.total) },
  ];
  return (
    <DataTable
      caption={t('adminOrders.detail.lines')}
      columns={columns}
      rows={order.lines}
      rowKey={({ ticket_type_id }) => ticket_type_id}
      emptyText={t('adminOrders.detail.noLines')}
    />
  );
}

interface OrderTicketsProps {
  order: AdminOrderDetailResponse;
  /** Tickets chosen to be voided; without it the tickets cannot be chosen. */
  voiding?: { selected: ReadonlySet<string>; onChange: (selected: ReadonlySet<string>) => void; toolbar: ReactNode };
}

/** The order's tickets: code, type, holder, and whether and when each was admitted or voided. */
export function OrderTickets({ order, voiding }: OrderTicketsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<OrderTicketResponse>[] = [
    {
      key: 'code',
      header: t('adminOrders.detail.ticketCode'),
      kind: 'name',
      cell: (ticket) => <code>{ticket.code}</code>,
    },
    { key: 'type', header: t('adminOrders.detail.ticketType'), cell: (ticket) => ticket.ticket_type[language] },
    { key: 'holder', header: t('adminOrders.detail.holder'), cell: (ticket) => ticket.holder_name },
    {
      key: 'admission',
      header: t('adminOrders.detail.admission'),
      cell: (ticket) => (
        <>
          <TicketStateBadge state={ticket.status} />
          {ticket.admitted_at && (
            <span className="data-table__detail">
              {t('adminOrders.detail.admittedAt', { date: formatDateTime(ticket.admitted_at, language) })}
            </span>
          )}
        </>
      ),
    },
  ];
  const selection: RowSelection<OrderTicketResponse> | undefined = voiding && {
    selected: voiding.selected,
    onChange: voiding.onChange,
    allLabel: t('adminOrders.void.selectAll'),
    rowLabel: (ticket) => t('adminOrders.void.select', { code: ticket.code }),
    selectable: isVoidable,
  };
  return (
    <DataTable
      caption={t('adminOrders.detail.tickets')}
      columns={columns}
      rows={order.tickets}
      rowKey={({ id }) => id}
      emptyText={t('adminOrders.detail.noTickets')}
      selection={selection}
      toolbar={voiding?.toolbar}
    />
  );
}

/** Every payment attempt, as the provider answered it. */
export function OrderPayments({ order }: { order: AdminOrderDetailResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<OrderPaymentResponse>[] = [
    { key: 'provider', header: t('adminOrders.detail.provider'), kind: 'name', cell: (payment) => payment.provider },
    {
      key: 'result',
      header: t('adminOrders.detail.result'),
      cell: (payment) => (
        <>
          {t(`adminOrders.detail.paymentResults.${payment.result}`)}
          {payment.reason && <span className="data-table__detail">{payment.reason}</span>}
        </>
      ),
    },
    {
      key: 'amount',
      header: t('adminOrders.detail.amount'),
      kind: 'number',
      cell: (payment) =>
        payment.amount === null ? '' : formatMoney(payment.amount, payment.currency ?? order.currency, language),
    },
    { key: 'transaction', header: t('adminOrders.detail.transaction'), cell: (payment) => payment.transaction_id },
    {
      key: 'startedAt',
      header: t('adminOrders.detail.startedAt'),
      cell: (payment) => payment.started_at && formatDateTime(payment.started_at, language),
    },
    {
      key: 'finishedAt',
      header: t('adminOrders.detail.finishedAt'),
      cell: (payment) => payment.finished_at && formatDateTime(payment.finished_at, language),
    },
  ];
  return (
    <DataTable
      caption={t('adminOrders.detail.payments')}
      columns={columns}
      rows={order.payments}
      // Attempts have no id of their own; their place in the stream never changes.
      rowKey={(payment) => String(order.payments.indexOf(payment))}
      emptyText={t('adminOrders.detail.noPayments')}
    />
  );
}

/** The mails the shop sent about the order: which, to whom and when. */
export function OrderMails({ order }: { order: AdminOrderDetailResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<OrderMailResponse>[] = [
    {
      key: 'kind',
      header: t('adminOrders.detail.mailKind'),
      kind: 'name',
      cell: (mail) => <MailKind kind={mail.kind} />,
    },
    { key: 'sentTo', header: t('adminOrders.detail.sentTo'), kind: 'long', cell: (mail) => mail.email },
    {
      key: 'sentAt',
      header: t('adminOrders.detail.sentAt'),
      cell: (mail) => <time dateTime={mail.sent_at}>{formatDateTime(mail.sent_at, language)}</time>,
    },
  ];
  return (
    <DataTable
      caption={t('adminOrders.detail.mails')}
      columns={columns}
      rows={order.mails}
      rowKey={(mail) => `${mail.kind}-${mail.sent_at}`}
      emptyText={t('adminOrders.detail.noMails')}
    />
  );
}
