import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../components/admin/admin-format';
import { useLanguage } from '../../../../i18n/use-language';
import { formatPrice } from '../../../../lib/format';
import type { AdminTicketType } from '../../api/admin-events-api';
import './CatalogTable.css';

interface TicketTypesTableProps {
  ticketTypes: AdminTicketType[];
  onEdit: (ticketType: AdminTicketType) => void;
  onRemove: (ticketType: AdminTicketType) => void;
}

function StateBadge({ ticketType }: { ticketType: AdminTicketType }) {
  const { t } = useTranslation();
  if (ticketType.on_sale) return <span className="badge badge--success">{t('adminTickets.tickets.onSale')}</span>;
  return (
    <span className="badge badge--muted">
      {t(ticketType.is_active ? 'adminTickets.tickets.notOnSale' : 'adminTickets.tickets.inactive')}
    </span>
  );
}

export function TicketTypesTable({ ticketTypes, onEdit, onRemove }: TicketTypesTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = (key: 'price' | 'quantity' | 'sold' | 'remaining' | 'maxPerOrder' | 'sale' | 'state') =>
    t(`adminTickets.tickets.columns.${key}`);
  return (
    <div className="catalog-table">
      <table className="catalog-table__table">
        <caption className="visually-hidden">{t('adminTickets.tickets.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminTickets.tickets.columns.name')}</th>
            <th scope="col">{column('price')}</th>
            <th scope="col">{column('quantity')}</th>
            <th scope="col">{column('sold')}</th>
            <th scope="col">{column('remaining')}</th>
            <th scope="col">{column('maxPerOrder')}</th>
            <th scope="col">{column('sale')}</th>
            <th scope="col">{column('state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('adminTickets.common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ticketTypes.map((ticketType) => {
            const name = ticketType.name[language];
            return (
              <tr key={ticketType.id}>
                <th scope="row" className="catalog-table__name">
                  {name}
                </th>
                <td className="catalog-table__number" data-label={column('price')}>
                  {formatPrice(ticketType.price, ticketType.currency, language)}
                </td>
                <td className="catalog-table__number" data-label={column('quantity')}>
                  {ticketType.quantity}
                </td>
                <td className="catalog-table__number" data-label={column('sold')}>
                  {ticketType.quantity_sold}
                </td>
                <td className="catalog-table__number" data-label={column('remaining')}>
                  {ticketType.quantity_remaining}
                </td>
                <td className="catalog-table__number" data-label={column('maxPerOrder')}>
                  {ticketType.max_per_order}
                </td>
                <td data-label={column('sale')}>
                  <span>
                    {formatDateTime(ticketType.sale_start_date, language)} –{' '}
                    {formatDateTime(ticketType.sale_end_date, language)}
                  </span>
                </td>
                <td data-label={column('state')}>
                  <StateBadge ticketType={ticketType} />
                </td>
                <td>
                  <div className="catalog-table__actions">
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
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
