import { useTranslation } from 'react-i18next';
import { ActionsMenu, type MenuEntry } from '../../../components/admin/ActionsMenu';
import { canRefund } from '../lib/order-rules';
import type { AdminOrderRowResponse } from '../../../lib/api-types/generated';

interface OrderActionsMenuProps {
  order: AdminOrderRowResponse;
  onRefund: () => void;
  onResend: () => void;
}

/** A row's actions: open the order, refund it while money may still go back, send its confirmation again. */
export function OrderActionsMenu({ order, onRefund, onResend }: OrderActionsMenuProps) {
  const { t } = useTranslation();
  const entries: MenuEntry[] = [
    { kind: 'link', key: 'view', label: t('adminOrders.actions.view'), to: `/admin/orders/${order.id}` },
    ...(canRefund(order)
      ? [{ kind: 'action' as const, key: 'refund', label: t('adminOrders.actions.refund'), onSelect: onRefund }]
      : []),
    { kind: 'action', key: 'resend', label: t('adminOrders.actions.resend'), onSelect: onResend },
  ];
  return <ActionsMenu label={t('adminOrders.actions.open', { number: order.number })} entries={entries} />;
}
