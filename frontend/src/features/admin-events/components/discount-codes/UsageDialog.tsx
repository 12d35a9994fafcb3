import { useTranslation } from 'react-i18next';
import { AdminLoadError } from '../../../../components/admin/AdminLoadError';
import { ConfirmDialog } from '../../../../components/admin/ConfirmDialog';
import { formatCount, formatDateTime } from '../../../../components/admin/admin-format';
import { Spinner } from '../../../../components/Spinner';
import { useLanguage } from '../../../../i18n/use-language';
import { useGetDiscountCodeUsageQuery } from '../../api/admin-events-api';
import './UsageDialog.css';
import { orderNumberOf } from '../../../../lib/orders/order-number';
import { formatMoney } from '../../../../lib/money/money';
import type { DiscountCodeResponse, DiscountCodeUsageResponse } from '../../../../lib/api-types/generated';

function UsageFigures({ usage }: { usage: DiscountCodeUsageResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const figures = [
    { key: 'used', label: t('adminTickets.codes.used'), value: usage.used_count },
    { key: 'limit', label: t('adminTickets.codes.limit'), value: usage.usage_limit },
    { key: 'remaining', label: t('adminTickets.codes.remaining'), value: usage.remaining },
  ];
  return (
    <dl className="usage-dialog__figures">
      {figures.map(({ key, label, value }) => (
        <div key={key} className="usage-dialog__figure">
          <dt>{label}</dt>
          <dd>{value === null ? t('adminTickets.codes.unlimited') : formatCount(value, language)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How often a code was used, and by which orders. */
export function UsageDialog({ code, onClose }: { code: DiscountCodeResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Orders use codes without invalidating anything here, so every opening asks again.
  const { data, isError, refetch } = useGetDiscountCodeUsageQuery(code.id, { refetchOnMountOrArgChange: true });
  return (
    <ConfirmDialog
      title={t('adminTickets.codes.usageTitle', { code: code.code })}
      cancelLabel={t('adminTickets.common.close')}
      onClose={onClose}
    >
      {isError ? (
        <AdminLoadError message={t('adminTickets.common.loadFailed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <UsageFigures usage={data} />
          {data.orders.length === 0 ? (
            <p>{t('adminTickets.codes.noOrders')}</p>
          ) : (
            <ul className="usage-dialog__orders" aria-label={t('adminTickets.codes.orders')}>
              {data.orders.map((order) => (
                <li key={order.order_id}>
                  {t('adminTickets.codes.orderLine', {
                    number: orderNumberOf(order.order_id),
                    date: formatDateTime(order.used_at, language),
                    discount: formatMoney(order.discount, code.currency, language),
                  })}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
