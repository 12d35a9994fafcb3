import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../../components/admin/admin-format';
import { useLanguage } from '../../../../i18n/use-language';
import { formatPrice } from '../../../../lib/format';
import type { AdminTicketType, DiscountCode } from '../../api/admin-events-api';
import '../tickets/CatalogTable.css';

export type CodeAction = 'edit' | 'usage' | 'remove';

interface DiscountCodesTableProps {
  codes: DiscountCode[];
  /** The event's ticket types, to name those a code is limited to. */
  ticketTypes: AdminTicketType[];
  onAction: (action: CodeAction, code: DiscountCode) => void;
}

const ACTIONS: CodeAction[] = ['edit', 'usage', 'remove'];

export function DiscountCodesTable({ codes, ticketTypes, onAction }: DiscountCodesTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = (key: 'discount' | 'valid' | 'usage' | 'appliesTo' | 'state') =>
    t(`adminTickets.codes.columns.${key}`);
  const typeName = (id: string) => ticketTypes.find((type) => type.id === id)?.name[language] ?? id;
  const discount = (code: DiscountCode) =>
    code.discount_type === 'percent'
      ? `${formatCount(code.value, language)} %`
      : formatPrice(code.value, code.currency, language);

  return (
    <div className="catalog-table">
      <table className="catalog-table__table">
        <caption className="visually-hidden">{t('adminTickets.codes.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminTickets.codes.columns.code')}</th>
            <th scope="col">{column('discount')}</th>
            <th scope="col">{column('valid')}</th>
            <th scope="col">{column('usage')}</th>
            <th scope="col">{column('appliesTo')}</th>
            <th scope="col">{column('state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('adminTickets.common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id}>
              <th scope="row" className="catalog-table__name">
                {code.code}
              </th>
              <td className="catalog-table__number" data-label={column('discount')}>
                {discount(code)}
              </td>
              <td data-label={column('valid')}>
                <span>
                  {formatDateTime(code.valid_from, language)} – {formatDateTime(code.valid_until, language)}
                </span>
              </td>
              <td className="catalog-table__number" data-label={column('usage')}>
                {code.used_count} / {code.usage_limit ?? '∞'}
              </td>
              <td data-label={column('appliesTo')}>
                {code.ticket_type_ids.length === 0
                  ? t('adminTickets.codes.allTypes')
                  : code.ticket_type_ids.map(typeName).join(', ')}
              </td>
              <td data-label={column('state')}>
                <span className={`badge ${code.is_active ? 'badge--success' : 'badge--muted'}`}>
                  {t(code.is_active ? 'adminTickets.codes.active' : 'adminTickets.codes.inactive')}
                </span>
              </td>
              <td>
                <div className="catalog-table__actions">
                  {ACTIONS.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className="button button--secondary"
                      aria-label={t(`adminTickets.codes.${action}One`, { code: code.code })}
                      onClick={() => {
                        onAction(action, code);
                      }}
                    >
                      {t(`adminTickets.codes.${action}`)}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
