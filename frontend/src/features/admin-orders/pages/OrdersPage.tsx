import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminSearchField } from '../../../components/admin/AdminSearchField';
import { formatCount } from '../../../components/admin/admin-format';
import { BulkActionBar } from '../../../components/admin/BulkActionBar';
import { DataTable } from '../../../components/admin/DataTable';
import { DateFilter, FilterBar, SelectFilter } from '../../../components/admin/FilterBar';
import { SummaryCards } from '../../../components/admin/SummaryCards';
import { useLanguage } from '../../../i18n/use-language';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  useListAdminOrdersQuery,
} from '../api/admin-orders-api';
import { BulkRefundDialog } from '../components/BulkRefundDialog';
import { ExportMenu } from '../components/ExportMenu';
import { useOrderColumns } from '../components/order-columns';
import { OrderOutcomeAlert } from '../components/OrderOutcomeAlert';
import { RefundDialog } from '../components/RefundDialog';
import { orderFiltersOf, orderListSearchParams, readOrderListParams, type OrderListParams } from '../lib/list-params';
import { useOrderActions } from '../lib/use-order-actions';
import '../components/admin-orders.css';
import { formatMoney } from '../../../lib/money/money';
import type { AdminOrderRowResponse } from '../../../lib/api-types/generated';

export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOrderListParams(searchParams);
  const filters = orderFiltersOf(params);
  // currentData for the rows and the summary, so a new filter never shows the previous result.
  const { currentData, isError, refetch } = useListAdminOrdersQuery({
    ...filters,
    page: params.page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
  });
  const actions = useOrderActions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refunding, setRefunding] = useState<AdminOrderRowResponse | null>(null);
  const [confirmingBulk, setConfirmingBulk] = useState(false);

  const rows = currentData?.data ?? [];
  // Only rows in view count: a selection never acts on orders the administrator cannot see.
  const selectedIds = rows.filter(({ id }) => selected.has(id)).map(({ id }) => id);

  const showList = (next: OrderListParams, replace = false) => {
    setSelected(new Set());
    setSearchParams(orderListSearchParams(next), { preventScrollReset: true, replace });
  };
  // A new search or filter starts again from the first page; typing replaces the entry so the back
  // button does not step through every word.
  const changeFilters = (next: Partial<Omit<OrderListParams, 'page'>>, replace = false) => {
    showList({ ...params, ...next, page: 1 }, replace);
  };
  const changePage = (next: number) => {
    showList({ ...params, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const columns = useOrderColumns({
    onRefund: setRefunding,
    onResend: (order) => {
      void actions.resend(order.id);
    },
  });

  return (
    <div className="admin-page orders-page">
      <AdminDocumentTitle page={t('adminOrders.title')} />
      <header className="orders-page__header">
        <h1 className="page-title">{t('adminOrders.title')}</h1>
        <ExportMenu
          busy={actions.exportBusy}
          onExport={(format) => {
            void actions.exportOrders(filters, format);
          }}
        />
      </header>

      {currentData && (
        <SummaryCards
          title={t('adminOrders.summary.label')}
          cards={[
            {
              key: 'total-orders',
              label: t('adminOrders.summary.totalOrders'),
              value: formatCount(currentData.summary.total_orders, language),
            },
            {
              key: 'total-revenue',
              label: t('adminOrders.summary.totalRevenue'),
              // One amount per currency: 50 USD is never counted as euros.
              value: currentData.summary.revenue.map(({ amount, currency }) => formatMoney(amount, currency, language)),
            },
            {
              key: 'pending-orders',
              label: t('adminOrders.summary.pendingOrders'),
              value: formatCount(currentData.summary.pending_orders, language),
            },
            {
              key: 'refunded-orders',
              label: t('adminOrders.summary.refundedOrders'),
              value: formatCount(currentData.summary.refunded_orders, language),
            },
          ]}
        />
      )}

      <section className="admin-section" aria-labelledby="order-list-title">
        <h2 id="order-list-title" className="visually-hidden">
          {t('adminOrders.list.table')}
        </h2>
        <FilterBar label={t('adminOrders.list.filters')}>
          <AdminSearchField
            label={t('adminOrders.list.search')}
            placeholder={t('adminOrders.list.searchPlaceholder')}
            value={params.search}
            onSearch={(next) => {
              changeFilters({ search: next }, true);
            }}
          />
          <SelectFilter
            label={t('adminOrders.list.status')}
            value={params.status}
            allLabel={t('adminOrders.list.allStatuses')}
            options={ORDER_STATUSES.map((option) => ({ value: option, label: t(`adminOrders.statuses.${option}`) }))}
            onChange={(next) => {
              changeFilters({ status: next });
            }}
          />
          <SelectFilter
            label={t('adminOrders.list.paymentStatus')}
            value={params.payment_status}
            allLabel={t('adminOrders.list.allPaymentStatuses')}
            options={PAYMENT_STATUSES.map((option) => ({
              value: option,
              label: t(`adminOrders.paymentStatuses.${option}`),
            }))}
            onChange={(next) => {
              changeFilters({ payment_status: next });
            }}
          />
          <SelectFilter
            label={t('adminOrders.list.paymentMethod')}
            value={params.payment_method}
            allLabel={t('adminOrders.list.allPaymentMethods')}
            options={PAYMENT_METHODS.map((option) => ({
              value: option,
              label: t(`adminOrders.paymentMethods.${option}`),
            }))}
            onChange={(next) => {
              changeFilters({ payment_method: next });
            }}
          />
          <DateFilter
            label={t('adminOrders.list.dateFrom')}
            value={params.date_from}
            onChange={(next) => {
              changeFilters({ date_from: next });
            }}
          />
          <DateFilter
            label={t('adminOrders.list.dateTo')}
            value={params.date_to}
            onChange={(next) => {
              changeFilters({ date_to: next });
            }}
          />
        </FilterBar>
        {actions.outcome && <OrderOutcomeAlert outcome={actions.outcome} onDismiss={actions.dismiss} />}
        <DataTable
          caption={t('adminOrders.list.table')}
          columns={columns}
          rows={currentData?.data}
          rowKey={({ id }) => id}
          emptyText={t('adminOrders.list.empty')}
          loadError={isError ? { message: t('adminOrders.list.loadFailed'), onRetry: () => void refetch() } : undefined}
          summary={currentData && t('adminOrders.list.resultCount', { total: currentData.pagination.total })}
          selection={{
            selected,
            onChange: setSelected,
            allLabel: t('adminOrders.list.selectAll'),
            rowLabel: (order) => t('adminOrders.list.selectOne', { number: order.number }),
            // The only bulk action is a refund: an order with nothing left to refund cannot join it.
            selectable: (order) => order.refundable > 0,
          }}
          toolbar={
            <BulkActionBar
              label={t('adminOrders.bulk.label')}
              selectedCount={selectedIds.length}
              busy={actions.bulkBusy}
              actions={[
                {
                  key: 'refund',
                  label: t('adminOrders.bulk.refund'),
                  onSelect: () => {
                    setConfirmingBulk(true);
                  },
                },
              ]}
            />
          }
          pagination={
            currentData && {
              page: params.page,
              totalPages: currentData.pagination.total_pages,
              onPageChange: changePage,
            }
          }
        />
      </section>

      {refunding && (
        <RefundDialog
          order={refunding}
          onRefunded={(amount, sentForApproval) => {
            if (sentForApproval) actions.sentForApproval(amount, refunding.currency, sentForApproval);
            else actions.refunded(amount, refunding.currency);
            setRefunding(null);
            setSelected(new Set());
          }}
          onClose={() => {
            setRefunding(null);
          }}
        />
      )}
      {confirmingBulk && (
        <BulkRefundDialog
          count={selectedIds.length}
          onSubmit={async (values) => {
            const { done, refused } = await actions.bulkRefund({ order_ids: selectedIds, ...values });
            if (done) setSelected(new Set());
            return refused;
          }}
          onClosed={() => {
            setConfirmingBulk(false);
          }}
        />
      )}
    </div>
  );
}
