import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../../components/admin/admin-format';
import { DataTable } from '../../../../components/admin/DataTable';
import { StatusBadge } from '../../../../components/admin/StatusBadge';
import { useLanguage } from '../../../../i18n/use-language';
import { formatMoney } from '../../../../lib/money/money';
import type { AdminTicketTypeResponse } from '../../../../lib/api-types/generated';

interface TicketTypesTableProps {
  ticketTypes: AdminTicketTypeResponse[];
  onEdit: (ticketType: AdminTicketTypeResponse) => void;
  onRemove: (ticketType: AdminTicketTypeResponse) => void;
}

function StateBadge({ ticketType }: { ticketType: AdminTicketTypeResponse }) {
  const { t } = useTranslation();
  if (ticketType.on_sale) return <StatusBadge tone="success">{t('adminTickets.tickets.onSale')}</StatusBadge>;
  return (
    <StatusBadge tone="muted">
      {t(ticketType.is_active ? 'adminTickets.tickets.notOnSale' : 'adminTickets.tickets.inactive')}
    </StatusBadge>
  );
}

export function TicketTypesTable({ ticketTypes, onEdit, onRemove }: TicketTypesTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = (key: 'price' | 'quantity' | 'sold' | 'remaining' | 'maxPerOrder' | 'sale' | 'state') =>
    t(`adminTickets.tickets.columns.${key}`);
  return (
    <DataTable
      caption={t('adminTickets.tickets.table')}
      rows={ticketTypes}
      rowKey={({ id }) => id}
      emptyText={t('adminTickets.tickets.empty')}
      columns={[
        {
          key: 'name',
          header: t('adminTickets.tickets.columns.name'),
          kind: 'name',
          cell: (ticketType) => ticketType.name[language],
        },
        {
          key: 'price',
          header: column('price'),
          kind: 'number',
          cell: (ticketType) => formatMoney(ticketType.price, ticketType.currency, language),
        },
        {
          key: 'quantity',
          header: column('quantity'),
          kind: 'number',
          cell: (ticketType) => formatCount(ticketType.quantity, language),
        },
        {
          key: 'sold',
          header: column('sold'),
          kind: 'number',
          cell: (ticketType) => formatCount(ticketType.quantity_sold, language),
        },
        {
          key: 'remaining',
          header: column('remaining'),
          kind: 'number',
          cell: (ticketType) => formatCount(ticketType.quantity_remaining, language),
        },
        {
          key: 'maxPerOrder',
          header: column('maxPerOrder'),
          kind: 'number',
          cell: (ticketType) => ticketType.max_per_order,
        },
        {
          key: 'sale',
          header: column('sale'),
          cell: (ticketType) => (
            <span>
              {formatDateTime(ticketType.sale_start_date, language)} –{' '}
              {formatDateTime(ticketType.sale_end_date, language)}
            </span>
          ),
        },
        { key: 'state', header: column('state'), cell: (ticketType) => <StateBadge ticketType={ticketType} /> },
        {
          key: 'actions',
          header: t('admin.kit.actions'),
          kind: 'buttons',
          hideHeader: true,
          cell: (ticketType) => {
            const name = ticketType.name[language];
            return (
              <>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('adminTickets.tickets.editOne', { name })}
                  onClick={() => {
                    onEdit(ticketType);
                  }}
                >
                  {t('adminTickets.common.edit')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('adminTickets.tickets.removeOne', { name })}
                  onClick={() => {
                    onRemove(ticketType);
                  }}
                >
                  {t('adminTickets.common.remove')}
                </button>
              </>
            );
          },
        },
      ]}
    />
  );
}
