import { useTranslation } from 'react-i18next';
import { useGetDiscountCodeUsageQuery, type DiscountCode } from '../../api/admin-events-api';
import { ConfirmDialog } from '../ConfirmDialog';

/** How often a code was used, and by which orders. */
export function UsageDialog({ code, onClose }: { code: DiscountCode; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isError } = useGetDiscountCodeUsageQuery(code.id);
  return (
    <ConfirmDialog
      title={t('adminTickets.codes.usageTitle', { code: code.code })}
      closeLabel={t('adminTickets.common.close')}
      onClose={onClose}
    >
      {isError && <p role="alert">{t('adminTickets.common.loadFailed')}</p>}
      {data && (
        <>
          <dl>
            <dt>{t('adminTickets.codes.used')}</dt>
            <dd>{data.used_count}</dd>
            <dt>{t('adminTickets.codes.limit')}</dt>
            <dd>{data.usage_limit ?? t('adminTickets.codes.unlimited')}</dd>
            <dt>{t('adminTickets.codes.remaining')}</dt>
            <dd>{data.remaining ?? t('adminTickets.codes.unlimited')}</dd>
          </dl>
          {data.orders.length === 0 ? (
            <p>{t('adminTickets.codes.noOrders')}</p>
          ) : (
            <ul>
              {data.orders.map((order) => (
                <li key={order.order_id}>{order.order_id.slice(-8).toUpperCase()}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
